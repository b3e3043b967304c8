/**
 * The jobs-table queue shared by several processes (PostgreSQL without a broker; docs/decisions.md
 * D234). The embedded queue (db-job-queue.ts) claims atomically, so two workers never run one job; what
 * it cannot know alone is what other processes did, so on a timer this adapter
 *  - tells it about jobs an API node queued (the pump runs only on local events otherwise),
 *  - proves this worker's running jobs alive, and stops a run whose row was ended elsewhere (a cancel
 *    answered by an API node),
 *  - recovers running rows nobody proved alive for `staleAfterMs` (their worker died): back to pending
 *    under MAX_JOB_ATTEMPTS, else failed, as start-up recovery does in the embedded mode.
 * At start nothing is recovered wholesale (recovery 'takeover'): other workers' jobs are alive.
 */
import { JOB_INTERRUPTED_MESSAGE } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLivenessRepository } from '../../repositories/database/job-liveness.repository.js';
import type { JobsRepository } from '../../repositories/database/jobs.repository.js';
import { endPatch } from '../job-finish.js';
import { MAX_JOB_ATTEMPTS } from '../job-recovery.js';
import type { ClaimedJobRun, JobQueue, StopReason } from './job-queue.js';

export interface SharedDbJobQueueDeps {
  /** The jobs-table queue of this process (createDbJobQueue). */
  readonly inner: JobQueue;
  readonly jobs: Pick<JobsRepository, 'find' | 'update'>;
  readonly liveness: JobLivenessRepository;
  readonly pollIntervalMs: number;
  readonly staleAfterMs: number;
  readonly resultTtlMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

const STALE_BATCH = 50;

export function createSharedDbJobQueue(deps: SharedDbJobQueueDeps): JobQueue {
  const { inner } = deps;
  /** This process's runs, each with a way to stop it when its row was ended elsewhere. */
  const mine = new Map<string, (reason: StopReason) => void>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  /** Runs `run` under a signal this adapter can abort too. */
  const watched =
    (run: ClaimedJobRun): ClaimedJobRun =>
    async (job, control) => {
      const controller = new AbortController();
      let reason: StopReason | undefined;
      mine.set(job.id, (why) => {
        reason ??= why;
        controller.abort(why);
      });
      try {
        await run(job, {
          signal: AbortSignal.any([control.signal, controller.signal]),
          reason: () => control.reason() ?? reason,
        });
      } finally {
        mine.delete(job.id);
      }
    };

  async function recoverStale(now: number): Promise<number> {
    const cutoff = now - deps.staleAfterMs;
    let recovered = 0;
    for (const id of await deps.liveness.listStale(cutoff, STALE_BATCH)) {
      if (mine.has(id) || !(await deps.liveness.takeStale(id, cutoff, now))) continue;
      const job = await deps.jobs.find(id);
      if (job?.status !== 'running') continue;
      const retry = job.attempts < MAX_JOB_ATTEMPTS;
      // The requeue patch gives an attempt back (graceful stop); a dead worker's run keeps it.
      const patch = retry
        ? { ...endPatch(job, { kind: 'requeue' }, now, deps.resultTtlMs), attempts: job.attempts }
        : endPatch(job, { kind: 'failed', error: JOB_INTERRUPTED_MESSAGE }, now, deps.resultTtlMs);
      const updated = await deps.jobs.update(id, ['running'], patch, now);
      if (!updated) continue;
      deps.log.warn({ jobId: id, attempts: job.attempts, status: updated.status }, 'stale job recovered');
      inner.events.changed(updated);
      recovered += 1;
    }
    return recovered;
  }

  async function tick(): Promise<void> {
    const now = deps.now();
    const alive = await deps.liveness.prove([...mine.keys()], now);
    for (const [id, stop] of mine) if (!alive.has(id)) stop('cancel');
    await recoverStale(now);
    const pendingId = await deps.liveness.oldestPendingId();
    const pending = pendingId === undefined ? undefined : await deps.jobs.find(pendingId);
    if (pending) inner.enqueue(pending);
  }

  return {
    recovery: 'takeover',
    events: inner.events,
    enqueue: (job) => inner.enqueue(job),
    cancel: (jobId) => inner.cancel(jobId),
    claim(runner) {
      inner.claim({ ...runner, run: watched(runner.run) });
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((error: unknown) => deps.log.error({ err: error }, 'shared queue check failed'))
          .finally(() => {
            ticking = undefined;
          });
      }, deps.pollIntervalMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await ticking;
      await inner.close();
    },
  };
}
