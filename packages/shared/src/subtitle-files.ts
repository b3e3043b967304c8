/**
 * Subtitle files a visitor uploads for add_subtitle 'upload' (converter-compressor.md §3 subtitle_file,
 * §5 "Required file"; docs/decisions.md D76). They are stored like uploads, as the owner's files, but
 * are never a conversion input: a job takes one by its file id.
 */
import { fileExtension } from './formats.js';
import type { MediaMetadata } from './upload-api.js';

/** The three kinds, by the container label a stored subtitle carries, with ffmpeg's demuxer. */
export const SUBTITLE_FILE_TYPES = {
  srt: { demuxer: 'srt', mimeType: 'application/x-subrip', label: 'SRT' },
  vtt: { demuxer: 'webvtt', mimeType: 'text/vtt', label: 'WebVTT' },
  ass: { demuxer: 'ass', mimeType: 'text/x-ssa', label: 'ASS/SSA' },
} as const;
export type SubtitleFileType = keyof typeof SUBTITLE_FILE_TYPES;
export type SubtitleDemuxer = (typeof SUBTITLE_FILE_TYPES)[SubtitleFileType]['demuxer'];

/** Names a subtitle file may have (.ssa is the older SubStation Alpha; the ass demuxer reads both). */
export const SUBTITLE_FILE_EXTENSIONS = ['srt', 'vtt', 'ass', 'ssa'] as const;

/** Subtitles are text: 2 MB holds hours of dialogue, and keeps a text scan and a probe cheap. */
export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;

export const SUBTITLE_FILE_MESSAGES = {
  notSubtitle: 'The file is not a subtitle file (SRT, WebVTT or ASS/SSA)',
  tooLarge: 'Subtitle files can be at most 2 MB',
  /** A job asked for with a subtitle file as its input. */
  notConvertible: 'A subtitle file cannot be converted on its own: choose it in a video’s settings',
  /** add_subtitle 'upload' naming a stored file that is not a subtitle. */
  notASubtitle: 'Subtitle file must be an SRT, WebVTT or ASS/SSA file',
  /** The subtitle expired or was removed before the job ran. */
  missing: 'Subtitle file not found: it expired before the job ran, upload it again',
} as const;

/** The stored facts of a subtitle file: its kind as the container, no picture and no sound. */
export function subtitleFileMetadata(type: SubtitleFileType, duration: number | null): MediaMetadata {
  return {
    container: type,
    duration,
    width: null,
    height: null,
    videoCodec: null,
    audioCodec: null,
    hasVideo: false,
    hasAudio: false,
  };
}

export function isSubtitleFileName(name: string): boolean {
  return (SUBTITLE_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Whether stored facts are a subtitle file's (its container is one of the three kinds). */
export function isSubtitleFile(metadata: { readonly container: string }): boolean {
  return Object.hasOwn(SUBTITLE_FILE_TYPES, metadata.container);
}

/** The demuxer a stored subtitle file is read with, or undefined when it is no subtitle. */
export function subtitleDemuxer(metadata: { readonly container: string }): SubtitleDemuxer | undefined {
  return isSubtitleFile(metadata)
    ? SUBTITLE_FILE_TYPES[metadata.container as SubtitleFileType].demuxer
    : undefined;
}
