/**
 * The steps a convert and a compress job share: fetch the input (and an uploaded subtitle) into the
 * workspace, run the media engine on the typed settings, check the result (D58) and publish it. A
 * compression may hand back the untouched source instead (its outcome `source`).
 */
import path from 'node:path';
import {
  JOB_API_ERROR_MESSAGES,
  OUTPUT_CHECK_FAILED_MESSAGE,
  SUBTITLE_FILE_MESSAGES,
  type MediaMetadata,
  type ParsedSettings,
  type ProcessingMode,
} from '@mediaforge/shared';
import {
  EncodeCancelledError,
  EncodeFailedError,
  type EncodeExecutor,
  type EncodeOutcome,
} from '../services/encode/encode-executor.js';
import type { JobInputFile } from './job-files.js';
import { JobStoppedError, type JobContext, type JobOutcome } from './job-kind.js';
import type { OutputChecker } from './output-check.js';
import { outputMetadata, outputMimeType, resultFileName } from './output-file.js';
import { subtitleInputOf } from './subtitle-input.js';

export interface EncodeJobDeps {
  readonly executor: EncodeExecutor;
  /** Probes and hashes every encoded result before it is published (output-check.ts, D58). */
  readonly checkOutput?: OutputChecker;
  readonly now: () => number;
}

/** What an encode job asks: the stored input, the chosen format (or keep_original) and its settings. */
export interface EncodeOrder {
  readonly mode: ProcessingMode;
  readonly fileId: string;
  readonly format: string;
  readonly settings: ParsedSettings;
}

const failed = (error: string): JobOutcome => ({ kind: 'failed', error });

/** The engine's run; its own stop and failure become the job's (a failure while stopping is the stop). */
async function encode(
  order: EncodeOrder,
  input: JobInputFile,
  subtitle: { readonly path: string; readonly demuxer: string } | undefined,
  ctx: JobContext,
  executor: EncodeExecutor,
): Promise<EncodeOutcome> {
  try {
    return await executor.run(
      {
        jobId: ctx.jobId,
        input: {
          path: input.path,
          size: input.record.fileSize,
          metadata: input.record.metadata,
          fileName: input.record.fileName,
        },
        format: order.format,
        mode: order.mode,
        settings: order.settings,
        scratchDir: ctx.workspace.dir,
        ...(subtitle ? { subtitle } : {}),
      },
      {
        signal: ctx.signal,
        onProgress: (p) => ctx.progress.working(p.fraction, p.outputBytes),
      },
    );
  } catch (error) {
    if (error instanceof EncodeCancelledError) throw new JobStoppedError(error.message);
    if (error instanceof EncodeFailedError && !ctx.signal.aborted) {
      ctx.log.warn({ stderrTail: error.stderrTail, timedOut: error.timedOut }, error.message);
      return { kind: 'failed', message: error.message };
    }
    throw error;
  }
}

export async function runEncodeJob(
  order: EncodeOrder,
  ctx: JobContext,
  deps: EncodeJobDeps,
): Promise<JobOutcome> {
  const input = await ctx.workspace.fetchInput(order.fileId);
  if (!input) return failed(JOB_API_ERROR_MESSAGES.inputMissing);
  const video = order.settings.kind === 'video' ? order.settings.settings : undefined;
  const subtitle = await subtitleInputOf(video, ctx, deps.now);
  if (subtitle.kind === 'missing') return failed(SUBTITLE_FILE_MESSAGES.missing);
  ctx.progress.begin();

  if (ctx.signal.aborted) throw new JobStoppedError('stopped before start');
  const outcome = await encode(
    order,
    input,
    subtitle.kind === 'file' ? subtitle.input : undefined,
    ctx,
    deps.executor,
  );
  // A result that arrives as the abort lands is not delivered: the stop wins.
  if (ctx.signal.aborted) throw new JobStoppedError('stopped');
  if (outcome.kind === 'failed') return failed(outcome.message);

  ctx.progress.finalizing(outcome.size);
  let localFile: string;
  let checked: { metadata: MediaMetadata; sha256: string } | undefined;
  if (outcome.kind === 'file') {
    localFile = outcome.path;
    if (deps.checkOutput) {
      const check = await deps.checkOutput({
        inputPath: input.path,
        input: input.record.metadata,
        outputPath: localFile,
        format: outcome.format,
        settings: order.settings,
      });
      if (!check.ok) {
        ctx.log.warn({ reason: check.reason, format: outcome.format }, 'result refused by its check');
        return failed(OUTPUT_CHECK_FAILED_MESSAGE);
      }
      checked = check;
    }
  } else {
    localFile = path.join(ctx.workspace.dir, `source-result.${outcome.format}`);
    await ctx.workspace.copyInput(input, localFile);
  }
  const source = outcome.kind === 'source';
  const stored = input.record;
  const result = await ctx.workspace.publishOutput(localFile, {
    fileName: resultFileName(stored.fileName, order.format, outcome.format),
    mimeType: source ? stored.mimeType : outputMimeType(outcome.format),
    size: outcome.size,
    metadata: source
      ? stored.metadata
      : (checked?.metadata ?? outputMetadata(stored.metadata, outcome.format, order.settings)),
    // The source twin keeps its hash; an encoded output has the hash of its published bytes.
    sha256: source ? stored.sha256 : (checked?.sha256 ?? ''),
    format: outcome.format,
    source,
  });
  ctx.log.info({ outputSize: result.size, source: result.source }, 'job output published');
  return { kind: 'completed', result };
}
