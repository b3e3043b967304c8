/**
 * The checks of a convert request (converter-compressor.md §7 "Convert: by fileId and lowercase format,
 * with body {settings, format}"; §5 validation with the spec's messages) and what its answer says.
 */
import {
  compressPayloadSchema,
  convertPayloadSchema,
  ERROR_CODES,
  formatLabel,
  isOutputFormat,
  JOB_API_ERROR_MESSAGES,
  KEEP_ORIGINAL,
  missingTrackMessage,
  settingsKindFor,
  unsupportedFormatMessage,
  validateSettings,
  VIDEO_OUTPUT_FORMATS,
  type ConvertResponse,
  type JobSpec,
  type ProcessingMode,
  type MediaMetadata,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { resolveOutputFormat } from '../../ffmpeg/encode/compression.js';
import { unconstrainedFieldErrors } from './settings-fields.js';

export interface ConvertBody {
  readonly settings: Readonly<Record<string, unknown>>;
  readonly format?: string | undefined;
}

/** conversion, or compression when the settings say `processing_mode: 'compression'` (CC §3). */
export function jobTypeOf(settings: Readonly<Record<string, unknown>>): ProcessingMode {
  return settings.processing_mode === 'compression' ? 'compression' : 'conversion';
}

const isVideoFormat = (f: string): boolean => (VIDEO_OUTPUT_FORMATS as readonly string[]).includes(f);

/**
 * The path's format must be a lowercase output format of §9 (or keep_original when compressing; a
 * compression always writes video), and the body's, when given, the same. Checked before the file is
 * looked up: nothing here depends on whose file it is.
 */
export function checkFormat(format: string, body: ConvertBody): ProcessingMode {
  const jobType = jobTypeOf(body.settings);
  const known = isOutputFormat(format) || (jobType === 'compression' && format === KEEP_ORIGINAL);
  if (!known) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_FORMAT, unsupportedFormatMessage(format), { format });
  }
  if (jobType === 'compression' && format !== KEEP_ORIGINAL && !isVideoFormat(format)) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_FORMAT, JOB_API_ERROR_MESSAGES.compressionVideoOnly, {
      format,
    });
  }
  if (body.format !== undefined && body.format !== format) {
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, JOB_API_ERROR_MESSAGES.formatMismatch, {
      format,
      bodyFormat: body.format,
    });
  }
  return jobType;
}

export interface ConversionPlan {
  /** The container the settings are validated for (keep_original resolved to the input's). */
  readonly target: string;
  readonly warnings: ConvertResponse['warnings'];
  readonly inputMetadata: ConvertResponse['inputMetadata'];
  readonly estimatedTime: number;
  /** The job's kind and payload, parsed here once and stored typed (D69: never the raw body). */
  readonly spec: JobSpec;
}

const invalid = (errors: readonly { field: string; message: string }[]): AppError =>
  new AppError(ERROR_CODES.INVALID_SETTINGS, errors[0]?.message ?? JOB_API_ERROR_MESSAGES.invalidSettings, {
    errors,
  });

/** The payload of the job's kind: the settings parsed once, for the target's shape. */
function specFor(
  fileId: string,
  format: string,
  target: string,
  jobType: ProcessingMode,
  settings: Readonly<Record<string, unknown>>,
): JobSpec {
  if (jobType === 'compression') {
    return { kind: 'compress', payload: compressPayloadSchema.parse({ fileId, format, settings }) };
  }
  const typed = { kind: settingsKindFor(target), settings };
  return { kind: 'convert', payload: convertPayloadSchema.parse({ fileId, format, settings: typed }) };
}

/**
 * Validates the settings for the input (422 INVALID_SETTINGS with `context.errors` [{field, message}] in
 * the words of §5) and that the input has the track the target needs; answers the job's typed payload.
 */
export function planConversion(
  input: { readonly id: string; readonly metadata: MediaMetadata },
  format: string,
  jobType: ProcessingMode,
  settings: Readonly<Record<string, unknown>>,
): ConversionPlan {
  const { metadata } = input;
  const target = format === KEEP_ORIGINAL ? resolveOutputFormat(KEEP_ORIGINAL, metadata) : format;
  const checked = validateSettings(target, settings, jobType);
  // Both checks refuse a compression_settings that is not an object, in the same words: once is enough.
  const errors = [...checked.errors, ...unconstrainedFieldErrors(settings)].filter(
    (e, i, all) => all.findIndex((o) => o.field === e.field && o.message === e.message) === i,
  );
  if (errors.length > 0) throw invalid(errors);
  const kind = settingsKindFor(target);
  if (kind === 'audio' && !metadata.hasAudio) {
    throw invalid([{ field: 'output_format', message: missingTrackMessage('audio', formatLabel(target)) }]);
  }
  if (kind !== 'audio' && !metadata.hasVideo) {
    throw invalid([{ field: 'output_format', message: missingTrackMessage('video', formatLabel(target)) }]);
  }
  return {
    target,
    warnings: checked.warnings.map((w) => ({ field: w.id, message: w.message })),
    inputMetadata: {
      duration: metadata.duration,
      width: metadata.width,
      height: metadata.height,
      codec: metadata.videoCodec ?? metadata.audioCodec,
    },
    estimatedTime: estimateSeconds(metadata, kind === 'audio', jobType),
    spec: specFor(input.id, format, target, jobType, settings),
  };
}

/** 720p: the picture size the rough estimate is scaled from. */
const REFERENCE_PIXELS = 1280 * 720;
/** Unknown durations are guessed at a minute. */
const UNKNOWN_DURATION_S = 60;

/**
 * A rough guess in seconds (CC §7 "estimatedTime"): x264 at its medium preset on two cores encodes 720p
 * at about real time, so video scales with duration × pixels; audio-only work is ~50× real time;
 * compression may encode twice (size targets). Never below one second.
 */
export function estimateSeconds(
  metadata: MediaMetadata,
  audioOnly: boolean,
  jobType: ProcessingMode,
): number {
  const duration = metadata.duration ?? UNKNOWN_DURATION_S;
  if (audioOnly || !metadata.hasVideo) return Math.max(1, Math.ceil(duration / 50));
  const pixels = (metadata.width ?? 1280) * (metadata.height ?? 720);
  const factor = jobType === 'compression' ? 1.5 : 1;
  return Math.max(1, Math.ceil((duration * pixels * factor) / REFERENCE_PIXELS));
}
