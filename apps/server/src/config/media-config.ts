import { z } from 'zod';
import { parseMediaTestHosts, type MediaTestHost } from '../services/media/media-hosts.js';

/**
 * The media proxy's part of the configuration (docs/decisions.md D110, D114). env.ts hands this module
 * the same cleaned variables as the others.
 */
const MIB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export const mediaSchema = z.object({
  /** Bytes of one relayed answer: thumbnails, covers, audio and short clips, not whole films. */
  MEDIA_PROXY_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * MIB),
  /** Life of a media token: long enough to watch what the result screen shows, short enough to not be a permalink. */
  MEDIA_TOKEN_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * HOUR_MS)
    .default(HOUR_MS),
  /**
   * Extra media hosts per platform, `instagram=127.0.0.1:4567,suno=cdn.test`, so tests can point the
   * proxy at loopback origins (with EGRESS_ALLOW_PRIVATE for the same address). For tests; never in production.
   */
  MEDIA_PROXY_TEST_HOSTS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const { entries, invalid } = parseMediaTestHosts(text);
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not platform=host[:port] with a media proxy platform: ${invalid.join(', ')}`,
        });
      }
      return entries;
    }),
});

export interface MediaConfig {
  /** Byte cap of one relayed answer (a declared larger length is refused before any byte is read). */
  readonly maxBytes: number;
  readonly tokenTtlMs: number;
  /** Hosts admitted besides the platforms' CDNs. For tests; never in production. */
  readonly testHosts: readonly MediaTestHost[];
}

export function toMediaConfig(m: z.infer<typeof mediaSchema>): MediaConfig {
  return {
    maxBytes: m.MEDIA_PROXY_MAX_BYTES,
    tokenTtlMs: m.MEDIA_TOKEN_TTL_MS,
    testHosts: m.MEDIA_PROXY_TEST_HOSTS,
  };
}
