/**
 * Format lists (spec: converter-compressor.md §9 "Formats"; downloader.md §2, §9).
 */

/** Converter selectable formats shown in the converter bar, in the spec's order (10). */
export const CONVERTER_FORMATS = [
  'mp4',
  'webm',
  'mov',
  'avi',
  'mkv',
  'gif',
  'wmv',
  'flv',
  'm4v',
  '3gp',
] as const;
export type ConverterFormat = (typeof CONVERTER_FORMATS)[number];

/** Format picker, video tab. */
export const VIDEO_OUTPUT_FORMATS = [
  'mp4',
  'webm',
  'mov',
  'avi',
  'mkv',
  'wmv',
  'flv',
  'm4v',
  '3gp',
  'ogv',
] as const;
/** Format picker, audio tab. */
export const AUDIO_OUTPUT_FORMATS = [
  'mp3',
  'aac',
  'wav',
  'wma',
  'aiff',
  'flac',
  'm4a',
  'ogg',
  'opus',
  'alac',
  'amr',
] as const;
/** Format picker, image tab. */
export const IMAGE_OUTPUT_FORMATS = ['gif'] as const;

export type VideoOutputFormat = (typeof VIDEO_OUTPUT_FORMATS)[number];
export type AudioOutputFormat = (typeof AUDIO_OUTPUT_FORMATS)[number];
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number];
export type OutputFormat = VideoOutputFormat | AudioOutputFormat | ImageOutputFormat;

export const FORMAT_CATEGORIES = ['video', 'audio', 'image'] as const;
export type FormatCategory = (typeof FORMAT_CATEGORIES)[number];

/** The format picker's three tabs and their formats. */
export const FORMAT_PICKER: Readonly<Record<FormatCategory, readonly OutputFormat[]>> = {
  video: VIDEO_OUTPUT_FORMATS,
  audio: AUDIO_OUTPUT_FORMATS,
  image: IMAGE_OUTPUT_FORMATS,
};

/** Display label of a format: the spec writes WebM with a lower-case "eb"; the others are upper case. */
export function formatLabel(format: string): string {
  return format.toLowerCase() === 'webm' ? 'WebM' : format.toUpperCase();
}

export function isConverterFormat(value: string): value is ConverterFormat {
  return (CONVERTER_FORMATS as readonly string[]).includes(value);
}

export function isOutputFormat(value: string): value is OutputFormat {
  return FORMAT_CATEGORIES.some((c) => (FORMAT_PICKER[c] as readonly string[]).includes(value));
}

/**
 * The tab the format picker opens on: audio for an audio format, image for gif, otherwise video
 * (converter-compressor.md §2 "Format selection popup").
 */
export function formatCategory(format: string): FormatCategory {
  const f = format.toLowerCase();
  if ((AUDIO_OUTPUT_FORMATS as readonly string[]).includes(f)) return 'audio';
  if (f === 'gif') return 'image';
  return 'video';
}

/**
 * Extensions the queue accepts besides any video MIME type: the spec's ten (converter-compressor.md §5,
 * the picker's video tab), plus MPEG transport streams from camcorders and recorders (D55; a browser
 * often gives .ts no video type at all).
 */
export const VIDEO_INPUT_EXTENSIONS = [...VIDEO_OUTPUT_FORMATS, 'ts', 'mts', 'm2ts'] as const;

/**
 * NOTES.md 1's audio inputs, plus raw Dolby Digital (AC-3, E-AC-3) and DTS (D55). The converter accepts
 * them; the compressor stays video-only.
 */
export const AUDIO_INPUT_EXTENSIONS = [
  'mp3',
  'wav',
  'aac',
  'flac',
  'm4a',
  'ogg',
  'opus',
  'wma',
  'aiff',
  'amr',
  'ac3',
  'eac3',
  'dts',
] as const;

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file may join the queue (§5 "Uploading to the queue"; NOTES.md 1): a video MIME type or
 * video extension in both modes, an audio one only in conversion mode.
 */
export function isAcceptedInputFile(
  name: string,
  mimeType: string,
  mode: 'conversion' | 'compression',
): boolean {
  const ext = fileExtension(name);
  const mime = mimeType.toLowerCase();
  if (mime.startsWith('video/') || (VIDEO_INPUT_EXTENSIONS as readonly string[]).includes(ext)) return true;
  if (mode === 'compression') return false;
  return mime.startsWith('audio/') || (AUDIO_INPUT_EXTENSIONS as readonly string[]).includes(ext);
}
