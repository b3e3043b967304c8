/**
 * Conversion and compression jobs (converter-compressor.md §7 "Own server: processing": convert, status,
 * result, cancel; §4 live updates): the owner's checks, the job's typed payload, the credit. The job is
 * handed to the queue port; running it is the worker's (apps/server/src/jobs/).
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
import { AppError } from '../../errors/app-error.js';
import type { FilesRepository, StoredFileRecord } from '../../repositories/database/files.repository.js';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobQueue } from '../../jobs/queue/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { DownloadTokens } from '../download-token.js';
import { ownerKey, type Owner } from '../owner.js';
import { randomId } from '../random-id.js';
import { checkFormat, planConversion, type ConvertBody } from './convert-request.js';
import { createJobView } from './job-view.js';

export interface JobsServiceDeps {
  readonly jobs: Pick<JobsRepository, 'insert' | 'find'>;
  readonly files: Pick<FilesRepository, 'find'>;
  /** Where created jobs wait, and through which they are cancelled and announced. */
  readonly queue: Pick<JobQueue, 'enqueue' | 'cancel' | 'events'>;
  readonly tokens: DownloadTokens;
  /** One credit per conversion (CC §6, D45): spent before the job exists, given back if it never runs. */
  readonly credits: Pick<
    CreditsService,
    'spendForConversion' | 'refundConversionByKey' | 'refundDownloadByKey'
  >;
  readonly now: () => number;
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
  /** The status as a socket subscriber first receives it (by owner key), else undefined. */
  snapshot(owner: string, jobId: string): Promise<JobProgressMessage | undefined>;
}

const jobNotFound = () => new AppError(ERROR_CODES.JOB_NOT_FOUND, JOB_API_ERROR_MESSAGES.jobNotFound);
const fileNotFound = () => new AppError(ERROR_CODES.FILE_NOT_FOUND, UPLOAD_ERROR_MESSAGES.fileNotFound);
const jobFinished = () => new AppError(ERROR_CODES.JOB_FINISHED, JOB_API_ERROR_MESSAGES.jobFinished);

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const { jobs, files, queue } = deps;
  const view = createJobView(deps.tokens);

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
      const plan = planConversion(input, request.format, jobType, request.body.settings);
      await checkSubtitle(key, request.body.settings);
      const jobId = randomId();
      // The atomic spend refuses with DAILY_LIMIT_REACHED / INSUFFICIENT_CREDITS before anything is queued.
      await deps.credits.spendForConversion(owner, jobId);
      const job = await jobs
        .insert({
          id: jobId,
          owner: key,
          ...plan.spec,
          batchTaskId,
          message: JOB_PROGRESS_MESSAGES.queued,
          originalSize: input.fileSize,
          createdAt: deps.now(),
        })
        .catch(async (error: unknown) => {
          await deps.credits.refundConversionByKey(key, jobId);
          throw error;
        });
      queue.events.changed(job);
      queue.enqueue(job);
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
      const job = await findOwned(owner, jobId);
      const outcome = await queue.cancel(job.id);
      if (outcome.kind === 'finished') throw jobFinished();
      if (outcome.kind === 'dequeued') {
        // Never started: nothing was processed, so the credit goes back (D45).
        const refund =
          job.kind === 'download' ? deps.credits.refundDownloadByKey : deps.credits.refundConversionByKey;
        await refund(job.owner, job.id);
        queue.events.changed(outcome.job);
      }
      return { jobId, status: 'cancelled' };
    },
    async snapshot(owner, jobId) {
      const job = await ownedJob(owner, jobId);
      return job && view.progress(job);
    },
  };
}
