/**
 * Runs one EncodePlan (ffmpeg passes, or ffmpeg then sox for AMR) through the process runner: streaming
 * progress into the task's tracker, stopping the process group on abort, and turning a failure into an
 * EncodeFailedError with a user message and the bounded stderr tail.
 */
import { isMissingDecoderError, JOB_ERROR_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { planCommands, type EncodeCommand, type EncodePlan } from '../../ffmpeg/encode/plan.js';
import {
  createProgressParser,
  nestSlice,
  type ProgressSlice,
  type ProgressTracker,
} from '../../ffmpeg/progress.js';
import type { ProcessRunner, RunResult } from '../../repositories/process/process-runner.repository.js';
import { EncodeCancelledError, EncodeFailedError, type EncodeProgress } from './encode-executor.js';

/**
 * stderr kept per command (docs/decisions.md D33). With `-loglevel error` a failing ffmpeg prints a few
 * lines; 64 KiB keeps them all even behind a flood of per-frame decoder errors.
 */
export const STDERR_TAIL_BYTES = 64 * 1024;

export interface PlanRunnerDeps {
  readonly runner: ProcessRunner;
  readonly ffmpegPath: string;
  readonly soxPath: string;
  /** Wall-clock cap of each command. */
  readonly timeoutMs: number;
  /** The size of a local file, or undefined when there is none. */
  readonly stat: (path: string) => Promise<{ readonly size: number } | undefined>;
  readonly log: FastifyBaseLogger;
}

export interface PlanRunContext {
  readonly signal: AbortSignal;
  readonly tracker: ProgressTracker;
  readonly onProgress: (progress: EncodeProgress) => void;
}

/**
 * The visitor's message for a command that exited with an error: a missing decoder is the format's
 * (D57); input the demuxer or decoder found broken ("Invalid data found when processing input", "partial
 * file") is the file's; anything else is ours.
 */
export function commandFailureMessage(stderr: string): string {
  if (isMissingDecoderError(stderr)) return JOB_ERROR_MESSAGES.unsupported;
  if (/invalid data found when processing input|partial file/i.test(stderr)) {
    return JOB_ERROR_MESSAGES.corrupted;
  }
  return JOB_ERROR_MESSAGES.internal;
}

export const cancelled = (): EncodeCancelledError =>
  new EncodeCancelledError(JOB_ERROR_MESSAGES.jobCancelled);

async function runCommand(
  command: EncodeCommand,
  plan: EncodePlan,
  slice: ProgressSlice,
  deps: PlanRunnerDeps,
  ctx: PlanRunContext,
): Promise<RunResult> {
  ctx.tracker.begin(slice, plan.durationSeconds);
  ctx.onProgress({ fraction: ctx.tracker.fraction });
  const parser = createProgressParser((snapshot) => {
    if (ctx.signal.aborted) return;
    // ffmpeg stopped by SIGTERM (cancel, timeout) still ends with `progress=end`: only a zero exit
    // completes a slice (runEncodePlan), so `end` counts here as an ordinary block.
    const fraction = ctx.tracker.update({ ...snapshot, end: false });
    ctx.onProgress(
      snapshot.totalSize === null ? { fraction } : { fraction, outputBytes: snapshot.totalSize },
    );
  });
  try {
    return await deps.runner.run({
      command: command.tool === 'ffmpeg' ? deps.ffmpegPath : deps.soxPath,
      args: command.args,
      timeoutMs: deps.timeoutMs,
      // stdout is streamed and stderr tailed, so nothing accumulates past the tail.
      maxOutputBytes: STDERR_TAIL_BYTES,
      stderrTailBytes: STDERR_TAIL_BYTES,
      onStdout: command.reportsProgress ? (chunk) => parser.push(chunk) : () => undefined,
      signal: ctx.signal,
    });
  } catch (error) {
    // The program could not start (not installed, not executable): an operator problem.
    deps.log.error({ err: error, tool: command.tool }, 'encode command could not start');
    throw new EncodeFailedError(JOB_ERROR_MESSAGES.internal, String(error));
  }
}

/**
 * Runs every command of `plan` in order inside `window` of the task's progress; answers the size of its
 * output. Rejects with EncodeCancelledError on abort, EncodeFailedError on a failed or timed-out command
 * or an empty or missing output.
 */
export async function runEncodePlan(
  plan: EncodePlan,
  window: ProgressSlice,
  deps: PlanRunnerDeps,
  ctx: PlanRunContext,
): Promise<{ readonly size: number }> {
  for (const command of planCommands(plan)) {
    if (ctx.signal.aborted) throw cancelled();
    const started = Date.now();
    const result = await runCommand(command, plan, nestSlice(window, command.progress), deps, ctx);
    const facts = { tool: command.tool, exitCode: result.exitCode, signal: result.signal, pid: result.pid };
    if (result.aborted || ctx.signal.aborted) throw cancelled();
    if (result.timedOut || result.exitCode !== 0) {
      deps.log.warn(
        { ...facts, timedOut: result.timedOut, stderr: result.stderr, args: command.args },
        'encode command failed',
      );
      throw result.timedOut
        ? new EncodeFailedError(JOB_ERROR_MESSAGES.timeout, result.stderr, true)
        : new EncodeFailedError(commandFailureMessage(result.stderr), result.stderr);
    }
    deps.log.debug({ ...facts, ms: Date.now() - started }, 'encode command done');
    ctx.onProgress({ fraction: ctx.tracker.complete() });
  }
  const output = await deps.stat(plan.output);
  if (!output || output.size === 0) {
    deps.log.warn({ output: plan.output }, 'encode wrote no output');
    throw new EncodeFailedError(JOB_ERROR_MESSAGES.internal, 'the encode wrote no output file');
  }
  return output;
}
