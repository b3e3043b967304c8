/**
 * Validation rules of the per-file settings (converter-compressor.md §5 "Field rules", "Cross-field
 * errors", "Ranges"). The modal shows these messages and the server refuses a convert body that breaks
 * the same ranges.
 */

export interface NumericRange {
  readonly min: number;
  /** Absent where the spec gives only a minimum (crop x, y). */
  readonly max?: number;
  readonly step?: number;
}

/** §5 "Ranges", keyed by the settings' wire names (§3). */
export const SETTINGS_RANGES = {
  video_crf: { min: 0, max: 51, step: 1 },
  custom_width: { min: 32, max: 7680 },
  custom_height: { min: 32, max: 4320 },
  crop_width: { min: 32, max: 7680 },
  crop_height: { min: 32, max: 4320 },
  crop_x: { min: 0 },
  crop_y: { min: 0 },
  adjust_volume: { min: 0, max: 300, step: 5 },
  gif_width: { min: 32, max: 1920 },
  gif_height: { min: 32, max: 1080 },
  /** "0 = infinite". */
  loop_count: { min: 0, max: 10000 },
  /** The step 0.1 is the picker input's. */
  target_size_mb: { min: 1, max: 1000, step: 0.1 },
  /** In the settings modal; the method popup has its own slider (METHOD_POPUP_RANGES). */
  target_reduction_percentage: { min: 10, max: 90, step: 5 },
  custom_target_width: { min: 320, max: 7680 },
  custom_target_height: { min: 240, max: 4320 },
  /** "gif compression". */
  compression_level: { min: 1, max: 200 },
  crf_value: { min: 0, max: 51 },
  /** "max bitrate", in kbps. */
  max_bitrate: { min: 100, max: 20000, step: 100 },
} as const satisfies Record<string, NumericRange>;
export type RangedSetting = keyof typeof SETTINGS_RANGES;

/** §5 ranges of the compression-method popup. */
export const METHOD_POPUP_RANGES = {
  reduction_percentage: { min: 1, max: 100, step: 5, default: 50 },
  quality: { min: 1, max: 5, default: 3 },
  /** "width and height (popup) 0-10000 px". */
  dimension: { min: 0, max: 10000 },
} as const;

/** §5 "Crop dimensions must be at least 32x32 pixels". */
export const MIN_CROP_SIZE = 32;

/** §5: HH:MM:SS.mmm, hours 1-2 digits, minutes and seconds 00-59, optional 1-3 ms digits. */
export const TIME_PATTERN = /^(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

/** Seconds of a time in the §5 format ('00:01:02.5' → 62.5); undefined if it does not match. */
export function parseTimecode(value: string): number | undefined {
  const m = TIME_PATTERN.exec(value.trim());
  if (!m) return undefined;
  const [, h, min, s, ms = ''] = m;
  return Number(h) * 3600 + Number(min) * 60 + Number(s) + (ms ? Number(`0.${ms}`) : 0);
}

/** §5 "Field rules" messages; {label} is the field's label. */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notNumber: (label: string) => `${label} must be a valid number`,
  min: (label: string, min: number) => `${label} must be at least ${min}`,
  max: (label: string, max: number) => `${label} must be at most ${max}`,
  time: (label: string) => `${label} must be in format HH:MM:SS.mmm`,
  fileRequired: (label: string) => `${label} file is required`,
  pattern: (label: string) => `${label} format is invalid`,
} as const;

/** §5 "Cross-field errors"; the format is written in capitals ({FORMAT}). */
export const CROSS_FIELD_MESSAGES = {
  endBeforeStart: 'End time must be after start time',
  cropTooSmall: 'Crop dimensions must be at least 32x32 pixels',
  codecNotSupported: (codec: string, format: string) =>
    `${codec} codec is not supported by ${format.toUpperCase()} format`,
  /** "with an audio variant": the wording is ours. */
  audioCodecNotSupported: (codec: string, format: string) =>
    `${codec} audio codec is not supported by ${format.toUpperCase()} format`,
} as const;

/**
 * The message for a number against a range, or undefined when it fits: not numeric, below min, above
 * max, checked in that order (§5 "Field rules").
 */
export function rangeError(label: string, value: unknown, range: NumericRange): string | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return FIELD_MESSAGES.notNumber(label);
  if (n < range.min) return FIELD_MESSAGES.min(label, range.min);
  if (range.max !== undefined && n > range.max) return FIELD_MESSAGES.max(label, range.max);
  return undefined;
}
