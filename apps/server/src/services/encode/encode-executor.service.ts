/**
 * The media engine's executor (encode-executor.ts): re-sniffs the input, re-validates the settings,
 * builds the plan (or the compression loop) and runs it through the process runner into the job's
 * scratch directory, reporting one monotonic 0-1 progress over every pass and attempt.
 */
import path from 'node:path';
import { canStreamCopy, JOB_ERROR_MESSAGES, type VideoPreset } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { buildEncodePlan } from '../../ffmpeg/encode/build.js';
import {
  EncodePlanError,
  type EncodeJob,
  type EncodePlan,
  type EncodeRequest,
} from '../../ffmpeg/encode/plan.js';
import { probeArgs } from '../../ffmpeg/probe-args.js';
import { createProgressTracker, type ProgressSlice } from '../../ffmpeg/progress.js';
import { parseStreamFacts, type SourceStreams } from '../../ffmpeg/stream-facts.js';
import type { Demuxer } from '../../ffmpeg/sniff.js';
import { sniffFile } from '../../ffmpeg/sniff-file.js';
import type { ProcessRunner } from '../../repositories/process/process-runner.repository.js';
import type { ScratchStorage } from '../../repositories/storage/scratch.repository.js';
import { compressVideo } from './compression-run.js';
import {
  EncodeFailedError,
  type EncodeExecutor,
  type EncodeOutcome,
  type EncodeRunOptions,
  type EncodeTask,
} from './encode-executor.js';
import { prepareTask, type PreparedTask } from './encode-task.js';
import { createContentProbe, type ContentProbeInput } from './size-probe.service.js';
import { cancelled, runEncodePlan, type PlanRunContext, type PlanRunnerDeps } from './plan-runner.js';

export interface EncodeExecutorDeps {
  readonly runner: ProcessRunner;
  /** Sizes and magic bytes of the input and outputs (scratch.repository.ts). */
  readonly files: Pick<ScratchStorage, 'stat' | 'readHead'>;
  readonly ffmpegPath: string;
  /** Reads the input's stream facts at job time (stream copy, HDR). */
  readonly ffprobePath: string;
  /** sox encodes AMR-NB, which Debian's ffmpeg cannot (docs/decisions.md D28). */
  readonly soxPath: string;
  /** Wall-clock cap of each ffmpeg or sox command. */
  readonly timeoutMs: number;
  readonly log: FastifyBaseLogger;
  /** Operator override of the encoders' speed preset for every job (slow machines, tests). */
  readonly speed?: VideoPreset;
}

/**
 * Progress windows of the size-target loop's encodes (at most three, size-target.ts): the first is the
 * usual whole job; a re-encode is rare and fills what is left, so the bar never goes back.
 */
export const SIZE_ATTEMPT_WINDOWS: readonly ProgressSlice[] = [
  [0, 0.85],
  [0.85, 0.95],
  [0.95, 1],
];

const STREAM_PROBE_TIMEOUT_MS = 30_000;
const PROBE_STDERR_BYTES = 16_384;
/** SSIM stats of a few hundred frames are tens of kilobytes. */
const PROBE_STATS_MAX_BYTES = 4_000_000;
const STREAM_PROBE_MAX_BYTES = 1_000_000;

const failed = (message: string): EncodeOutcome => ({ kind: 'failed', message });

/** The demuxer the input's magic bytes name (as media-intake.service.ts sniffs uploads), if any. */
async function sniffDemuxer(files: EncodeExecutorDeps['files'], file: string): Promise<Demuxer | undefined> {
  return (await sniffFile((offset, length) => files.readHead(file, offset, length)))?.demuxer;
}

/** The parts of a task's encode requests that every plan shares; all files in its scratch directory. */
function requestBase(
  task: EncodeTask,
  demuxer: Demuxer,
  speed: VideoPreset | undefined,
  streams: SourceStreams | null,
) {
  const scratch = (name: string) => path.join(task.scratchDir, name);
  return {
    input: { path: task.input.path, demuxer },
    ...(task.subtitle ? { subtitle: task.subtitle } : {}),
    metadata: task.input.metadata,
    scratch: { passLogFile: scratch('pass'), intermediateWav: scratch('intermediate.wav') },
    speed,
    ...(streams?.video ? { sourceVideo: streams.video } : {}),
  };
}

/** A conversion job, marked for stream copy when its settings and the probed streams allow it (D60). */
function withStreamCopy(
  prepared: Extract<PreparedTask, { kind: 'convert' }>,
  streams: SourceStreams | null,
): EncodeJob {
  const job = prepared.job;
  if (job.kind !== 'video' || !streams?.video) return job;
  const source = {
    videoCodec: streams.video.codec,
    audioCodec: streams.audioCodec,
    pixelFormat: streams.video.pixelFormat,
    hdr: streams.video.hdr,
    rotated: streams.video.rotated,
  };
  return canStreamCopy(job.format, job.settings, source) ? { ...job, streamCopy: true } : job;
}

export function createEncodeExecutor(deps: EncodeExecutorDeps): EncodeExecutor {
  const stat = (file: string) => deps.files.stat(file);

  /** The size target's content probes (D62), run like every command: hardened, capped, abortable. */
  function contentProbe(input: ContentProbeInput, signal: AbortSignal, log: FastifyBaseLogger) {
    const ffmpeg = async (args: readonly string[]) => {
      const result = await deps.runner.run({
        command: deps.ffmpegPath,
        args,
        timeoutMs: deps.timeoutMs,
        maxOutputBytes: PROBE_STDERR_BYTES,
        stderrTailBytes: PROBE_STDERR_BYTES,
        signal,
      });
      if (result.aborted) throw cancelled();
      if (result.exitCode !== 0 || result.timedOut) {
        throw new Error(`size probe failed (exit ${String(result.exitCode)}): ${result.stderr.slice(-300)}`);
      }
    };
    const readText = async (file: string) =>
      Buffer.from(await deps.files.readHead(file, 0, PROBE_STATS_MAX_BYTES)).toString('utf8');
    const size = async (file: string) => (await stat(file))?.size ?? 0;
    return createContentProbe(input, { ffmpeg, readText, size }, (error) => {
      if (signal.aborted) return;
      log.warn({ err: error }, 'size probe failed; the bitrate ladder picks the picture');
    });
  }

  /** The input's stream facts; null when ffprobe cannot tell (the plan then encodes as before). */
  async function probeStreams(file: string, demuxer: Demuxer, log: FastifyBaseLogger) {
    const result = await deps.runner.run({
      command: deps.ffprobePath,
      args: probeArgs(file, demuxer),
      timeoutMs: STREAM_PROBE_TIMEOUT_MS,
      maxOutputBytes: STREAM_PROBE_MAX_BYTES,
    });
    if (result.exitCode !== 0 || result.timedOut || result.outputExceeded) {
      log.warn({ exitCode: result.exitCode, timedOut: result.timedOut }, 'stream probe failed');
      return null;
    }
    return parseStreamFacts(result.stdout);
  }

  async function execute(
    task: EncodeTask,
    prepared: Exclude<PreparedTask, { kind: 'invalid' }>,
    demuxer: Demuxer,
    planDeps: PlanRunnerDeps,
    ctx: PlanRunContext,
  ): Promise<EncodeOutcome> {
    const streams = await probeStreams(task.input.path, demuxer, planDeps.log);
    const base = requestBase(task, demuxer, deps.speed, streams);
    const output = path.join(task.scratchDir, `output.${prepared.format}`);
    if (prepared.kind === 'convert') {
      const request: EncodeRequest = { ...base, output, job: withStreamCopy(prepared, streams) };
      const { size } = await runEncodePlan(buildEncodePlan(request), [0, 1], planDeps, ctx);
      return { kind: 'file', path: output, size, format: prepared.format };
    }
    let attempt = 0;
    const encode = (plan: EncodePlan) => {
      const window: ProgressSlice =
        prepared.strategy.kind === 'size' ? (SIZE_ATTEMPT_WINDOWS[attempt] ?? [1, 1]) : [0, 1];
      attempt += 1;
      return runEncodePlan(plan, window, planDeps, ctx);
    };
    const sizeOf = async (file: string) => {
      const info = await stat(file);
      if (!info) throw new EncodeFailedError(JOB_ERROR_MESSAGES.inputFile, `${file} is gone`);
      return info;
    };
    const outcome = await compressVideo(
      {
        request: {
          ...base,
          output,
          job: { kind: 'video', format: prepared.format, settings: prepared.settings },
        },
        strategy: prepared.strategy,
        sourceAcceptable: prepared.sourceAcceptable,
      },
      { encode, stat: sizeOf, contentProbe: (input) => contentProbe(input, ctx.signal, planDeps.log) },
    );
    switch (outcome.kind) {
      case 'encoded':
        return { kind: 'file', path: output, size: outcome.size, format: prepared.format };
      case 'source':
        return { kind: 'source', size: outcome.size, format: prepared.format };
      case 'failed':
        return failed(outcome.message);
    }
  }

  return {
    async run(task, options: EncodeRunOptions) {
      const log = deps.log.child({ jobId: task.jobId });
      if (options.signal.aborted) throw cancelled();
      const demuxer = await sniffDemuxer(deps.files, task.input.path).catch((error: unknown) => {
        log.warn({ err: error }, 'encode input unreadable');
        return null;
      });
      if (demuxer === null) return failed(JOB_ERROR_MESSAGES.inputFile);
      // Only a container sniff() knows reaches ffmpeg, always as `-f <demuxer>`: playlists, concat
      // lists and text never get a demuxer of their own choosing (DESIGN.md §5).
      if (demuxer === undefined) return failed(JOB_ERROR_MESSAGES.unsupported);

      const prepared = prepareTask(task);
      if (prepared.kind === 'invalid') {
        log.info({ reason: prepared.message }, 'encode task refused');
        return failed(prepared.message);
      }

      const tracker = createProgressTracker();
      const ctx: PlanRunContext = { signal: options.signal, tracker, onProgress: options.onProgress };
      const planDeps: PlanRunnerDeps = { ...deps, stat, log };
      let outcome: EncodeOutcome;
      try {
        outcome = await execute(task, prepared, demuxer, planDeps, ctx);
      } catch (error) {
        if (error instanceof EncodePlanError) return failed(error.message);
        throw error;
      }
      // A cancel that lands after the last command still wins: the caller discards the result.
      if (options.signal.aborted) throw cancelled();
      if (outcome.kind !== 'failed') options.onProgress({ fraction: 1 });
      return outcome;
    },
  };
}
