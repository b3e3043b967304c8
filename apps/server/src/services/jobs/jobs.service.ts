/**
 * Conversion and compression jobs (converter-compressor.md §7 "Own server: processing": convert, status,
 * result, cancel; §4 live updates): the owner's checks, the durable queue, recovery after a restart.
 */
import {
  BATCH_TASK_ID_PATTERN,
  ERROR_CODES,
  FIELD_MESSAGES,
  isSubtitleFile,
  JOB_API_ERROR_MESSAGES,
  JOB_PROGRESS_MESSAGES,
  SETTING_LABELS,
  SUBTITLE_FILE_MESSAGES,
  UPLOAD_ERROR_MESSAGES,
  type CancelJobResponse,
  type ConvertResponse,
  type JobProgressMessage,
  type JobResult,
  type JobStatusResponse,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { StoredFileRecord } from '../../repositories/database/files.repository.js';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobEvents } from '../../repositories/realtime/job-events.repository.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { DownloadTokens } from '../download-token.js';
import type { EncodeExecutor } from '../encode/encode-executor.js';
import { ownerKey, type Owner } from '../owner.js';
import { randomId } from '../random-id.js';
import { checkFormat, planConversion, type ConvertBody } from './convert-request.js';
import { createJobPublisher, endPatch } from './job-finish.js';
import { createJobQueue } from './job-queue.js';
import { recoverInterruptedJobs, type RecoveryDeps } from './job-recovery.js';
import { createJobRunner, type JobRunnerDeps } from './job-runner.js';
import { createJobView } from './job-view.js';

export interface JobsServiceDeps extends Omit<JobRunnerDeps, 'publisher' | 'scratch'> {
  readonly jobs: JobsRepository;
  readonly scratch: JobRunnerDeps['scratch'] & Parameters<typeof recoverInterruptedJobs>[0]['scratch'];
  readonly events: JobEvents;
  /** Stops what a dead run left encoding, at start-up (D66). */
  readonly leftovers?: RecoveryDeps['leftovers'];
  readonly tokens: DownloadTokens;
  readonly executor: EncodeExecutor;
  /** One credit per conversion (CC §6, D45): spent before the job exists, given back if it never runs. */
  readonly credits: Pick<CreditsService, 'spendForConversion' | 'refundConversionByKey'>;
  readonly concurrency: number;
  /** How long a cancel waits for the running encode to stop before answering (kill grace is 3 s). */
  readonly cancelWaitMs?: number;
  readonly log: FastifyBaseLogger;
}

export interface CreateJobRequest {
  readonly fileId: string;
  readonly format: string;
  readonly body: ConvertBody & { readonly batchTaskId?: string | undefined };
  /** The X-Batch-Task-Id header, when the body names none. */
  readonly batchTaskHeader?: string | undefined;
}

export interface JobsService {
  create(owner: Owner, request: CreateJobRequest): Promise<ConvertResponse>;
  status(owner: Owner, jobId: string): Promise<JobStatusResponse>;
  result(owner: Owner, jobId: string): Promise<JobResult>;
  cancel(owner: Owner, jobId: string): Promise<CancelJobResponse>;
  /** The job's current progress message for its owner (socket subscribe), else undefined. */
  snapshot(owner: string, jobId: string): Promise<JobProgressMessage | undefined>;
  /** Recovers what a previous process left running, then starts taking jobs. */
  start(): Promise<void>;
  /** Stops taking jobs; running ones are aborted and left pending for the next start. */
  stop(): Promise<void>;
}

const DEFAULT_CANCEL_WAIT_MS = 10_000;
const jobNotFound = () => new AppError(ERROR_CODES.JOB_NOT_FOUND, JOB_API_ERROR_MESSAGES.jobNotFound);
const fileNotFound = () => new AppError(ERROR_CODES.FILE_NOT_FOUND, UPLOAD_ERROR_MESSAGES.fileNotFound);
const jobFinished = () => new AppError(ERROR_CODES.JOB_FINISHED, JOB_API_ERROR_MESSAGES.jobFinished);

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const { jobs, files } = deps;
  const view = createJobView(deps.tokens);
  const publisher = createJobPublisher({ jobs, events: deps.events, view, log: deps.log });
  const run = createJobRunner({ ...deps, publisher });
  const queue = createJobQueue({ ...deps, jobs, run });

  const ownedJob = async (owner: string, jobId: string): Promise<JobRecord | undefined> => {
    const job = await jobs.find(jobId);
    return job?.owner === owner ? job : undefined;
  };
  const findOwned = async (owner: Owner, jobId: string): Promise<JobRecord> => {
    const job = await ownedJob(ownerKey(owner), jobId);
    if (!job) throw jobNotFound();
    return job;
  };
  const ownedFile = async (owner: string, fileId: string): Promise<StoredFileRecord | undefined> => {
    const file = await files.find(fileId);
    return file?.owner === owner && file.expiresAt > deps.now() ? file : undefined;
  };

  /** An uploaded subtitle (D27, D76: a server file id) must be one of the owner's subtitle files. */
  async function checkSubtitle(owner: string, settings: Readonly<Record<string, unknown>>): Promise<void> {
    const id = settings.subtitle_file;
    if (settings.add_subtitle !== 'upload' || typeof id !== 'string' || id === '') return;
    const file = await ownedFile(owner, id);
    if (file && isSubtitleFile(file.metadata)) return;
    // Someone else's file reads as no file at all (D18).
    const message = file
      ? SUBTITLE_FILE_MESSAGES.notASubtitle
      : FIELD_MESSAGES.fileRequired(SETTING_LABELS.subtitle_file ?? 'Subtitle');
    throw new AppError(ERROR_CODES.INVALID_SETTINGS, message, {
      errors: [{ field: 'subtitle_file', message }],
    });
  }

  function batchTaskIdOf(request: CreateJobRequest): string | null {
    const id = request.body.batchTaskId ?? request.batchTaskHeader;
    if (id === undefined) return null;
    if (BATCH_TASK_ID_PATTERN.test(id)) return id;
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'Invalid request', {
      issues: [{ path: 'batchTaskId', message: 'Invalid batch task id' }],
    });
  }

  async function cancelStrayRun(job: JobRecord): Promise<void> {
    // Claimed this very moment by the queue (its run starts on the next turn), or a stale row.
    await new Promise((resolve) => setImmediate(resolve));
    if (await queue.stopJob(job.id, 'cancel', deps.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS)) return;
    const now = deps.now();
    const ended = await jobs.update(
      job.id,
      ['running'],
      endPatch(job, { kind: 'cancelled' }, now, deps.resultTtlMs),
      now,
    );
    if (ended) publisher.changed(ended);
  }

  return {
    async create(owner, request) {
      const jobType = checkFormat(request.format, request.body);
      const batchTaskId = batchTaskIdOf(request);
      const key = ownerKey(owner);
      // Someone else's file answers exactly like a missing one (D18).
      const input = await ownedFile(key, request.fileId);
      if (!input) throw fileNotFound();
      if (isSubtitleFile(input.metadata)) {
        throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, SUBTITLE_FILE_MESSAGES.notConvertible);
      }
      const plan = planConversion(input.metadata, request.format, jobType, request.body.settings);
      await checkSubtitle(key, request.body.settings);
      const jobId = randomId();
      // The atomic spend refuses with DAILY_LIMIT_REACHED / INSUFFICIENT_CREDITS before anything is queued.
      await deps.credits.spendForConversion(owner, jobId);
      const job = await jobs
        .insert({
          id: jobId,
          owner: key,
          fileId: input.id,
          format: request.format,
          jobType,
          settings: plan.settings,
          batchTaskId,
          message: JOB_PROGRESS_MESSAGES.queued,
          originalSize: input.fileSize,
          createdAt: deps.now(),
        })
        .catch(async (error: unknown) => {
          await deps.credits.refundConversionByKey(key, jobId);
          throw error;
        });
      publisher.changed(job);
      queue.poke();
      return {
        jobId: job.id,
        estimatedTime: plan.estimatedTime,
        jobType,
        inputMetadata: plan.inputMetadata,
        status: job.status,
        ...(batchTaskId ? { batchTaskId } : {}),
        warnings: plan.warnings,
      };
    },
    async status(owner, jobId) {
      return view.status(await findOwned(owner, jobId));
    },
    async result(owner, jobId) {
      const job = await findOwned(owner, jobId);
      const result = view.result(job);
      if (!result) {
        throw new AppError(ERROR_CODES.JOB_NOT_COMPLETED, JOB_API_ERROR_MESSAGES.jobNotCompleted, {
          status: job.status,
        });
      }
      if (!(await ownedFile(job.owner, result.fileId))) throw fileNotFound();
      return result;
    },
    async cancel(owner, jobId) {
      let job = await findOwned(owner, jobId);
      if (job.status === 'pending') {
        const now = deps.now();
        const patch = endPatch(job, { kind: 'cancelled' }, now, deps.resultTtlMs);
        const cancelled = await jobs.update(jobId, ['pending'], patch, now);
        if (cancelled) {
          // Never started: nothing was processed, so the credit goes back (D45).
          await deps.credits.refundConversionByKey(job.owner, job.id);
          publisher.changed(cancelled);
          return { jobId, status: 'cancelled' };
        }
        job = await findOwned(owner, jobId);
      }
      if (job.status === 'running') {
        const stopped = await queue.stopJob(jobId, 'cancel', deps.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS);
        if (!stopped) await cancelStrayRun(job);
        job = await findOwned(owner, jobId);
        // Still 'running' only when the encode is slower to stop than the wait: it ends as cancelled.
        if (job.status === 'cancelled' || job.status === 'running') return { jobId, status: 'cancelled' };
      }
      throw jobFinished();
    },
    async snapshot(owner, jobId) {
      const job = await ownedJob(owner, jobId);
      return job && view.progress(job);
    },
    async start() {
      const report = await recoverInterruptedJobs({ ...deps, publisher });
      const { requeued, failed, scratchRemoved, processesStopped } = report;
      if (requeued + failed + scratchRemoved + processesStopped > 0) deps.log.info(report, 'job recovery');
      queue.poke();
    },
    stop: () => queue.close(),
  };
}
