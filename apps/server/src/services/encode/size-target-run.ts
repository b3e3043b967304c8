/**
 * The size-target loop (ffmpeg/encode/size-target.ts plans it): encode, measure, re-encode smaller when
 * over, at most three encodes. It does no I/O of its own: `encode` runs a plan and answers the size of
 * its output, `stat` answers the size of the source.
 */
import path from 'node:path';
import { keepsHdr } from '@mediaforge/shared';
import { colourPlan } from '../../ffmpeg/encode/colour.js';
import { outputDuration, trimWindow } from '../../ffmpeg/encode/timing.js';
import type { ContentProbe, ContentProbeInput } from './size-probe.service.js';
import { buildEncodePlan } from '../../ffmpeg/encode/build.js';
import {
  sizeAttemptOverrides,
  type BaseOverrides,
  type SizeTargetSpec,
} from '../../ffmpeg/encode/compression.js';
import type { EncodedVideoCodec } from '../../ffmpeg/encode/encoders.js';
import type { EncodePlan, EncodeRequest } from '../../ffmpeg/encode/plan.js';
import {
  firstSizeAttempt,
  nextSizeAttempt,
  type SizeAttempt,
  type SizeBudgetInput,
} from '../../ffmpeg/encode/size-target.js';
import { chooseVideoCodec, type VideoJobInput } from '../../ffmpeg/encode/video-args.js';

export interface EncodeDeps {
  /** Runs every command of a plan in order; resolves with the size of the plan's output in bytes. */
  readonly encode: (plan: EncodePlan) => Promise<{ readonly size: number }>;
  /** The size of a file in bytes. */
  readonly stat: (path: string) => Promise<{ readonly size: number }>;
  /** Content probes (size-probe.service.ts); without them the bitrate ladder alone picks the picture. */
  readonly contentProbe?: (input: ContentProbeInput) => ContentProbe;
}

/** A video encode request whose compression the loop fills in per attempt. */
export type VideoEncodeRequest = Omit<EncodeRequest, 'job'> & {
  readonly job: VideoJobInput & { readonly kind: 'video' };
};

export interface SizeTargetRequest {
  readonly request: VideoEncodeRequest;
  readonly base: BaseOverrides;
  readonly target: SizeTargetSpec;
  /** Whether the untouched source would be a valid result (compression.ts sourceIsAcceptable). */
  readonly sourceAcceptable: boolean;
}

export interface SizeAttemptRecord extends SizeAttempt {
  /** Bytes the encode produced. */
  readonly size: number;
}

export type CompressionOutcome =
  /** Deliver the source itself: it fits the target, or the encode came out larger. */
  | {
      readonly kind: 'source';
      readonly reason: 'fits' | 'smaller';
      readonly size: number;
      readonly attempts: readonly SizeAttemptRecord[];
    }
  /** Deliver the plan's output file. */
  | { readonly kind: 'encoded'; readonly size: number; readonly attempts: readonly SizeAttemptRecord[] }
  /** Nothing to deliver; `message` is for the user. */
  | {
      readonly kind: 'failed';
      readonly reason: 'unreachable' | 'unknown-duration';
      readonly message: string;
      readonly smallestBytes?: number;
      readonly attempts: readonly SizeAttemptRecord[];
    };

/** The content probe of a size target's video, when the deps offer one and the input has a picture. */
function contentProbeFor(
  req: SizeTargetRequest,
  codec: EncodedVideoCodec,
  duration: number | null,
  deps: EncodeDeps,
): ContentProbe | undefined {
  const { request } = req;
  const { width, height, hasVideo } = request.metadata;
  if (
    !deps.contentProbe ||
    !hasVideo ||
    width === null ||
    height === null ||
    !(duration !== null && duration > 0)
  )
    return undefined;
  const s = request.job.settings;
  const window = trimWindow(s.enable_trim, s.trim_start, s.trim_end);
  return deps.contentProbe({
    input: request.input,
    start: window?.start ?? 0,
    duration,
    width,
    height,
    maxBox: req.target.maxBox,
    codec,
    colour: colourPlan(request.sourceVideo, codec, keepsHdr(request.job.format, s)).filters,
    scratchDir: path.dirname(request.scratch.passLogFile),
  });
}

/** Encodes to a size target: never larger than the target, nor than a source that fits it. */
export async function encodeToSizeTarget(
  req: SizeTargetRequest,
  deps: EncodeDeps,
): Promise<CompressionOutcome> {
  const { request, base, target } = req;
  const job = request.job;
  const source = await deps.stat(request.input.path);
  if (req.sourceAcceptable && source.size <= target.targetBytes) {
    return { kind: 'source', reason: 'fits', size: source.size, attempts: [] };
  }
  const codec = chooseVideoCodec(job.format, job.settings.video_codec, base) as EncodedVideoCodec;
  const s = job.settings;
  let budget: SizeBudgetInput = {
    targetBytes: target.targetBytes,
    sourceBytes: source.size,
    durationSeconds: outputDuration(
      request.metadata.duration,
      trimWindow(s.enable_trim, s.trim_start, s.trim_end),
    ),
    format: job.format,
    audio: request.metadata.hasAudio && !s.remove_audio ? target.audio : null,
    maxBox: target.maxBox,
    maxVideoKbps: target.maxVideoKbps,
    packetsPerSecond:
      (request.sourceVideo?.frameRate ?? 60) + (request.metadata.hasAudio && !s.remove_audio ? 50 : 0),
  };

  const probe = contentProbeFor(req, codec, budget.durationSeconds, deps);
  const attempts: SizeAttemptRecord[] = [];
  let step = firstSizeAttempt(budget);
  if (step.kind === 'unreachable' && probe) {
    // The floor is this content's, measured: a still picture needs far less than the ladder's 50k.
    const floor = await probe.floorKbps();
    if (floor !== null) {
      budget = { ...budget, floorVideoKbps: floor };
      step = firstSizeAttempt(budget);
    }
  }
  if (step.kind === 'encode' && target.mode === 'abr' && probe) {
    const box = await probe.chooseBox(step.attempt.videoKbps, step.attempt.box);
    step = { kind: 'encode', attempt: { ...step.attempt, box } };
  }
  while (step.kind === 'encode') {
    const compression = sizeAttemptOverrides(base, target, step.attempt, codec);
    const plan = buildEncodePlan({ ...request, job: { ...job, compression } });
    const { size } = await deps.encode(plan);
    attempts.push({ ...step.attempt, size });
    const next = nextSizeAttempt(budget, step.attempt, size);
    if (next.kind === 'done') {
      return req.sourceAcceptable && size > source.size
        ? { kind: 'source', reason: 'smaller', size: source.size, attempts }
        : { kind: 'encoded', size, attempts };
    }
    step = next;
  }
  if (step.kind === 'unknown-duration')
    return { kind: 'failed', reason: step.kind, message: step.message, attempts };
  if (step.kind === 'unreachable') {
    return {
      kind: 'failed',
      reason: step.kind,
      message: step.message,
      smallestBytes: step.smallestBytes,
      attempts,
    };
  }
  // 'done' is only returned from inside the loop.
  throw new Error('size-target loop ended without an outcome');
}
