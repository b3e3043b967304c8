/**
 * From an EncodeTask to what the engine runs: the real output format, the encode job of the typed
 * settings (validated when the job was created, never parsed again here), and for compression the
 * strategy. Pure.
 */
import {
  COMPRESSOR_PRESETS,
  JOB_ERROR_MESSAGES,
  KEEP_ORIGINAL,
  compressionSettingsSchema,
  isOutputFormat,
  settingsKindFor,
  type MediaMetadata,
  type OutputFormat,
  type ParsedSettings,
  type VideoOutputFormat,
  type VideoSettings,
} from '@mediaforge/shared';
import { encodeJobFor } from '../../ffmpeg/encode/build.js';
import {
  compressionFromPreset,
  compressionFromSettings,
  resolveOutputFormat,
  settingsEditMedia,
  sourceIsAcceptable,
  type CompressionStrategy,
} from '../../ffmpeg/encode/compression.js';
import { formatTimecode, type TimeWindow } from '../../ffmpeg/encode/hardening.js';
import { EncodePlanError, type EncodeJob } from '../../ffmpeg/encode/plan.js';
import { trimWindow } from '../../ffmpeg/encode/timing.js';
import type { EncodeTask } from './encode-executor.js';

export type PreparedTask =
  | { readonly kind: 'convert'; readonly format: OutputFormat; readonly job: EncodeJob }
  | {
      readonly kind: 'compress';
      readonly format: VideoOutputFormat;
      readonly settings: VideoSettings;
      readonly strategy: CompressionStrategy;
      readonly sourceAcceptable: boolean;
    }
  /** The task cannot run; `message` is for the user. */
  | { readonly kind: 'invalid'; readonly message: string };

/** The part of the source the settings read (GIFs always have a window: §9 "GIF: 3 s"). */
function windowOf(parsed: ParsedSettings): TimeWindow | undefined {
  const s = parsed.settings;
  if (parsed.kind === 'gif') return trimWindow(true, s.trim_start, s.trim_end);
  return trimWindow(parsed.settings.enable_trim, s.trim_start, s.trim_end);
}

/** A trim that starts at or past the end would make ffmpeg write an empty (or header-only) file. */
export function trimProblem(parsed: ParsedSettings, metadata: MediaMetadata): string | undefined {
  const window = windowOf(parsed);
  const duration = metadata.duration;
  if (!window || duration === null || window.start < duration) return undefined;
  return (
    `The trim start (${formatTimecode(window.start)}) is past the end of the file ` +
    `(${formatTimecode(duration)})`
  );
}

const invalid = (message: string): PreparedTask => ({ kind: 'invalid', message });

/** The output format a task really writes: keep_original becomes the source's container (compression). */
function outputFormatOf(task: EncodeTask): string {
  const format = task.format.toLowerCase();
  return task.mode === 'compression' && format === KEEP_ORIGINAL
    ? resolveOutputFormat(format, task.input.metadata)
    : format;
}

export function prepareTask(task: EncodeTask): PreparedTask {
  const format = outputFormatOf(task);
  if (!isOutputFormat(format)) return invalid(JOB_ERROR_MESSAGES.unsupported);
  const parsed = task.settings;
  // Settings parsed for another shape than the format's (a stored job from elsewhere): nothing to run.
  if (parsed.kind !== settingsKindFor(format)) return invalid(JOB_ERROR_MESSAGES.unsupported);
  const trim = trimProblem(parsed, task.input.metadata);
  if (trim) return invalid(trim);

  let job: EncodeJob;
  try {
    job = encodeJobFor(format, parsed);
  } catch (error) {
    if (error instanceof EncodePlanError) return invalid(error.message);
    throw error;
  }
  // Compression applies to video outputs; validateSettings reads compression fields only for them too.
  if (task.mode !== 'compression' || job.kind !== 'video') return { kind: 'convert', format, job };
  const cs = job.settings.compression_settings ?? compressionSettingsSchema.parse({});
  let strategy: CompressionStrategy;
  try {
    strategy = cs.compressor_option
      ? compressionFromPreset(COMPRESSOR_PRESETS[cs.compressor_option])
      : compressionFromSettings(cs, task.input.size);
  } catch (error) {
    if (error instanceof EncodePlanError) return invalid(error.message);
    throw error;
  }
  const base = strategy.kind === 'size' ? strategy.base : strategy.overrides;
  return {
    kind: 'compress',
    format: job.format,
    settings: job.settings,
    strategy,
    sourceAcceptable: sourceIsAcceptable(
      job.format,
      task.input.metadata,
      base,
      settingsEditMedia(job.settings),
    ),
  };
}
