import { z } from 'zod';

/**
 * The Suno extractor's settings (docs/decisions.md D150): where Suno's pages, its public API and its
 * media live. The defaults are Suno's own; tests point all three at a loopback fixture.
 */

/** An http(s) base address without query or fragment, written without its trailing slash. */
const baseUrl = z
  .string()
  .trim()
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) && !url.search && !url.hash && !url.username;
  }, 'an http(s) address without query, fragment or credentials')
  .transform((text) => text.replace(/\/+$/, ''));

export const sunoSchema = z.object({
  /** suno.com: share links (`/s/…`) and hook pages, whose data is embedded in the page. */
  SUNO_BASE_URL: baseUrl.default('https://suno.com'),
  /** Suno's public API (clips, playlists), which answers without a login. */
  SUNO_API_BASE_URL: baseUrl.default('https://studio-api.prod.suno.com'),
  /**
   * For tests; never in production: media addresses on Suno's CDN (cdn1.suno.ai, cdn2.suno.ai) are
   * fetched from this base instead, same path. Empty: fetched where Suno says.
   */
  SUNO_CDN_BASE_URL: baseUrl.optional(),
});

export interface SunoConfig {
  readonly baseUrl: string;
  readonly apiBaseUrl: string;
  /** Set only in tests (see SUNO_CDN_BASE_URL). */
  readonly cdnBaseUrl: string | undefined;
}

export function toSunoConfig(parsed: z.infer<typeof sunoSchema>): SunoConfig {
  return {
    baseUrl: parsed.SUNO_BASE_URL,
    apiBaseUrl: parsed.SUNO_API_BASE_URL,
    cdnBaseUrl: parsed.SUNO_CDN_BASE_URL,
  };
}
