/**
 * The job queue of the scaled mode (DESIGN.md §1): BullMQ schedules, the jobs table decides. BullMQ
 * hands a job id to some worker; the worker claims the row with a conditional update (pending →
 * running), so a second delivery of the same id finds nothing to claim, and every end is written only
 * while the row is still running, so of two runs of one job only one result is ever recorded. A worker
 * that dies stops renewing BullMQ's lock; BullMQ hands the id on, and the row, still running, is taken
 * over (JobRunner.takeOver: the dead run's leftovers go, the attempt count decides). Cancel reaches
 * whichever process runs the job through Redis (job-signals.repository.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { DeliveryOutcome, JobBroker } from '../../repositories/queue/bullmq-broker.repository.js';
import type { JobSignals } from '../../repositories/queue/job-signals.repository.js';
import { endPatch, type FinalState } from '../job-finish.js';
import { claimPatch } from '../job-recovery.js';
import { createActiveRuns } from './active-runs.js';
import { reconcileWithBroker } from './broker-reconcile.js';
import type { JobQueue, JobQueueEvents, JobRunner } from './job-queue.js';

export interface BullmqJobQueueDeps {
  readonly broker: JobBroker;
  readonly signals: JobSignals;
  readonly jobs: Pick<JobsRepository, 'find' | 'update' | 'listByStatus'>;
  readonly events: JobQueueEvents;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  readonly resultTtlMs: number;
  /** How long a cancel waits for the running job to stop before answering (kill grace is 3 s). */
  readonly cancelWaitMs?: number;
  /** How often a worker schedules rows the broker lost (a failed enqueue, a flushed Redis). */
  readonly reconcileIntervalMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

const DEFAULT_CANCEL_WAIT_MS = 10_000;
/** How often a cancel looks whether the run another process holds has ended. */
const CANCEL_POLL_MS = 50;

export function createBullmqJobQueue(deps: BullmqJobQueueDeps): JobQueue {
  const { broker, signals, jobs, log } = deps;
  const runs = createActiveRuns(deps);
  const cancelWaitMs = deps.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS;
  let runner: JobRunner | undefined;
  let closed = false;
  let stopConsuming: (() => Promise<void>) | undefined;

  /** Writes an end while the row is still in `from`, and tells subscribers. */
  async function end(job: JobRecord, from: JobRecord['status'], final: FinalState): Promise<void> {
    const now = deps.now();
    const ended = await jobs.update(job.id, [from], endPatch(job, final, now, deps.resultTtlMs), now);
    if (ended) deps.events.changed(ended);
  }

  async function claim(job: JobRecord, current: JobRunner): Promise<JobRecord | undefined> {
    if (job.status === 'running') return current.takeOver(job);
    const now = deps.now();
    return jobs.update(job.id, ['pending'], claimPatch(job.attempts, now), now);
  }

  /** One delivery of a job id: claim the row, run it, and say whether it waits again. */
  async function deliver(jobId: string): Promise<DeliveryOutcome> {
    const current = runner;
    if (closed || !current) return 'handback';
    // Delivered again while this process still runs it (its lock lapsed under load): that run goes on.
    const held = runs.done(jobId);
    if (held) {
      await held;
      return (await jobs.find(jobId))?.status === 'pending' ? 'handback' : 'done';
    }
    const job = await jobs.find(jobId);
    if (job?.status !== 'pending' && job?.status !== 'running') return 'done';
    // A cancel asked while no live worker held it (its worker had died): it ends as cancelled here.
    if (job.status === 'running' && (await signals.cancelRequested(jobId))) {
      await end(job, 'running', { kind: 'cancelled' });
      return 'done';
    }
    const claimed = await claim(job, current);
    if (!claimed) return 'done';
    if (closed) {
      await end(claimed, 'running', { kind: 'requeue' });
      return 'handback';
    }
    const done = runs.launch(claimed, current.run);
    // A cancel asked between the claim and the launch found no run to stop: it is stopped now.
    if (await signals.cancelRequested(jobId)) runs.stop(jobId, 'cancel');
    await done;
    return (await jobs.find(jobId))?.status === 'pending' ? 'handback' : 'done';
  }

  /** Waits until the row of a run held elsewhere has left running, or the cancel wait is over. */
  async function awaitEnd(jobId: string): Promise<void> {
    const deadline = Date.now() + cancelWaitMs;
    while (Date.now() < deadline) {
      if ((await jobs.find(jobId))?.status !== 'running') return;
      await new Promise((resolve) => setTimeout(resolve, CANCEL_POLL_MS));
    }
  }

  async function startConsuming(): Promise<void> {
    const unsubscribe = await signals.onCancel((jobId) => runs.stop(jobId, 'cancel'));
    const consumer = broker.consume(deliver, deps.concurrency);
    const reconcile = () =>
      reconcileWithBroker({ broker, jobs }).catch((error: unknown) => {
        log.warn({ err: error }, 'could not reconcile the queue with the jobs table');
      });
    const timer = setInterval(() => void reconcile(), deps.reconcileIntervalMs);
    timer.unref();
    await reconcile();
    stopConsuming = async () => {
      clearInterval(timer);
      const closing = consumer.close();
      await runs.stopAll('shutdown');
      await closing;
      await unsubscribe();
    };
  }

  let starting: Promise<void> | undefined;
  return {
    recovery: 'takeover',
    events: deps.events,
    enqueue(job) {
      broker.add(job.id).catch((error: unknown) => {
        log.warn({ err: error, jobId: job.id }, 'could not schedule a job; the reconcile will');
      });
    },
    claim(next) {
      runner = next;
      starting = startConsuming().catch((error: unknown) => {
        log.error({ err: error }, 'could not start taking jobs');
      });
    },
    async cancel(jobId) {
      let job = await jobs.find(jobId);
      if (job?.status === 'pending') {
        const now = deps.now();
        const patch = endPatch(job, { kind: 'cancelled' }, now, deps.resultTtlMs);
        const cancelled = await jobs.update(jobId, ['pending'], patch, now);
        if (cancelled) {
          // Unscheduled when it still waits; a delivery already under way finds the row cancelled.
          await broker.remove(jobId).catch(() => false);
          return { kind: 'dequeued', job: cancelled };
        }
        job = await jobs.find(jobId);
      }
      if (job?.status === 'running') {
        await signals.requestCancel(jobId);
        if (!(await runs.cancel(jobId, cancelWaitMs))) await awaitEnd(jobId);
        job = await jobs.find(jobId);
        // Still running when its worker is slow to stop, or dead: it ends as cancelled either way.
        if (job?.status === 'cancelled' || job?.status === 'running') return { kind: 'stopped' };
      }
      return { kind: 'finished' };
    },
    async close() {
      closed = true;
      await starting;
      await stopConsuming?.();
    },
  };
}
