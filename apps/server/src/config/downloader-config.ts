import { isPlatformId, type PlatformId } from '@mediaforge/shared';
import { z } from 'zod';

/**
 * The downloader part of the configuration: the yt-dlp binary (D104), the cap of one analysis run, and
 * the test knob DOWNLOADER_TEST_ORIGINS (D101). env.ts hands this module the same cleaned variables.
 */

/**
 * One origin that counts as a platform: links at exactly this origin are analysed as that platform's,
 * and yt-dlp may use its `generic` extractor for them. For tests; never in production.
 */
export interface TestOrigin {
  readonly platform: PlatformId;
  /** `http://127.0.0.1:4567` (scheme, host and port, as the WHATWG URL parser writes an origin). */
  readonly origin: string;
}

/** `vimeo=http://127.0.0.1:4567` → its entry, or undefined when malformed. */
export function parseTestOrigin(text: string): TestOrigin | undefined {
  const at = text.indexOf('=');
  if (at <= 0) return undefined;
  const platform = text.slice(0, at).trim().toLowerCase();
  const raw = text.slice(at + 1).trim();
  if (!isPlatformId(platform) || !URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  if (!['http:', 'https:'].includes(url.protocol)) return undefined;
  // Only an origin: a path, query, fragment or credentials would mean something this knob does not do.
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    return undefined;
  }
  return { platform, origin: url.origin };
}

const HOUR_MS = 60 * 60 * 1000;

export const downloaderSchema = z.object({
  /** Platform addresses in an analysis expire within hours (YouTube's after about six). */
  DOWNLOADER_ANALYSIS_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(24 * HOUR_MS)
    .default(3 * HOUR_MS),
  DOWNLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 ** 3),
  DOWNLOAD_MAX_DURATION_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 60 * 60),
  YTDLP_PATH: z.string().min(1).default('yt-dlp'),
  YTDLP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  DOWNLOADER_TEST_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const entries = items.map(parseTestOrigin);
      const invalid = items.filter((_, i) => entries[i] === undefined);
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not platform=origin (e.g. vimeo=http://127.0.0.1:4567): ${invalid.join(', ')}`,
        });
      }
      return entries.filter((e): e is TestOrigin => e !== undefined);
    }),
});

export interface DownloaderConfig {
  /** yt-dlp; point it at a current release binary (Debian's 2023.03.04 no longer reads YouTube). */
  readonly ytdlpPath: string;
  /** Wall-clock cap of one analysis (one `yt-dlp -J` run). */
  readonly ytdlpTimeoutMs: number;
  /** Loopback origins that count as platforms. For tests; never in production. */
  readonly testOrigins: readonly TestOrigin[];
  /** How long an analysis and its quality links live. */
  readonly analysisTtlMs: number;
  /** Bytes one downloaded part (or one relayed quality) may have. */
  readonly maxBytes: number;
  /** Longest media a download takes. */
  readonly maxDurationSeconds: number;
}

export function toDownloaderConfig(e: z.infer<typeof downloaderSchema>): DownloaderConfig {
  return {
    ytdlpPath: e.YTDLP_PATH,
    ytdlpTimeoutMs: e.YTDLP_TIMEOUT_MS,
    testOrigins: e.DOWNLOADER_TEST_ORIGINS,
    analysisTtlMs: e.DOWNLOADER_ANALYSIS_TTL_MS,
    maxBytes: e.DOWNLOAD_MAX_BYTES,
    maxDurationSeconds: e.DOWNLOAD_MAX_DURATION_SECONDS,
  };
}

/** The platform a link counts as through DOWNLOADER_TEST_ORIGINS (its exact origin), if any. */
export function testOriginPlatform(
  url: URL | string,
  origins: readonly TestOrigin[],
): PlatformId | undefined {
  if (origins.length === 0) return undefined;
  const text = typeof url === 'string' ? url : url.href;
  if (!URL.canParse(text)) return undefined;
  const origin = new URL(text).origin;
  return origins.find((o) => o.origin === origin)?.platform;
}
