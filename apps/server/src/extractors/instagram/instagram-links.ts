/**
 * What an Instagram link names (downloader.md §5 "Instagram profile tools"; downloader-results.md §7
 * "Highlight lookup"): an account (its profile or its stories, a story by id), a highlight
 * (`/stories/highlights/<id>/`, or the share link `/s/<base64 "highlight:<id>">`), a post or reel by
 * its shortcode, or an account's live page. The host was checked by the analysis (link-target.ts).
 */

export type InstagramTarget =
  | { readonly kind: 'profile'; readonly username: string }
  | { readonly kind: 'stories'; readonly username: string; readonly storyId?: string }
  | { readonly kind: 'highlight'; readonly highlightId: string }
  | { readonly kind: 'post'; readonly shortcode: string }
  | { readonly kind: 'live'; readonly username: string };

const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const SHORTCODE = /^[A-Za-z0-9_-]{5,80}$/;
const DIGITS = /^\d{1,25}$/;
const POST_SEGMENTS = new Set(['p', 'reel', 'reels', 'tv']);
/** First path segments of Instagram's own pages, which are not account names. */
const RESERVED = new Set([
  'about',
  'accounts',
  'api',
  'challenge',
  'developer',
  'direct',
  'explore',
  'legal',
  'privacy',
  's',
  'stories',
  'web',
]);

const username = (segment: string | undefined): string | undefined =>
  segment !== undefined && USERNAME.test(segment) && !RESERVED.has(segment.toLowerCase())
    ? segment.toLowerCase()
    : undefined;

/** `aGlnaGxpZ2h0OjE3ODk…` (base64 of `highlight:1789…`) → the highlight's id. */
export function highlightIdFromShareCode(code: string): string | undefined {
  const base64 = code.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  try {
    const match = /^highlight:(\d{1,25})$/.exec(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return match?.[1];
  } catch {
    return undefined;
  }
}

export function instagramTarget(url: URL): InstagramTarget | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (first === undefined) return undefined;
  if (first === 'stories') {
    if (second === 'highlights') {
      return third !== undefined && DIGITS.test(third)
        ? { kind: 'highlight', highlightId: third }
        : undefined;
    }
    const name = username(second);
    if (name === undefined) return undefined;
    return third !== undefined && DIGITS.test(third)
      ? { kind: 'stories', username: name, storyId: third }
      : { kind: 'stories', username: name };
  }
  if (first === 's' && second !== undefined) {
    const highlightId = highlightIdFromShareCode(second);
    return highlightId === undefined ? undefined : { kind: 'highlight', highlightId };
  }
  if (POST_SEGMENTS.has(first)) {
    return second !== undefined && SHORTCODE.test(second) ? { kind: 'post', shortcode: second } : undefined;
  }
  const name = username(first);
  if (name === undefined) return undefined;
  // `/<user>/p/<code>/` and `/<user>/reel/<code>/` are a post shown on its account's page.
  if (second !== undefined && POST_SEGMENTS.has(second) && third !== undefined && SHORTCODE.test(third)) {
    return { kind: 'post', shortcode: third };
  }
  if (second === 'live') return { kind: 'live', username: name };
  return { kind: 'profile', username: name };
}

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The media id of a shortcode: the shortcode is the id in base 64 over Instagram's URL-safe alphabet.
 * Private posts' links append 28 characters to it (yt-dlp's `_id_to_pk` drops them the same way).
 */
export function mediaIdFromShortcode(shortcode: string): string {
  const code = shortcode.length > 28 ? shortcode.slice(0, -28) : shortcode;
  let id = 0n;
  for (const char of code) id = id * 64n + BigInt(SHORTCODE_ALPHABET.indexOf(char));
  return id.toString();
}

/** The profile, stories and highlight links of the answers (their `originalUrl`). */
export const instagramLinks = {
  profile: (name: string) => `https://www.instagram.com/${name}/`,
  highlight: (id: string) => `https://www.instagram.com/stories/highlights/${id}/`,
  post: (code: string) => `https://www.instagram.com/p/${code}/`,
};
