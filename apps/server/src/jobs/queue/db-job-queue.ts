/**
 * The durable in-process queue of the embedded mode (DESIGN.md §1): the jobs table is the queue. A
 * worker slot claims the oldest pending job with one conditional update, runs it, and claims the next;
 * at most `concurrency` run at once (active-runs.ts holds them: cancel, shutdown and the wall-clock cap
 * abort a run with their reason).
 */
import { JOB_PROGRESS_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import { endPatch } from '../job-finish.js';
import { JOB_PERCENT } from '../job-progress.js';
import { createActiveRuns } from './active-runs.js';
import type { ClaimedJobRun, JobQueue, JobQueueEvents } from './job-queue.js';

export interface DbJobQueueDeps {
  readonly jobs: Pick<JobsRepository, 'claimNext' | 'find' | 'update'>;
  readonly events: JobQueueEvents;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  readonly resultTtlMs: number;
  /** How long a cancel waits for the running job to stop before answering (kill grace is 3 s). */
  readonly cancelWaitMs?: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

const DEFAULT_CANCEL_WAIT_MS = 10_000;

export function createDbJobQueue(deps: DbJobQueueDeps): JobQueue {
  const runs = createActiveRuns(deps);
  const cancelWaitMs = deps.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS;
  let run: ClaimedJobRun | undefined;
  let closed = false;
  let pumping: Promise<void> | undefined;
  let again = false;

  async function fill(runJob: ClaimedJobRun): Promise<void> {
    while (!closed && runs.size < deps.concurrency) {
      const job = await deps.jobs.claimNext(
        { progress: JOB_PERCENT.starting, message: JOB_PROGRESS_MESSAGES.starting },
        deps.now(),
      );
      if (!job) return;
      // Launched even when closing meanwhile: close() waits for this loop, then aborts it like the
      // others, so the run hands it back as pending instead of leaving it 'running'.
      void runs.launch(job, runJob).then(pump);
    }
  }

  /** Claims while there is room; nothing is claimed before a worker asked for jobs (after recovery). */
  function pump(): void {
    const runJob = run;
    if (closed || !runJob) return;
    if (pumping) {
      again = true;
      return;
    }
    const loop = async (): Promise<void> => {
      do {
        again = false;
        await fill(runJob);
      } while (again && !closed);
    };
    pumping = loop()
      .catch((error: unknown) => deps.log.error({ err: error }, 'could not claim a job'))
      .finally(() => {
        pumping = undefined;
      });
  }

  /** A running row no run of this process holds: claimed this very moment, or a stale row. */
  async function cancelStrayRun(job: JobRecord): Promise<void> {
    // Just claimed: its run starts on the next turn, and is then stopped like any other.
    await new Promise((resolve) => setImmediate(resolve));
    if (await runs.cancel(job.id, cancelWaitMs)) return;
    const now = deps.now();
    const ended = await deps.jobs.update(
      job.id,
      ['running'],
      endPatch(job, { kind: 'cancelled' }, now, deps.resultTtlMs),
      now,
    );
    if (ended) deps.events.changed(ended);
  }

  return {
    recovery: 'startup',
    events: deps.events,
    enqueue: () => pump(),
    claim(runner) {
      // Nothing is taken over here: at start every running row is a dead run (job-recovery.ts).
      run = runner.run;
      pump();
    },
    async cancel(jobId) {
      let job = await deps.jobs.find(jobId);
      if (job?.status === 'pending') {
        const now = deps.now();
        const patch = endPatch(job, { kind: 'cancelled' }, now, deps.resultTtlMs);
        const cancelled = await deps.jobs.update(jobId, ['pending'], patch, now);
        if (cancelled) return { kind: 'dequeued', job: cancelled };
        job = await deps.jobs.find(jobId);
      }
      if (job?.status === 'running') {
        if (!(await runs.cancel(jobId, cancelWaitMs))) await cancelStrayRun(job);
        job = await deps.jobs.find(jobId);
        // Still 'running' only when the run is slower to stop than the wait: it ends as cancelled.
        if (job?.status === 'cancelled' || job?.status === 'running') return { kind: 'stopped' };
      }
      return { kind: 'finished' };
    },
    async close() {
      closed = true;
      await pumping;
      await runs.stopAll('shutdown');
    },
  };
}
