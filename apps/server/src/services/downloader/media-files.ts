/**
 * What the downloader's parts are: image types told from their first bytes (images are not media
 * ffprobe vouches for, but they must be images), and which containers need no remux.
 */

export type ImageFormat = 'jpg' | 'png' | 'webp' | 'gif';

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  bytes.every((value, i) => b[at + i] === value);

/** The image format of a file's first bytes (JPEG, PNG, WebP, GIF), or undefined. */
export function imageFormatOf(head: Uint8Array): ImageFormat | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  return undefined;
}

/** The ffprobe container names a delivered format may already be in (then no remux is needed). */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  mp4: ['mov', 'mp4'],
  m4a: ['mov', 'mp4'],
  webm: ['webm', 'matroska'],
  mkv: ['matroska', 'webm'],
  mp3: ['mp3'],
};

/** True when a part sniffed as `demuxer` is already a file of `format` (no remux needed). */
export function isAlreadyFormat(demuxer: string, format: string): boolean {
  return (CONTAINERS[format] ?? []).includes(demuxer);
}
