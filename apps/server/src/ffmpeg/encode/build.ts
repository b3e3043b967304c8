/**
 * The one entry point of the argument builders: an EncodeRequest in, an EncodePlan out (pure data).
 */
import {
  AUDIO_OUTPUT_FORMATS,
  VIDEO_OUTPUT_FORMATS,
  type AudioOutputFormat,
  type OutputFormat,
  type ParsedSettings,
  type VideoOutputFormat,
} from '@mediaforge/shared';
import { buildAudioPlan } from './audio-args.js';
import { buildGifPlan } from './gif-args.js';
import {
  EncodePlanError,
  type CompressionOverrides,
  type EncodeJob,
  type EncodePlan,
  type EncodeRequest,
} from './plan.js';
import { buildVideoPlan } from './video-args.js';

type JobOf<K extends EncodeJob['kind']> = Extract<EncodeJob, { kind: K }>;

const BUILDERS: { readonly [K in EncodeJob['kind']]: (req: EncodeRequest, job: JobOf<K>) => EncodePlan } = {
  video: (req, job) => buildVideoPlan(req, job),
  audio: (req, job) => buildAudioPlan(req, job.format, job.settings),
  gif: (req, job) => buildGifPlan(req, job.settings),
};

/** The ffmpeg (and, for AMR, sox) commands that turn the request's input into its output. */
export function buildEncodePlan(req: EncodeRequest): EncodePlan {
  // The cast re-joins each job with its own builder, which the map's type guarantees.
  return (BUILDERS[req.job.kind] as (r: EncodeRequest, j: EncodeJob) => EncodePlan)(req, req.job);
}

const isVideoFormat = (f: string): f is VideoOutputFormat =>
  (VIDEO_OUTPUT_FORMATS as readonly string[]).includes(f);
const isAudioFormat = (f: string): f is AudioOutputFormat =>
  (AUDIO_OUTPUT_FORMATS as readonly string[]).includes(f);

/**
 * The job of a target format and its parsed settings (settings-validation.ts parseSettings). The
 * settings' shape must be the format's; compression only applies to video outputs.
 */
export function encodeJobFor(
  format: OutputFormat,
  parsed: ParsedSettings,
  compression?: CompressionOverrides,
): EncodeJob {
  if (parsed.kind === 'video' && isVideoFormat(format)) {
    return { kind: 'video', format, settings: parsed.settings, compression };
  }
  if (parsed.kind === 'audio' && isAudioFormat(format))
    return { kind: 'audio', format, settings: parsed.settings };
  if (parsed.kind === 'gif' && format === 'gif') return { kind: 'gif', settings: parsed.settings };
  throw new EncodePlanError(`Settings of kind ${parsed.kind} do not fit the ${format} format`);
}
