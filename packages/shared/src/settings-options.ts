/**
 * Enumerated values of the conversion settings (converter-compressor.md §3 "Conversion settings",
 * "GIF settings"); the server validates the convert body against the same lists the modal offers.
 */

/** processing_mode: one screen serves both modes (§1, §3). */
export const PROCESSING_MODES = ['conversion', 'compression'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];

/** add_subtitle (none, upload, copy). */
export const ADD_SUBTITLE_OPTIONS = ['none', 'upload', 'copy'] as const;
export type AddSubtitleOption = (typeof ADD_SUBTITLE_OPTIONS)[number];

/** subtitle_stream: "track 1-3". */
export const SUBTITLE_STREAMS = [1, 2, 3] as const;

/** subtitle_mode (soft, hard). */
export const SUBTITLE_MODES = ['soft', 'hard'] as const;
export type SubtitleMode = (typeof SUBTITLE_MODES)[number];

/** GIF source_type (video, images). */
export const GIF_SOURCE_TYPES = ['video', 'images'] as const;

/** GIF height_mode (auto, custom). */
export const GIF_HEIGHT_MODES = ['auto', 'custom'] as const;

/** Formats that carry subtitles (§5 Warnings: "only mp4, mkv, mov, webm support subtitles"). */
export const SUBTITLE_FORMATS = ['mp4', 'mkv', 'mov', 'webm'] as const;

/** Formats where the ultrafast preset draws no warning (§5 Warnings). */
export const ULTRAFAST_PRESET_FORMATS = ['mp4', 'mov', 'mkv'] as const;

export function supportsSubtitles(format: string): boolean {
  return (SUBTITLE_FORMATS as readonly string[]).includes(format.toLowerCase());
}
