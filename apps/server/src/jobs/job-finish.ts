/**
 * Writing how a job's run ended. Every status change is a conditional update (`where status =
 * 'running'`), so a stale writer (a late progress write, a second process) can never move a finished job.
 */
import {
  JOB_CANCELLED_MESSAGE,
  JOB_PROGRESS_MESSAGES,
  JOB_FAILED_MESSAGES,
  type ErrorCode,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type {
  JobPatch,
  JobRecord,
  JobsRepository,
  StoredJobResult,
} from '../repositories/database/jobs.repository.js';
import type { JobFiles } from './job-files.js';
import { JOB_PERCENT } from './job-progress.js';
import type { JobQueueEvents } from './queue/job-queue.js';

/** How a run ended. `requeue`: the server is shutting down; the job waits for the next start. */
export type FinalState =
  | { readonly kind: 'completed'; readonly result: StoredJobResult }
  | { readonly kind: 'failed'; readonly error: string; readonly code?: ErrorCode }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'requeue' };

export interface FinishDeps {
  readonly jobs: Pick<JobsRepository, 'update'>;
  readonly files: Pick<JobFiles, 'discardOutput'>;
  readonly events: JobQueueEvents;
  readonly now: () => number;
  readonly resultTtlMs: number;
  readonly log: FastifyBaseLogger;
}

/** The columns a run's end writes. */
export function endPatch(job: JobRecord, final: FinalState, now: number, ttl: number): JobPatch {
  const ended = { finishedAt: now, expiresAt: now + ttl };
  switch (final.kind) {
    case 'completed':
      return {
        ...ended,
        expiresAt: final.result.expiresAt,
        status: 'completed',
        progress: JOB_PERCENT.completed,
        message: JOB_PROGRESS_MESSAGES.completed,
        error: null,
        resultFileId: final.result.fileId,
        result: final.result,
        outputSize: final.result.size,
      };
    case 'failed':
      return {
        ...ended,
        status: 'failed',
        message: JOB_FAILED_MESSAGES[job.jobType],
        error: final.error,
        ...(final.code === undefined ? {} : { errorCode: final.code }),
      };
    case 'cancelled':
      return {
        ...ended,
        status: 'cancelled',
        message: JOB_PROGRESS_MESSAGES.cancelled,
        error: JOB_CANCELLED_MESSAGE,
      };
    case 'requeue':
      // A graceful stop is not the job's fault: the attempt it used is given back (decisions D-jobs).
      return {
        status: 'pending',
        progress: JOB_PERCENT.queued,
        message: JOB_PROGRESS_MESSAGES.queued,
        attempts: Math.max(0, job.attempts - 1),
        startedAt: null,
        outputSize: null,
      };
  }
}

/** Writes the end of a run (only while the job is still running) and tells subscribers. */
export async function finishJob(
  job: JobRecord,
  final: FinalState,
  deps: FinishDeps,
): Promise<JobRecord | undefined> {
  const now = deps.now();
  const updated = await deps.jobs.update(
    job.id,
    ['running'],
    endPatch(job, final, now, deps.resultTtlMs),
    now,
  );
  if (!updated) {
    // Someone else ended the job meanwhile: a result nobody will reference is removed at once.
    if (final.kind === 'completed') {
      await deps.files.discardOutput(final.result.fileId);
      deps.log.warn({ jobId: job.id }, 'job ended elsewhere; its output was discarded');
    }
    return undefined;
  }
  deps.events.changed(updated);
  return updated;
}
