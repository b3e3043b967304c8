import { z } from 'zod';
import { parseAllowList, type AllowEntry } from '../egress/allow-list.js';

/**
 * The egress part of the configuration (DESIGN.md §5 "Egress"): caps of every outbound request of the
 * server and of each tunnel of the egress proxy. env.ts hands this module the same cleaned variables.
 */
const MINUTE_MS = 60 * 1000;
const ms = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const egressSchema = z.object({
  EGRESS_CONNECT_TIMEOUT_MS: ms(100, 120_000).default(10_000),
  EGRESS_HEADERS_TIMEOUT_MS: ms(100, 600_000).default(30_000),
  EGRESS_IDLE_TIMEOUT_MS: ms(100, 600_000).default(30_000),
  EGRESS_TOTAL_TIMEOUT_MS: ms(1000, 24 * 60 * MINUTE_MS).default(60 * MINUTE_MS),
  EGRESS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 ** 3),
  EGRESS_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  EGRESS_USER_AGENT: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII')
    .default('Mediaforge/0.1'),
  EGRESS_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const { entries, invalid } = parseAllowList(text);
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not an address or range (optionally with :port): ${invalid.join(', ')}`,
        });
      }
      return entries;
    }),
});

/** Caps of one outbound request or proxy tunnel; a caller may lower (or, for big files, raise) some. */
export interface EgressLimits {
  /** Name lookup plus TCP (and TLS) connect. */
  readonly connectTimeoutMs: number;
  /** From the request sent to the answer's headers. */
  readonly headersTimeoutMs: number;
  /** Longest silence while the body streams. */
  readonly idleTimeoutMs: number;
  /** The whole exchange: every redirect hop and the whole body. */
  readonly totalTimeoutMs: number;
  /** Body bytes of one answer (of one tunnel, each direction, for the proxy). */
  readonly maxBytes: number;
  readonly maxRedirects: number;
}

export interface EgressConfig extends EgressLimits {
  /** Sent with every request of the client; never the visitor's. */
  readonly userAgent: string;
  /** Non-public destinations let through anyway. For tests; never in production. */
  readonly allowPrivate: readonly AllowEntry[];
}

export function toEgressConfig(e: z.infer<typeof egressSchema>): EgressConfig {
  return {
    connectTimeoutMs: e.EGRESS_CONNECT_TIMEOUT_MS,
    headersTimeoutMs: e.EGRESS_HEADERS_TIMEOUT_MS,
    idleTimeoutMs: e.EGRESS_IDLE_TIMEOUT_MS,
    totalTimeoutMs: e.EGRESS_TOTAL_TIMEOUT_MS,
    maxBytes: e.EGRESS_MAX_BYTES,
    maxRedirects: e.EGRESS_MAX_REDIRECTS,
    userAgent: e.EGRESS_USER_AGENT,
    allowPrivate: e.EGRESS_ALLOW_PRIVATE,
  };
}
