import { z } from 'zod';

/**
 * The base URL one of our own page extractors fetches a platform's pages from (D140): an http(s)
 * origin, optionally with a path prefix, never credentials, a query or a fragment. The default is the
 * real platform; tests point it at a loopback fixture (whose address EGRESS_ALLOW_PRIVATE admits).
 */
export function pageBaseUrl(defaultUrl: string) {
  return z
    .string()
    .trim()
    .default(defaultUrl)
    .refine(
      (text) => {
        if (!URL.canParse(text)) return false;
        const url = new URL(text);
        const web = url.protocol === 'https:' || url.protocol === 'http:';
        return web && !url.username && !url.password && !url.search && !url.hash;
      },
      { message: 'must be an http(s) URL without credentials, query or fragment' },
    )
    .transform((text) => text.replace(/\/+$/, ''));
}
