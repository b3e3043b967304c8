/**
 * Validation of the per-file settings with the spec's messages (converter-compressor.md §5 "Field
 * rules", "Cross-field errors", "Ranges"). The settings modal shows these; the server re-validates the
 * convert body with the same function. Hidden fields are not validated (§5): each rule says when its
 * field is shown.
 */
import { CODEC_LABELS, videoCodecChoices, type Codec } from './codecs.js';
import {
  CROSS_FIELD_MESSAGES,
  FIELD_MESSAGES,
  MIN_CROP_SIZE,
  SETTINGS_RANGES,
  TIME_PATTERN,
  parseTimecode,
  rangeError,
  type NumericRange,
} from './settings-rules.js';
import { hasBitrateSetting } from './format-defaults.js';
import { hdrKeepable } from './hdr.js';
import { COMPRESSION_METHODS, QUALITY_LEVELS } from './compression.js';
import { FRAME_RATES, bitrateToBps } from './resolutions.js';
import {
  ADD_SUBTITLE_OPTIONS,
  GIF_HEIGHT_MODES,
  GIF_SOURCE_TYPES,
  SUBTITLE_MODES,
  SUBTITLE_STREAMS,
  type ProcessingMode,
} from './settings-options.js';
import {
  AUDIO_BITRATE_PATTERN,
  AUDIO_CHANNEL_COUNTS,
  FLIP_OPTIONS,
  GIF_DITHERING,
  RESIZE_OPTIONS,
  ROTATIONS,
  SAMPLE_RATES,
  TARGET_BITRATE_PATTERN,
  TARGET_RESOLUTIONS,
  VIDEO_PRESETS,
  VIDEO_PROFILES,
  audioCodecOptions,
  normaliseSettings,
  settingsKindFor,
  type ParsedSettings,
  type SettingsKind,
} from './settings-schema.js';
import { SETTING_LABELS } from './setting-labels.js';
import { settingsWarnings, type SettingsWarning } from './settings-warnings.js';

export interface SettingsError {
  /** The wire name; compression fields are written `compression_settings.<name>`. */
  readonly field: string;
  readonly message: string;
}

export interface SettingsValidation {
  readonly errors: readonly SettingsError[];
  readonly warnings: readonly SettingsWarning[];
}

const label = (field: string): string => SETTING_LABELS[field] ?? field;
type Raw = Readonly<Record<string, unknown>>;

const isEmpty = (v: unknown): boolean => v === null || (typeof v === 'string' && v.trim() === '');
const isTrue = (v: unknown): boolean => v === true || v === 'true';
const text = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));

/** A field's check: a message, or undefined when the value is fine (or absent and defaulted). */
type Check = (raw: Raw, field: string) => string | undefined;

/** A number within a §5 range; `required` when absence has no default. */
const ranged =
  (range: NumericRange, required = false): Check =>
  (raw, field) => {
    const v = raw[field];
    if (v === undefined && !required) return undefined;
    if (v === undefined || isEmpty(v)) return FIELD_MESSAGES.required(label(field));
    return rangeError(label(field), v, range);
  };

/** HH:MM:SS.mmm (§5 "Time must match"). */
const time: Check = (raw, field) => {
  const v = raw[field];
  if (v === undefined) return undefined;
  if (isEmpty(v)) return FIELD_MESSAGES.required(label(field));
  return typeof v === 'string' && TIME_PATTERN.test(v.trim()) ? undefined : FIELD_MESSAGES.time(label(field));
};

/** A value from a fixed list; anything else is "{label} format is invalid". */
const oneOf =
  (options: readonly (string | number)[]): Check =>
  (raw, field) => {
    const v = raw[field];
    if (v === undefined || isEmpty(v)) return undefined;
    return options.some((o) => text(o) === text(v)) ? undefined : FIELD_MESSAGES.pattern(label(field));
  };

/** A value matching a pattern (§5 "Pattern: '{label} format is invalid'"). */
const pattern =
  (re: RegExp): Check =>
  (raw, field) => {
    const v = raw[field];
    if (v === undefined || isEmpty(v)) return undefined;
    return typeof v === 'string' && re.test(v.trim()) ? undefined : FIELD_MESSAGES.pattern(label(field));
  };

const file: Check = (raw, field) => {
  const v = raw[field];
  return typeof v === 'string' && v.trim() !== '' ? undefined : FIELD_MESSAGES.fileRequired(label(field));
};

/** A non-negative number of seconds, or a boolean (the fades). */
const seconds: Check = (raw, field) => {
  const v = raw[field];
  if (v === undefined || typeof v === 'boolean' || v === 'true' || v === 'false') return undefined;
  if (isEmpty(v)) return undefined;
  return rangeError(label(field), v, { min: 0 });
};

/** Crop width/height: under 32 is the cross-field message (§5, CC-5.16), over the maximum a range error. */
const cropSide =
  (range: NumericRange): Check =>
  (raw, field) => {
    const message = ranged(range, true)(raw, field);
    const n = Number(raw[field]);
    return message !== undefined && Number.isFinite(n) && n < MIN_CROP_SIZE && !isEmpty(raw[field])
      ? CROSS_FIELD_MESSAGES.cropTooSmall
      : message;
  };

interface Rule {
  readonly field: string;
  readonly check: Check;
  /** When the field is shown; absent = always. */
  readonly shown?: (raw: Raw, format: string) => boolean;
}
const rule = (field: string, check: Check, shown?: Rule['shown']): Rule => ({ field, check, shown });

const notCopy = (raw: Raw): boolean => text(raw.video_codec) !== 'copy';
const withAudio = (raw: Raw): boolean => !isTrue(raw.remove_audio);
const trimOn = (raw: Raw): boolean => isTrue(raw.enable_trim);
const cropOn = (raw: Raw): boolean => notCopy(raw) && isTrue(raw.enable_crop);
const customSize = (raw: Raw): boolean => notCopy(raw) && text(raw.resize_video) === 'custom';
const subtitles = (raw: Raw): boolean => text(raw.add_subtitle) !== '' && text(raw.add_subtitle) !== 'none';

const TRIM_RULES: readonly Rule[] = [rule('trim_start', time, trimOn), rule('trim_end', time, trimOn)];

const AUDIO_ADJUSTMENT_RULES: readonly Rule[] = [
  rule('audio_bitrate', pattern(AUDIO_BITRATE_PATTERN), (raw, f) => withAudio(raw) && hasBitrateSetting(f)),
  rule('sample_rate', oneOf(['original', ...SAMPLE_RATES]), withAudio),
  rule('audio_channels', oneOf(['original', 'mono', 'stereo', ...AUDIO_CHANNEL_COUNTS]), withAudio),
  rule('adjust_volume', ranged(SETTINGS_RANGES.adjust_volume), withAudio),
  rule('fade_in_audio', seconds, withAudio),
  rule('fade_out_audio', seconds, withAudio),
];

const VIDEO_RULES: readonly Rule[] = [
  rule('video_crf', ranged(SETTINGS_RANGES.video_crf), notCopy),
  rule('video_preset', oneOf(VIDEO_PRESETS), notCopy),
  rule('video_profile', oneOf(VIDEO_PROFILES), notCopy),
  rule('resize_video', oneOf(RESIZE_OPTIONS), notCopy),
  rule('custom_width', ranged(SETTINGS_RANGES.custom_width, true), customSize),
  rule('custom_height', ranged(SETTINGS_RANGES.custom_height, true), customSize),
  rule('video_framerate', oneOf(['original', ...FRAME_RATES]), notCopy),
  rule('rotate_video', oneOf(['none', ...ROTATIONS]), notCopy),
  rule('flip_video', oneOf(FLIP_OPTIONS), notCopy),
  rule('keep_hdr', oneOf(['true', 'false']), (raw, f) => hdrKeepable(f, raw.video_codec)),
  ...AUDIO_ADJUSTMENT_RULES,
  rule('add_subtitle', oneOf(ADD_SUBTITLE_OPTIONS)),
  rule('subtitle_file', file, (raw) => text(raw.add_subtitle) === 'upload'),
  rule('subtitle_stream', oneOf(SUBTITLE_STREAMS), (raw) => text(raw.add_subtitle) === 'copy'),
  rule('subtitle_mode', oneOf(SUBTITLE_MODES), subtitles),
  ...TRIM_RULES,
  rule('crop_width', cropSide(SETTINGS_RANGES.crop_width), cropOn),
  rule('crop_height', cropSide(SETTINGS_RANGES.crop_height), cropOn),
  rule('crop_x', ranged(SETTINGS_RANGES.crop_x), cropOn),
  rule('crop_y', ranged(SETTINGS_RANGES.crop_y), cropOn),
];

const AUDIO_RULES: readonly Rule[] = [...AUDIO_ADJUSTMENT_RULES, ...TRIM_RULES];

const GIF_RULES: readonly Rule[] = [
  rule('source_type', oneOf(GIF_SOURCE_TYPES)),
  rule('trim_start', time),
  rule('trim_end', time),
  rule('gif_width', ranged(SETTINGS_RANGES.gif_width)),
  rule('height_mode', oneOf(GIF_HEIGHT_MODES)),
  rule('gif_height', ranged(SETTINGS_RANGES.gif_height, true), (raw) => text(raw.height_mode) === 'custom'),
  rule('gif_fps', ranged({ min: 1, max: 50 })),
  rule('color_palette', ranged({ min: 4, max: 256 })),
  rule('dithering', oneOf(GIF_DITHERING)),
  rule('compression_level', ranged(SETTINGS_RANGES.compression_level)),
  rule('loop_count', ranged(SETTINGS_RANGES.loop_count)),
];

const method = (raw: Raw): string => text(raw.compression_method);
const when = (m: string) => (raw: Raw) => method(raw) === m;
const customResolution = (raw: Raw): boolean =>
  method(raw) === 'resolution_targeted' && text(raw.target_resolution) === 'custom';

/** Target bitrate: "number plus K" (or M), within §5's "max bitrate 100-20000 kbps". */
const targetBitrate: Check = (raw, field) => {
  const v = raw[field];
  if (v === undefined) return undefined;
  if (isEmpty(v)) return FIELD_MESSAGES.required(label(field));
  if (typeof v !== 'string' || !TARGET_BITRATE_PATTERN.test(v.trim()))
    return FIELD_MESSAGES.pattern(label(field));
  return rangeError(label(field), (bitrateToBps(v) ?? Number.NaN) / 1000, SETTINGS_RANGES.max_bitrate);
};

/** One of custom width and height is enough when the aspect ratio is kept (§9 resolution methods). */
const eitherSide =
  (range: NumericRange, other: string): Check =>
  (raw, field) =>
    raw[field] === undefined && raw[other] !== undefined ? undefined : ranged(range, true)(raw, field);

/**
 * The method: absent means 'auto' (CC-3.30), but a value that is sent must be one of the list; an
 * empty or null one is refused as missing rather than read as 'auto'.
 */
const compressionMethod: Check = (raw, field) =>
  raw[field] !== undefined && isEmpty(raw[field])
    ? FIELD_MESSAGES.required(label(field))
    : oneOf(COMPRESSION_METHODS)(raw, field);

const COMPRESSION_RULES: readonly Rule[] = [
  rule('compression_method', compressionMethod),
  rule('target_size_mb', ranged(SETTINGS_RANGES.target_size_mb), when('size_targeted_mb')),
  rule(
    'target_reduction_percentage',
    ranged(SETTINGS_RANGES.target_reduction_percentage),
    when('size_targeted_percentage'),
  ),
  rule('quality_level', oneOf(QUALITY_LEVELS), when('quality_targeted')),
  rule('crf_value', ranged(SETTINGS_RANGES.crf_value), when('quality_targeted')),
  rule('target_resolution', oneOf(TARGET_RESOLUTIONS), when('resolution_targeted')),
  rule(
    'custom_target_width',
    eitherSide(SETTINGS_RANGES.custom_target_width, 'custom_target_height'),
    customResolution,
  ),
  rule(
    'custom_target_height',
    eitherSide(SETTINGS_RANGES.custom_target_height, 'custom_target_width'),
    customResolution,
  ),
  rule('target_bitrate', targetBitrate, when('bitrate_targeted')),
];

const RULES: { readonly [K in SettingsKind]: readonly Rule[] } = {
  video: VIDEO_RULES,
  audio: AUDIO_RULES,
  gif: GIF_RULES,
};

function runRules(rules: readonly Rule[], raw: Raw, format: string, prefix = ''): SettingsError[] {
  const errors: SettingsError[] = [];
  for (const rule of rules) {
    if (rule.shown && !rule.shown(raw, format)) continue;
    const message = rule.check(raw, rule.field);
    if (message !== undefined) errors.push({ field: `${prefix}${rule.field}`, message });
  }
  return errors;
}

const codecLabel = (codec: string): string => CODEC_LABELS[codec as Codec] ?? codec;

/** §5 cross-field errors: trim order, and codec/format compatibility with its audio variant. */
function crossFieldErrors(kind: SettingsKind, raw: Raw, format: string, errors: readonly SettingsError[]) {
  const out: SettingsError[] = [];
  const failed = (field: string) => errors.some((e) => e.field === field);
  const trimShown = kind === 'gif' || trimOn(raw);
  if (trimShown && !failed('trim_start') && !failed('trim_end')) {
    const start = parseTimecode(typeof raw.trim_start === 'string' ? raw.trim_start : '00:00:00.000');
    const end = parseTimecode(typeof raw.trim_end === 'string' ? raw.trim_end : '');
    if (start !== undefined && end !== undefined && end <= start) {
      out.push({ field: 'trim_end', message: CROSS_FIELD_MESSAGES.endBeforeStart });
    }
  }
  if (kind === 'video' && typeof raw.video_codec === 'string' && raw.video_codec.trim() !== '') {
    const codec = text(raw.video_codec);
    if (!(videoCodecChoices(format) as readonly string[]).includes(codec)) {
      out.push({
        field: 'video_codec',
        message: CROSS_FIELD_MESSAGES.codecNotSupported(codecLabel(codec), format),
      });
    }
  }
  const audioShown = kind === 'audio' || (kind === 'video' && withAudio(raw));
  if (audioShown && typeof raw.audio_codec === 'string' && raw.audio_codec.trim() !== '') {
    const codec = text(raw.audio_codec);
    if (!(audioCodecOptions(format) as readonly string[]).includes(codec)) {
      const message =
        kind === 'audio'
          ? CROSS_FIELD_MESSAGES.codecNotSupported(codecLabel(codec), format)
          : CROSS_FIELD_MESSAGES.audioCodecNotSupported(codecLabel(codec), format);
      out.push({ field: 'audio_codec', message });
    }
  }
  return out;
}

const asRecord = (v: unknown): Raw =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {};

const COMPRESSION_PREFIX = 'compression_settings.';

/**
 * Whether the settings modal shows a field, by the same predicates the rules use, so the modal hides
 * exactly the fields validateSettings skips (§5 "Hidden fields are not validated"). Compression fields
 * are named `compression_settings.<name>` and read that object; a field without a rule is always shown.
 */
export function isSettingShown(format: string, settings: unknown, field: string): boolean {
  const raw = asRecord(settings);
  const f = format.toLowerCase();
  if (field.startsWith(COMPRESSION_PREFIX)) {
    const name = field.slice(COMPRESSION_PREFIX.length);
    const found = COMPRESSION_RULES.find((r) => r.field === name);
    return found?.shown?.(asRecord(raw.compression_settings), f) ?? true;
  }
  const found = RULES[settingsKindFor(f)].find((r) => r.field === field);
  return found?.shown?.(raw, f) ?? true;
}

/**
 * The errors (blocking) and warnings (not blocking, §5) of a settings object for a target format, in
 * conversion or compression mode. Compression fields are only read in compression mode, and only those
 * the chosen method shows.
 */
export function validateSettings(
  format: string,
  settings: unknown,
  mode: ProcessingMode,
): SettingsValidation {
  const raw = asRecord(settings);
  const kind = settingsKindFor(format);
  const f = format.toLowerCase();
  const errors = runRules(RULES[kind], raw, f);
  errors.push(...crossFieldErrors(kind, raw, f, errors));
  if (mode === 'compression' && kind === 'video') {
    const cs = raw.compression_settings;
    if (cs !== undefined && asRecord(cs) !== cs) {
      // Not an object (a bare method name, a list…): nothing in it can be read as settings.
      errors.push({ field: 'compression_settings', message: FIELD_MESSAGES.pattern('Compression settings') });
    } else {
      errors.push(...runRules(COMPRESSION_RULES, asRecord(cs), f, COMPRESSION_PREFIX));
    }
  }
  return { errors, warnings: settingsWarnings(f, raw, mode) };
}

/** The outcome of parsing a convert body's settings: normalised settings, or the blocking errors. */
export type SettingsParseResult =
  | { readonly ok: true; readonly parsed: ParsedSettings; readonly warnings: readonly SettingsWarning[] }
  | {
      readonly ok: false;
      readonly errors: readonly SettingsError[];
      readonly warnings: readonly SettingsWarning[];
    };

/** validateSettings, then normaliseSettings when there is no error (what the server does). */
export function parseSettings(format: string, settings: unknown, mode: ProcessingMode): SettingsParseResult {
  const { errors, warnings } = validateSettings(format, settings, mode);
  if (errors.length > 0) return { ok: false, errors, warnings };
  return { ok: true, parsed: normaliseSettings(format, settings), warnings };
}
