/**
 * Which Snapchat page a link names (downloader.md §5 "Snapchat": profile links, @name; D142): a
 * profile (`/add/<user>`, `/@<user>`, story.snapchat.com's `/@<user>` and `/s/<user>`), one snap of its
 * story (`/add/<user>/<snapId>`), a highlight (`/@<user>/highlight/<id>`), a Spotlight video
 * (`/spotlight/<id>`, `/@<user>/spotlight/<id>`) or a `t.snapchat.com/<code>` short link. Pure.
 */

export type SnapchatTarget =
  | { readonly kind: 'profile'; readonly username: string }
  | { readonly kind: 'snap'; readonly username: string; readonly snapId: string }
  | { readonly kind: 'highlight'; readonly username: string; readonly highlightId: string }
  | { readonly kind: 'spotlight'; readonly spotlightId: string; readonly username?: string }
  | { readonly kind: 'short'; readonly code: string };

/** downloader.md §5: "letters, digits, dot, underscore and hyphen". */
const USERNAME = /^[A-Za-z0-9._-]{1,64}$/;
/** Snap, story and Spotlight ids (base64url-like, some with a `:` scope). */
const ID = /^[A-Za-z0-9_:.-]{1,256}$/;

/** Path words of a profile's sections, never snap ids. */
const SECTIONS = new Set(['highlight', 'spotlight']);

const PAGE_HOSTS = new Set(['snapchat.com', 'www.snapchat.com', 'story.snapchat.com']);
export const SHORT_LINK_HOST = 't.snapchat.com';

function segmentsOf(url: URL): string[] | undefined {
  try {
    return url.pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

function withUser(username: string, rest: readonly string[]): SnapchatTarget | undefined {
  if (!USERNAME.test(username)) return undefined;
  const [first, second, ...more] = rest;
  if (first === undefined) return { kind: 'profile', username };
  if (more.length > 0) return undefined;
  if (second === undefined) {
    return ID.test(first) && !SECTIONS.has(first) ? { kind: 'snap', username, snapId: first } : undefined;
  }
  if (!ID.test(second)) return undefined;
  if (first === 'highlight') return { kind: 'highlight', username, highlightId: second };
  if (first === 'spotlight') return { kind: 'spotlight', username, spotlightId: second };
  return undefined;
}

/** The page a Snapchat link names, or undefined when it names none of the supported kinds. */
export function snapchatTarget(url: URL): SnapchatTarget | undefined {
  const host = url.hostname.toLowerCase();
  const segments = segmentsOf(url);
  if (!segments) return undefined;
  const [first, ...rest] = segments;
  if (host === SHORT_LINK_HOST) {
    return segments.length === 1 && first !== undefined && ID.test(first)
      ? { kind: 'short', code: first }
      : undefined;
  }
  if (!PAGE_HOSTS.has(host) || first === undefined) return undefined;
  if (first === 'spotlight') {
    const [id, ...more] = rest;
    return id !== undefined && more.length === 0 && ID.test(id)
      ? { kind: 'spotlight', spotlightId: id }
      : undefined;
  }
  if (first.startsWith('@')) return withUser(first.slice(1), rest);
  if (first === 'add' || (first === 's' && host === 'story.snapchat.com')) {
    const [username, ...after] = rest;
    return username === undefined ? undefined : withUser(username, after);
  }
  return undefined;
}

const enc = encodeURIComponent;

/** The path of the page that carries a target's data (the profile page for its snaps and highlights). */
export function snapchatPagePath(target: Exclude<SnapchatTarget, { kind: 'short' }>): string {
  switch (target.kind) {
    case 'profile':
      return `/add/${enc(target.username)}`;
    case 'snap':
      return `/add/${enc(target.username)}/${enc(target.snapId)}`;
    case 'highlight':
      return `/@${enc(target.username)}/highlight/${enc(target.highlightId)}`;
    case 'spotlight':
      return target.username === undefined
        ? `/spotlight/${enc(target.spotlightId)}`
        : `/@${enc(target.username)}/spotlight/${enc(target.spotlightId)}`;
  }
}

/** The public address of a profile (metadata `source`). */
export function snapchatProfileLink(username: string): string {
  return `https://www.snapchat.com/add/${enc(username)}`;
}
