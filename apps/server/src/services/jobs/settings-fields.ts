/**
 * The convert body's settings beyond the §5 field rules (D69): fields the spec leaves unconstrained are
 * still checked against their allowed values, and only the fields of the target's settings shape, with
 * plain values, are kept for storage (never the raw body).
 */
import {
  COMPRESSOR_OPTIONS,
  FIELD_MESSAGES,
  isOutputFormat,
  KEEP_ORIGINAL,
  PROCESSING_MODES,
  audioSettingsSchema,
  compressionSettingsSchema,
  gifSettingsSchema,
  settingsKindFor,
  videoSettingsSchema,
  type SettingsKind,
} from '@mediaforge/shared';

type Raw = Readonly<Record<string, unknown>>;
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A value, when given, must be a string naming one of `allowed` (case-insensitive, as the schema reads it). */
function allowedValue(
  raw: Raw,
  field: string,
  label: string,
  allowed: (value: string) => boolean,
  prefix = '',
): FieldError[] {
  const v = raw[field];
  if (absent(v)) return [];
  if (typeof v === 'string' && allowed(v.trim().toLowerCase())) return [];
  return [{ field: `${prefix}${field}`, message: FIELD_MESSAGES.pattern(label) }];
}

const oneOf =
  (values: readonly string[]) =>
  (v: string): boolean =>
    values.includes(v);

/** output_format, processing_mode, compression_settings and its compressor_option. */
export function unconstrainedFieldErrors(settings: Raw): FieldError[] {
  const errors = [
    ...allowedValue(
      settings,
      'output_format',
      'Output format',
      (v) => isOutputFormat(v) || v === KEEP_ORIGINAL,
    ),
    ...allowedValue(settings, 'processing_mode', 'Processing mode', oneOf(PROCESSING_MODES)),
  ];
  const cs = settings.compression_settings;
  if (absent(cs)) return errors;
  if (!isRecord(cs)) {
    return [
      ...errors,
      { field: 'compression_settings', message: FIELD_MESSAGES.pattern('Compression settings') },
    ];
  }
  return [
    ...errors,
    ...allowedValue(
      cs,
      'compressor_option',
      'Compressor option',
      oneOf(COMPRESSOR_OPTIONS),
      'compression_settings.',
    ),
  ];
}

const SHAPES: { readonly [K in SettingsKind]: readonly string[] } = {
  video: Object.keys(videoSettingsSchema.shape),
  audio: Object.keys(audioSettingsSchema.shape),
  gif: Object.keys(gifSettingsSchema.shape),
};
const COMPRESSION_FIELDS = Object.keys(compressionSettingsSchema.shape);

const isPlain = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function pick(raw: Raw, fields: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) if (isPlain(raw[field])) kept[field] = raw[field];
  return kept;
}

/**
 * What is stored with the job: the fields of the target's settings shape, each a plain value (the
 * executor parses these again, and they were all validated here), compression_settings likewise.
 */
export function settingsToStore(target: string, settings: Raw): Record<string, unknown> {
  const kept = pick(settings, SHAPES[settingsKindFor(target)]);
  const cs = settings.compression_settings;
  if (SHAPES[settingsKindFor(target)].includes('compression_settings') && isRecord(cs)) {
    kept.compression_settings = pick(cs, COMPRESSION_FIELDS);
  }
  return kept;
}
