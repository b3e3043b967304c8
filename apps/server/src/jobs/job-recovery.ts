/**
 * Startup recovery (DESIGN.md §5 "a job interrupted by a crash is re-queued or failed with a clear error,
 * never left running"): nothing runs before the queue starts, so every 'running' row belongs to a process
 * that died. Its run counted as an attempt: under MAX_JOB_ATTEMPTS it waits again, otherwise it fails
 * with JOB_INTERRUPTED_MESSAGE (a job that crashes the server is not retried forever). Any process still
 * working in an interrupted job's scratch directory is stopped first (D66), then every scratch directory
 * left on disk is removed.
 */
import { JOB_INTERRUPTED_MESSAGE, JOB_PROGRESS_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, JobsRepository } from '../repositories/database/jobs.repository.js';
import type { LeftoverProcesses } from '../repositories/process/leftover-processes.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { endPatch } from './job-finish.js';
import { JOB_PERCENT } from './job-progress.js';
import type { JobQueueEvents } from './queue/job-queue.js';

/** A job is started at most this often by restarts: the first run plus one re-queue. */
export const MAX_JOB_ATTEMPTS = 2;

export interface RecoveryDeps {
  readonly jobs: Pick<JobsRepository, 'listByStatus' | 'update'>;
  readonly scratch: Pick<ScratchStorage, 'list' | 'remove' | 'dirOf'>;
  /** Stops encoders a dead run left working in a scratch directory (absent in unit tests). */
  readonly leftovers?: Pick<LeftoverProcesses, 'stopReferencing'>;
  readonly events: JobQueueEvents;
  readonly now: () => number;
  readonly resultTtlMs: number;
  readonly log: FastifyBaseLogger;
}

export interface RecoveryReport {
  readonly requeued: number;
  readonly failed: number;
  readonly scratchRemoved: number;
  readonly processesStopped: number;
}

export async function recoverInterruptedJobs(deps: RecoveryDeps): Promise<RecoveryReport> {
  let requeued = 0;
  let failed = 0;
  const interrupted = await deps.jobs.listByStatus('running');
  const leftoverDirs = await deps.scratch.list();
  // Before the job can run again: an old encoder must not keep writing beside the new run (D66).
  const ids = new Set([...interrupted.map((job) => job.id), ...leftoverDirs.map((dir) => dir.key)]);
  const stopped = (await deps.leftovers?.stopReferencing([...ids].map((id) => deps.scratch.dirOf(id)))) ?? [];
  if (stopped.length > 0) deps.log.warn({ pids: stopped }, 'stopped leftover processes of interrupted jobs');
  for (const job of interrupted) {
    const retry = job.attempts < MAX_JOB_ATTEMPTS;
    const now = deps.now();
    // The requeue patch gives an attempt back (graceful stop); a crash keeps it, so restore it here.
    const patch = retry
      ? { ...endPatch(job, { kind: 'requeue' }, now, deps.resultTtlMs), attempts: job.attempts }
      : endPatch(job, { kind: 'failed', error: JOB_INTERRUPTED_MESSAGE }, now, deps.resultTtlMs);
    const updated: JobRecord | undefined = await deps.jobs.update(job.id, ['running'], patch, now);
    if (!updated) continue;
    deps.log.warn(
      { jobId: job.id, attempts: job.attempts, status: updated.status },
      'interrupted job recovered',
    );
    deps.events.changed(updated);
    if (retry) requeued += 1;
    else failed += 1;
  }
  let scratchRemoved = 0;
  for (const dir of leftoverDirs) {
    await deps.scratch.remove(dir.key);
    scratchRemoved += 1;
  }
  return { requeued, failed, scratchRemoved, processesStopped: stopped.length };
}

export type TakeOverDeps = Omit<RecoveryDeps, 'jobs' | 'scratch'> & {
  readonly jobs: Pick<JobsRepository, 'update'>;
  readonly scratch: Pick<ScratchStorage, 'remove' | 'dirOf'>;
};

/**
 * A job the queue handed on after its worker died (scaled mode: BullMQ saw the worker's lock expire).
 * The same rule as at start-up: whatever the dead run left in its scratch directory on this node is
 * stopped and removed; under MAX_JOB_ATTEMPTS the job is claimed for a new run (answered), otherwise it
 * fails with JOB_INTERRUPTED_MESSAGE. Both writes are conditional on the row still being running, so
 * of two workers that both believe they took it over only one gets it.
 */
export async function takeOverInterruptedJob(
  job: JobRecord,
  deps: TakeOverDeps,
): Promise<JobRecord | undefined> {
  const dir = deps.scratch.dirOf(job.id);
  const stopped = (await deps.leftovers?.stopReferencing([dir])) ?? [];
  if (stopped.length > 0) deps.log.warn({ pids: stopped, jobId: job.id }, 'stopped leftover processes');
  await deps.scratch.remove(job.id);
  const now = deps.now();
  if (job.attempts >= MAX_JOB_ATTEMPTS) {
    const patch = endPatch(job, { kind: 'failed', error: JOB_INTERRUPTED_MESSAGE }, now, deps.resultTtlMs);
    const failed = await deps.jobs.update(job.id, ['running'], patch, now);
    if (failed) deps.events.changed(failed);
    deps.log.warn({ jobId: job.id, attempts: job.attempts }, 'interrupted job failed after its attempts');
    return undefined;
  }
  const claimed = await deps.jobs.update(
    job.id,
    ['running'],
    { ...claimPatch(job.attempts, now), outputSize: null },
    now,
  );
  if (claimed) deps.log.warn({ jobId: job.id, attempts: job.attempts }, 'interrupted job taken over');
  return claimed;
}

/** What a claim writes (the embedded queue's claimNext writes the same in SQL). */
export function claimPatch(attempts: number, now: number) {
  return {
    status: 'running',
    attempts: attempts + 1,
    startedAt: now,
    progress: JOB_PERCENT.starting,
    message: JOB_PROGRESS_MESSAGES.starting,
  } as const;
}

/**
 * Start-up of a worker in the scaled mode: other workers (perhaps on this machine, on the same data
 * directory) keep running their jobs, so only the directories of finished or unknown jobs are
 * leftovers. A running job's directory is cleaned by whoever takes the job over, a pending one's by the
 * run that claims it (ScratchStorage.create starts empty); removing those here could race that run.
 */
export async function removeStaleScratch(deps: {
  readonly jobs: Pick<JobsRepository, 'find'>;
  readonly scratch: Pick<ScratchStorage, 'list' | 'remove'>;
}): Promise<number> {
  let removed = 0;
  for (const dir of await deps.scratch.list()) {
    const status = (await deps.jobs.find(dir.key))?.status;
    if (status === 'running' || status === 'pending') continue;
    await deps.scratch.remove(dir.key);
    removed += 1;
  }
  return removed;
}
