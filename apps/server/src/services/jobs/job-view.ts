/**
 * The wire shapes of a job (packages/shared job-api.ts, socket-events.ts) from its stored record:
 * status answers, results with a fresh download token, and the two socket messages.
 */
import {
  fileDownloadPath,
  phaseForProgress,
  type JobProgressMessage,
  type JobResult,
  type JobStatusResponse,
  type JobUpdateMessage,
  type ProgressMetadata,
} from '@mediaforge/shared';
import type { JobRecord, StoredJobResult } from '../../repositories/database/jobs.repository.js';
import type { DownloadTokens } from '../download-token.js';

const ANONYMOUS_PREFIX = 'anonymous:';

/** Sizes of a job (CC §3 "Progress message"): the input, the output so far or final. */
export function progressMetadata(job: JobRecord): ProgressMetadata {
  const final = job.status === 'completed' && job.outputSize !== null;
  return {
    fileSize: job.originalSize,
    ...(job.outputSize !== null ? { outputSize: job.outputSize } : {}),
    ...(final ? { totalSize: job.outputSize ?? undefined } : {}),
    ...(final && job.jobType === 'compression' ? { compressedSize: job.outputSize ?? undefined } : {}),
  };
}

/** The result of a completed job with a download token valid until the result expires (D21). */
export function toJobResult(job: JobRecord, stored: StoredJobResult, tokens: DownloadTokens): JobResult {
  const downloadToken = tokens.sign(stored.fileId, stored.expiresAt);
  return {
    fileId: stored.fileId,
    fileName: stored.fileName,
    mimeType: stored.mimeType,
    totalSize: stored.size,
    fileSize: stored.size,
    originalSize: job.originalSize,
    ...(job.jobType === 'compression' ? { compressedSize: stored.size } : {}),
    downloadToken,
    downloadUrl: fileDownloadPath(stored.fileId, downloadToken),
    expiresAt: stored.expiresAt,
    results: [{ fileId: stored.fileId, downloadToken }],
  };
}

export interface JobView {
  status(job: JobRecord): JobStatusResponse;
  result(job: JobRecord): JobResult | null;
  progress(job: JobRecord): JobProgressMessage;
  update(job: JobRecord): JobUpdateMessage;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function createJobView(tokens: DownloadTokens): JobView {
  const result = (job: JobRecord): JobResult | null =>
    job.status === 'completed' && job.result ? toJobResult(job, job.result, tokens) : null;
  return {
    result,
    status(job) {
      return {
        jobId: job.id,
        jobType: job.jobType,
        status: job.status,
        progress: job.progress,
        phase: phaseForProgress(job.progress, job.status),
        message: job.message,
        metadata: progressMetadata(job),
        result: result(job),
        error: job.error,
        batchTaskId: job.batchTaskId,
        createdAt: new Date(job.createdAt).toISOString(),
        updatedAt: new Date(job.updatedAt).toISOString(),
        startedAt: iso(job.startedAt),
        finishedAt: iso(job.finishedAt),
      };
    },
    progress(job) {
      const done = result(job);
      return {
        jobId: job.id,
        progress: job.progress,
        status: job.status,
        phase: phaseForProgress(job.progress, job.status),
        message: job.message,
        metadata: progressMetadata(job),
        isAnonymous: job.owner.startsWith(ANONYMOUS_PREFIX),
        ...(done ? { result: done } : {}),
        error: job.error,
        createdAt: new Date(job.createdAt).toISOString(),
        updatedAt: new Date(job.updatedAt).toISOString(),
      };
    },
    update(job) {
      return {
        jobId: job.id,
        status: job.status,
        progress: job.progress,
        phase: phaseForProgress(job.progress, job.status),
        result: result(job),
        error: job.error,
        // Part of the message (CC §3); the balance itself is served by the credits endpoint.
        creditInfo: null,
      };
    },
  };
}
