/**
 * The qualities of Suno's media (downloader.md §3 "Quality entry"): each one file of Suno's CDN,
 * relayed as it is (D122's `stream` delivery), with its type and extension from the address. Pure.
 */
import type { ExtractedQuality } from '../extractor.js';
import { extensionOf } from './suno-media.js';

const base = {
  width: null,
  height: null,
  bitrate: null,
  filesize: null,
  sizeEstimated: false,
  processing: 'none',
} as const;

export interface FileQualityInput {
  readonly formatId: string;
  readonly type: 'audio' | 'video';
  readonly address: string;
  readonly label: string;
  readonly duration: number | null;
  readonly preview: string | null;
  readonly title: string;
  readonly extra: Readonly<Record<string, unknown>>;
}

/** One file of Suno's CDN, relayed as it is (an MP3, or an MP4 video with its sound). */
export function fileQuality(input: FileQualityInput): ExtractedQuality {
  const audio = input.type === 'audio';
  const format = extensionOf(input.address, audio ? 'mp3' : 'mp4');
  return {
    ...base,
    formatId: input.formatId,
    type: input.type,
    format,
    quality: input.label,
    duration: input.duration,
    hasAudio: true,
    isAudioOnly: audio,
    preview: input.preview,
    title: input.title,
    extra: input.extra,
    parts: [{ kind: 'http', url: input.address, ext: format }],
  };
}

/** A picture as a quality (a song's, a hook's or a playlist's cover). */
export function coverQuality(
  address: string | undefined,
  formatId: string,
  label: string,
  preview: string | null,
): ExtractedQuality | undefined {
  if (address === undefined) return undefined;
  const ext = extensionOf(address, 'jpg');
  return {
    ...base,
    formatId,
    type: 'image',
    format: ext,
    quality: label,
    duration: null,
    hasAudio: false,
    isAudioOnly: false,
    preview,
    parts: [{ kind: 'http', url: address, ext }],
  };
}
