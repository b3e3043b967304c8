/**
 * Which Content-Types a relay passes on (docs/decisions.md D111). Types are read from the header only:
 * sniffing bytes is out, so an answer that does not say it is media is not relayed as media.
 */
export type MediaClass = 'image' | 'audio' | 'video';

/** Media classes (plus exact extra types), or any type at all (the downloader's own files). */
export type AcceptedTypes =
  'any' | { readonly classes: readonly MediaClass[]; readonly also?: readonly string[] };

const MEDIA_CLASSES: readonly string[] = ['image', 'audio', 'video'] satisfies MediaClass[];

/**
 * Filed under a media class but not media: SVG is a document that runs script when opened, and the
 * mpegurl types are playlists that send the player to other addresses.
 */
const NOT_MEDIA = new Set(['image/svg+xml', 'audio/mpegurl', 'audio/x-mpegurl']);

const ESSENCE = /^\s*([a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126})\s*(?:;.*)?$/i;

/** `type/subtype` in lower case, without parameters; undefined when absent, repeated or malformed. */
export function typeEssence(header: string | readonly string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return ESSENCE.exec(header)?.[1]?.toLowerCase();
}

function isMedia(essence: string): boolean {
  return !NOT_MEDIA.has(essence) && MEDIA_CLASSES.includes(essence.slice(0, essence.indexOf('/')));
}

/** The Content-Type to relay for an upstream header, or undefined when it may not be relayed. */
export function acceptedType(
  header: string | readonly string[] | undefined,
  accept: AcceptedTypes,
): string | undefined {
  const essence = typeEssence(header);
  if (accept === 'any') return essence && isMedia(essence) ? essence : 'application/octet-stream';
  if (!essence) return undefined;
  if (accept.also?.includes(essence)) return essence;
  const mediaClass = essence.slice(0, essence.indexOf('/')) as MediaClass;
  return isMedia(essence) && accept.classes.includes(mediaClass) ? essence : undefined;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/webm': 'webm',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/mp2t': 'ts',
  'application/octet-stream': 'bin',
};

/** The file extension of a relayed type: a saved file is named for what it holds, whatever a link said. */
export function extensionOf(essence: string): string {
  const known = EXTENSIONS[essence];
  if (known) return known;
  const subtype = essence
    .slice(essence.indexOf('/') + 1)
    .replace(/^x-/, '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return subtype === '' ? 'bin' : subtype;
}
