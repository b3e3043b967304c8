/**
 * What a job's output file is called, its type and the facts recorded for it (converter-compressor.md
 * §5 "Download": "the original name with its extension replaced by the lowercase chosen output format").
 */
import {
  KEEP_ORIGINAL,
  outputFileName,
  settingsKindFor,
  type MediaMetadata,
  type ParsedSettings,
} from '@mediaforge/shared';

/** MIME types of the containers a job writes (the same as the upload sniffer's for inputs). */
const MIME_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  ogv: 'video/ogg',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  wav: 'audio/wav',
  wma: 'audio/x-ms-wma',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  alac: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  amr: 'audio/amr',
  mka: 'audio/x-matroska',
  // Pictures the downloader delivers (profile pictures, photo posts, covers).
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function outputMimeType(container: string): string {
  return MIME_TYPES[container.toLowerCase()] ?? 'application/octet-stream';
}

/** The result's name: the chosen format's extension; keep_original takes the container written. */
export function resultFileName(inputName: string, chosenFormat: string, writtenFormat: string): string {
  return outputFileName(inputName, chosenFormat === KEEP_ORIGINAL ? writtenFormat : chosenFormat);
}

/**
 * Facts of an encoded output without probing it again: its container, and which tracks it can have
 * (an audio target has no picture, a GIF no sound, `remove_audio` drops it). Sizes are in the job.
 */
export function outputMetadata(
  input: MediaMetadata,
  container: string,
  settings: ParsedSettings,
): MediaMetadata {
  const kind = settingsKindFor(container);
  const removeAudio = settings.kind === 'video' && settings.settings.remove_audio;
  return {
    container,
    duration: null,
    width: null,
    height: null,
    videoCodec: null,
    audioCodec: null,
    hasVideo: kind !== 'audio' && input.hasVideo,
    hasAudio: kind !== 'gif' && input.hasAudio && !(kind === 'video' && removeAudio),
  };
}
