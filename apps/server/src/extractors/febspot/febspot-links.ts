/**
 * Which Febspot page a link names: its video pages are `/video/<id>` (optionally followed by a slug),
 * the form Febspot links its videos with; channels and other pages hold no single video. Pure.
 */

const HOSTS = new Set(['febspot.com', 'www.febspot.com']);
const SEGMENT = /^[A-Za-z0-9_.-]{1,200}$/;

/** The path of the video page a link names (query and fragment dropped), or undefined. */
export function febspotVideoPath(url: URL): string | undefined {
  if (!HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const [first, id, slug, ...more] = segments;
  if (first !== 'video' || id === undefined || more.length > 0) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id) || (slug !== undefined && !SEGMENT.test(slug))) return undefined;
  return slug === undefined ? `/video/${id}` : `/video/${id}/${slug}`;
}
