/**
 * What a Suno link names (docs/decisions.md D151): a song (`/song/<uuid>`, the player's `/embed/<uuid>`),
 * a playlist (`/playlist/<uuid>`), a hook (`/hook/<uuid>`, `/@handle/hook/<uuid>`) or a share link
 * (`/s/<code>`, which Suno redirects to one of the others). The host was checked against Suno's hosts
 * before (link-target.ts); only the path matters here. Pure.
 */

export type SunoLink =
  | { readonly kind: 'song'; readonly id: string }
  | { readonly kind: 'playlist'; readonly id: string }
  | { readonly kind: 'hook'; readonly id: string }
  | { readonly kind: 'share'; readonly code: string };

/** Suno names songs, playlists and hooks by UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Share codes are short letters and digits (`suno.com/s/AbC123xyZ`). */
const SHARE_CODE = /^[A-Za-z0-9]{4,40}$/;
/** Profile handles of `/@handle/hook/<uuid>`. */
const HANDLE = /^@[A-Za-z0-9._-]{1,64}$/;

const KINDS: Readonly<Record<string, 'song' | 'playlist' | 'hook'>> = {
  song: 'song',
  embed: 'song',
  playlist: 'playlist',
  hook: 'hook',
};

/** The thing a path names, or undefined when it names none of them. */
export function sunoPathLink(pathname: string): SunoLink | undefined {
  const segments = pathname.split('/').filter(Boolean);
  // Hooks also live under their author's profile: /@handle/hook/<uuid>.
  if (segments.length === 3 && HANDLE.test(segments[0] ?? '') && segments[1] === 'hook') segments.shift();
  if (segments.length !== 2) return undefined;
  const [head = '', value = ''] = segments;
  if (head === 's') return SHARE_CODE.test(value) ? { kind: 'share', code: value } : undefined;
  const kind = KINDS[head];
  return kind !== undefined && UUID.test(value) ? { kind, id: value.toLowerCase() } : undefined;
}

/** The thing a visitor's link names; query and fragment (`?sh=…` share markers) are ignored. */
export function sunoLinkOf(url: URL): SunoLink | undefined {
  return sunoPathLink(url.pathname);
}
