/**
 * Which iFunny post a link names: `ifunny.co/<kind>/<slug>-<id>` or `/<kind>/<id>` with the kind video,
 * picture, gif or meme (the share links of its app and site), and the older `/fun/<id>`. The id is the
 * last hyphen-separated word of the path segment (`introduce-you-to-the-fly-swatter-jh6D3QSz7`). Pure.
 */

export type IfunnyKind = 'video' | 'picture' | 'gif' | 'meme' | 'fun';

export interface IfunnyPostLink {
  readonly kind: IfunnyKind;
  readonly id: string;
  /** The page's path (query and fragment dropped). */
  readonly path: string;
}

const HOSTS = new Set(['ifunny.co', 'www.ifunny.co']);
const KINDS: readonly string[] = ['video', 'picture', 'gif', 'meme', 'fun'];
const SEGMENT = /^[A-Za-z0-9-]{1,300}$/;
const ID = /^[A-Za-z0-9]{5,20}$/;

export function ifunnyPostLink(url: URL): IfunnyPostLink | undefined {
  if (!HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const [kind, segment, ...more] = url.pathname.split('/').filter((s) => s !== '');
  if (kind === undefined || !KINDS.includes(kind) || segment === undefined || more.length > 0)
    return undefined;
  if (!SEGMENT.test(segment)) return undefined;
  const id = segment.slice(segment.lastIndexOf('-') + 1);
  if (!ID.test(id)) return undefined;
  return { kind: kind as IfunnyKind, id, path: `/${kind}/${segment}` };
}
