/**
 * The convert body's settings beyond the §5 field rules (D69): fields the spec leaves unconstrained are
 * still checked against their allowed values. What is stored is the job's payload, parsed by its kind's
 * schema (packages/shared job-kinds.ts): only the fields of the target's settings shape, never the raw body.
 */
import {
  COMPRESSOR_OPTIONS,
  FIELD_MESSAGES,
  isOutputFormat,
  KEEP_ORIGINAL,
  PROCESSING_MODES,
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
