/**
 * Where to go after signing in: the `redirect` query parameter (CC-2.73) when it is a path of this site,
 * else the start page. "//evil.example", "https://…" and "/\evil" would leave the site (an open redirect),
 * so only a single leading slash followed by a path character is accepted.
 */
export function safeRedirect(param: string | null | undefined): string | undefined {
  if (param === null || param === undefined) return undefined;
  if (!/^\/(?![/\\])/.test(param)) return undefined;
  // Control characters (a newline, a tab) have no place in a path and browsers strip some of them.
  if ([...param].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  return param;
}

/** `?redirect=…` for a link to the auth pages that should bring the visitor back to `path`. */
export function redirectQuery(path: string | undefined): string {
  const target = safeRedirect(path);
  return target === undefined ? '' : `?redirect=${encodeURIComponent(target)}`;
}
