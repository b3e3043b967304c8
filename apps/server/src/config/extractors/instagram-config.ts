import { z } from 'zod';

/**
 * The Instagram extractor's settings (D130): the two origins it calls, so tests point them at a loopback
 * fixture, and the operator's own cookies file for what Instagram only shows to a logged-in account.
 */
const origin = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((text) => {
      if (!URL.canParse(text)) return false;
      const url = new URL(text);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      return ['http:', 'https:'].includes(url.protocol) && bare;
    }, 'must be an http(s) origin without path, query or credentials (e.g. https://www.instagram.com)')
    .transform((text) => new URL(text).origin);

export const instagramSchema = z.object({
  /** www.instagram.com: the web profile endpoint and post pages. */
  INSTAGRAM_BASE_URL: origin('https://www.instagram.com'),
  /**
   * The app API (stories, highlights, user and media info) under /api/v1. www.instagram.com answers it
   * for the web app id these calls send; i.instagram.com expects a mobile app's id and headers.
   */
  INSTAGRAM_API_BASE_URL: origin('https://www.instagram.com'),
  /** A Netscape cookies.txt of the operator's own Instagram account; read once at start. */
  INSTAGRAM_COOKIES_FILE: z.string().min(1).optional(),
});

export interface InstagramConfig {
  readonly baseUrl: string;
  readonly apiBaseUrl: string;
  readonly cookiesFile: string | undefined;
}

export function toInstagramConfig(parsed: z.infer<typeof instagramSchema>): InstagramConfig {
  return {
    baseUrl: parsed.INSTAGRAM_BASE_URL,
    apiBaseUrl: parsed.INSTAGRAM_API_BASE_URL,
    cookiesFile: parsed.INSTAGRAM_COOKIES_FILE,
  };
}
