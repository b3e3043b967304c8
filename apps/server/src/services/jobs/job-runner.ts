/**
 * Runs one claimed job: scratch directory → executor → result published as a stored file → final
 * status. The scratch directory is removed in every outcome before the final status is written, so a
 * client that sees completed/failed/cancelled finds nothing left behind (DESIGN.md §5 "temp files are
 * removed").
 */
import path from 'node:path';
import {
  JOB_API_ERROR_MESSAGES,
  JOB_PROGRESS_MESSAGES,
  jobTimedOutMessage,
  MODE_FAILED_MESSAGES,
  OUTPUT_CHECK_FAILED_MESSAGE,
  SUBTITLE_FILE_MESSAGES,
  type MediaMetadata,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FilesRepository, StoredFileRecord } from '../../repositories/database/files.repository.js';
import type {
  JobRecord,
  JobsRepository,
  StoredJobResult,
} from '../../repositories/database/jobs.repository.js';
import type { FileStorage } from '../../repositories/storage/file-storage.repository.js';
import type { ScratchStorage } from '../../repositories/storage/scratch.repository.js';
import {
  EncodeCancelledError,
  EncodeFailedError,
  type EncodeExecutor,
  type EncodeOutcome,
} from '../encode/encode-executor.js';
import type { CreditsService } from '../credits/credits.service.js';
import { randomId } from '../random-id.js';
import { finishJob, type FinalState, type JobPublisher } from './job-finish.js';
import { createProgressTracker, JOB_PERCENT, processingPercent } from './job-progress.js';
import type { OutputChecker } from './output-check.js';
import { outputMetadata, outputMimeType, resultFileName } from './output-file.js';
import { subtitleInputOf } from './subtitle-input.js';

/** Why a running job was stopped from outside (the queue's abort reason). */
export type StopReason = 'cancel' | 'shutdown' | 'timeout';

export interface RunControl {
  readonly signal: AbortSignal;
  readonly reason: () => StopReason | undefined;
}

export interface JobRunnerDeps {
  readonly jobs: JobsRepository;
  readonly files: FilesRepository;
  readonly storage: Pick<FileStorage, 'localPath' | 'importFile' | 'remove'>;
  readonly scratch: Pick<ScratchStorage, 'create' | 'remove'>;
  /** Hard-links (or copies) a file to a new path: the compression result that is the source itself. */
  readonly linkFile: (source: string, target: string) => Promise<void>;
  readonly executor: EncodeExecutor;
  /** A failed job produced nothing: its credit goes back (D45). */
  readonly credits: Pick<CreditsService, 'refundConversionByKey'>;
  readonly publisher: JobPublisher;
  readonly now: () => number;
  readonly resultTtlMs: number;
  readonly jobTimeoutMs: number;
  readonly log: FastifyBaseLogger;
  readonly progressWriteIntervalMs?: number;
  /** Probes and hashes every encoded result before it is published (output-check.ts, D58). */
  readonly checkOutput?: OutputChecker;
}

export type JobRunner = (job: JobRecord, control: RunControl) => Promise<void>;

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { publisher } = deps;

  /** Moves a file of the scratch directory into storage and records it as the job's output. */
  async function publish(
    job: JobRecord,
    input: StoredFileRecord,
    localFile: string,
    outcome: Exclude<EncodeOutcome, { kind: 'failed' }>,
    checked: { readonly metadata: MediaMetadata; readonly sha256: string } | undefined,
  ): Promise<StoredJobResult> {
    const source = outcome.kind === 'source';
    const now = deps.now();
    const record: StoredFileRecord = {
      id: randomId(),
      owner: job.owner,
      storageKey: randomId(),
      fileName: resultFileName(input.fileName, job.format, outcome.format),
      fileSize: outcome.size,
      mimeType: source ? input.mimeType : outputMimeType(outcome.format),
      metadata: source
        ? input.metadata
        : (checked?.metadata ?? outputMetadata(input.metadata, outcome.format, job.settings)),
      // The source twin keeps its hash; an encoded output has the hash of its published bytes.
      sha256: source ? input.sha256 : (checked?.sha256 ?? ''),
      uploadMethod: 'output',
      createdAt: now,
      expiresAt: now + deps.resultTtlMs,
    };
    await deps.storage.importFile(localFile, record.storageKey);
    try {
      await deps.files.insert(record);
    } catch (error) {
      await deps.storage.remove(record.storageKey).catch(() => undefined);
      throw error;
    }
    return {
      fileId: record.id,
      fileName: record.fileName,
      mimeType: record.mimeType,
      size: record.fileSize,
      format: outcome.format,
      expiresAt: record.expiresAt,
      source,
    };
  }

  async function execute(job: JobRecord, control: RunControl, log: FastifyBaseLogger): Promise<FinalState> {
    const input = await deps.files.find(job.fileId);
    if (!input) return { kind: 'failed', error: JOB_API_ERROR_MESSAGES.inputMissing };
    const subtitle = await subtitleInputOf(job, deps);
    if (subtitle.kind === 'missing') return { kind: 'failed', error: SUBTITLE_FILE_MESSAGES.missing };
    const scratchDir = await deps.scratch.create(job.id);
    const tracker = createProgressTracker(job.progress, deps.progressWriteIntervalMs);
    let live: JobRecord = job;
    // `store`: written whatever the interval, so a polling client sees the phase change too.
    const report = (percent: number, message: string, outputSize: number | null, store = false): void => {
      live = { ...live, progress: tracker.advance(percent), message, outputSize, updatedAt: deps.now() };
      publisher.progress(live, tracker.writeDue(live.updatedAt) || store);
    };
    const working = JOB_PROGRESS_MESSAGES.processing[job.jobType];
    report(JOB_PERCENT.processingFrom, working, null);

    if (control.signal.aborted) throw new EncodeCancelledError('stopped before start');
    const outcome = await deps.executor.run(
      {
        jobId: job.id,
        input: {
          path: deps.storage.localPath(input.storageKey),
          size: input.fileSize,
          metadata: input.metadata,
          fileName: input.fileName,
        },
        format: job.format,
        mode: job.jobType,
        settings: job.settings,
        scratchDir,
        ...(subtitle.kind === 'file' ? { subtitle: subtitle.input } : {}),
      },
      {
        signal: control.signal,
        onProgress: (p) => report(processingPercent(p.fraction), working, p.outputBytes ?? live.outputSize),
      },
    );
    // A result that arrives as the abort lands is not delivered: the stop wins.
    if (control.signal.aborted) throw new EncodeCancelledError('stopped');
    if (outcome.kind === 'failed') return { kind: 'failed', error: outcome.message };

    // The encode is over: from here the phase is finalizing until the result is stored (D75).
    report(JOB_PERCENT.finalizing, JOB_PROGRESS_MESSAGES.finalizing, outcome.size, true);
    let localFile: string;
    let checked: { metadata: MediaMetadata; sha256: string } | undefined;
    if (outcome.kind === 'file') {
      localFile = outcome.path;
      if (deps.checkOutput) {
        const check = await deps.checkOutput({
          inputPath: deps.storage.localPath(input.storageKey),
          input: input.metadata,
          outputPath: localFile,
          format: outcome.format,
          settings: job.settings,
        });
        if (!check.ok) {
          log.warn({ reason: check.reason, format: outcome.format }, 'result refused by its check');
          return { kind: 'failed', error: OUTPUT_CHECK_FAILED_MESSAGE };
        }
        checked = check;
      }
    } else {
      localFile = path.join(scratchDir, `source-result.${outcome.format}`);
      await deps.linkFile(deps.storage.localPath(input.storageKey), localFile);
    }
    const result = await publish(job, input, localFile, outcome, checked);
    log.info({ outputSize: result.size, source: result.source }, 'job output published');
    return { kind: 'completed', result };
  }

  function classify(job: JobRecord, error: unknown, reason: StopReason | undefined, log: FastifyBaseLogger) {
    if (reason === 'shutdown') return { kind: 'requeue' } as const;
    if (reason === 'timeout')
      return { kind: 'failed', error: jobTimedOutMessage(deps.jobTimeoutMs) } as const;
    if (reason === 'cancel' || error instanceof EncodeCancelledError) return { kind: 'cancelled' } as const;
    if (error instanceof EncodeFailedError) {
      log.warn({ stderrTail: error.stderrTail, timedOut: error.timedOut }, error.message);
      return { kind: 'failed', error: error.message } as const;
    }
    log.error({ err: error }, 'job failed unexpectedly');
    return { kind: 'failed', error: MODE_FAILED_MESSAGES[job.jobType] } as const;
  }

  return async function runJob(job, control) {
    const log = deps.log.child({ jobId: job.id, fileId: job.fileId });
    log.info({ format: job.format, jobType: job.jobType, attempt: job.attempts }, 'job started');
    publisher.changed(job);
    let final: FinalState;
    try {
      final = await execute(job, control, log);
    } catch (error) {
      final = classify(job, error, control.reason(), log);
    } finally {
      await deps.scratch.remove(job.id).catch((error: unknown) => {
        log.error({ err: error }, 'could not remove the scratch directory');
      });
    }
    const finished = await finishJob(job, final, { ...deps, log });
    if (finished?.status === 'failed') {
      await deps.credits.refundConversionByKey(job.owner, job.id).catch((error: unknown) => {
        log.error({ err: error }, 'could not refund the credit of a failed job');
      });
    }
    log.info({ status: finished?.status ?? 'unchanged', outcome: final.kind }, 'job ended');
  };
}
