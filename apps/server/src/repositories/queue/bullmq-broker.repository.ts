/**
 * BullMQ as the scheduler of the scaled mode's jobs (DESIGN.md §1): it only says which worker runs
 * which job id next; the jobs table keeps every job's status, attempts and result. A BullMQ job is
 * named by the job row's id, so adding it twice (a retried request, a reconcile) schedules it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Queue, WaitingError, Worker, type Job } from 'bullmq';
import type { Redis } from '../redis/redis-client.repository.js';

export type BrokerJobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'missing';

/** How a delivery ended: `done`, or `handback` (the job waits again, for any worker). */
export type DeliveryOutcome = 'done' | 'handback';

/** Runs one delivered job id; a throw is an infrastructure failure, retried with backoff. */
export type DeliveryHandler = (jobId: string) => Promise<DeliveryOutcome>;

export interface BrokerConsumer {
  /** Takes no more deliveries and waits for the running handlers to return. */
  close(): Promise<void>;
}

export interface JobBroker {
  /** Schedules the job id (a no-op while BullMQ still knows it). */
  add(jobId: string): Promise<void>;
  /** Unschedules a waiting or delayed job; false when a worker holds it or it is gone. */
  remove(jobId: string): Promise<boolean>;
  state(jobId: string): Promise<BrokerJobState>;
  /** Starts taking deliveries, `concurrency` at once. */
  consume(handler: DeliveryHandler, concurrency: number): BrokerConsumer;
  /** Closes the producer side (consumers close themselves). */
  close(): Promise<void>;
}

export interface BullmqBrokerOptions {
  readonly connection: Redis;
  /** Key prefix of this install (REDIS_PREFIX). */
  readonly prefix: string;
  readonly lockDurationMs: number;
  readonly stalledIntervalMs: number;
  /** Lock lapses a job survives before BullMQ fails it by itself; the jobs table's own limit is lower. */
  readonly maxStalledCount: number;
  readonly log: FastifyBaseLogger;
}

const QUEUE_NAME = 'jobs';
/** Handlers throw only when the database or Redis failed them: five tries, 1 s, 2 s, 4 s, 8 s apart. */
const ATTEMPTS = 5;
const BACKOFF_MS = 1000;
/** Finished deliveries are kept a while for operators, then removed by age (docs.bullmq.io "Auto-removal"). */
const KEEP_COMPLETED_S = 60 * 60;
const KEEP_FAILED_S = 7 * 24 * 60 * 60;

export function createBullmqBroker(options: BullmqBrokerOptions): JobBroker {
  const { connection, prefix, log } = options;
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: BACKOFF_MS },
      removeOnComplete: { age: KEEP_COMPLETED_S },
      removeOnFail: { age: KEEP_FAILED_S },
    },
  });
  queue.on('error', (error: Error) => log.warn({ err: error }, 'queue error'));

  return {
    async add(jobId) {
      await queue.add('job', {}, { jobId });
    },
    async remove(jobId) {
      return (await queue.remove(jobId)) === 1;
    },
    async state(jobId) {
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') return 'missing';
      if (state === 'prioritized' || state === 'waiting-children') return 'waiting';
      return state;
    },
    consume(handler, concurrency) {
      const process = async (job: Job, token?: string): Promise<void> => {
        const outcome = await handler(job.id ?? '');
        if (outcome === 'done') return;
        await job.moveToWait(token);
        throw new WaitingError();
      };
      const worker = new Worker(QUEUE_NAME, process, {
        connection,
        prefix,
        concurrency,
        lockDuration: options.lockDurationMs,
        stalledInterval: options.stalledIntervalMs,
        maxStalledCount: options.maxStalledCount,
      });
      worker.on('error', (error: Error) => log.warn({ err: error }, 'queue worker error'));
      // Every failed try is reported here; the jobs table's reconcile picks up what ran out of tries.
      worker.on('failed', (job: Job | undefined, error: Error) => {
        log.warn({ err: error, jobId: job?.id, tries: job?.attemptsMade }, 'queue delivery failed');
      });
      return { close: () => worker.close() };
    },
    close: () => queue.close(),
  };
}
