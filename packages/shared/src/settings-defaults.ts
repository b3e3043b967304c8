/**
 * Default values of a fresh settings form (converter-compressor.md §9 "Defaults"). Keys are the wire
 * names of the conversion settings (§3 "Conversion settings", "GIF settings"), so both the modal and
 * the server's argument builder read the same object.
 */

/** "CRF 23, preset medium, profile main, audio bitrate 192k, volume 100." */
export const VIDEO_SETTINGS_DEFAULTS = {
  video_crf: 23,
  video_preset: 'medium',
  video_profile: 'main',
  audio_bitrate: '192k',
  /** Percent; 100 leaves the volume unchanged. */
  adjust_volume: 100,
} as const;

/** "Trim default 00:00:00.000 to 00:01:00.000." */
export const TRIM_DEFAULTS = {
  trim_start: '00:00:00.000',
  trim_end: '00:01:00.000',
} as const;

/** "(GIF: 3 s)": a GIF clip defaults to the first three seconds. */
export const GIF_TRIM_DEFAULTS = {
  trim_start: '00:00:00.000',
  trim_end: '00:00:03.000',
} as const;

/** "GIF: width 480, height 270, fps 15, 256 colours, dithering floyd_steinberg, compression 100." */
export const GIF_DEFAULTS = {
  gif_width: 480,
  gif_height: 270,
  gif_fps: 15,
  color_palette: 256,
  dithering: 'floyd_steinberg',
  compression_level: 100,
} as const;

/** The trim defaults for an output format: GIF uses its own 3 s window. */
export function trimDefaultsFor(format: string): typeof TRIM_DEFAULTS | typeof GIF_TRIM_DEFAULTS {
  return format.toLowerCase() === 'gif' ? GIF_TRIM_DEFAULTS : TRIM_DEFAULTS;
}
