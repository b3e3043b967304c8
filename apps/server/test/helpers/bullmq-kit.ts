/**
 * The scaled mode's queue for tests: BullMQ on a test Redis (redis-server.ts), with the adapters the
 * composition root uses (composition/redis-parts.ts), under a prefix of its own so tests sharing one
 * Redis never see each other's jobs.
 */
import { pino } from 'pino';
import type { QueueMaker } from '../../src/composition/job-parts.js';
import { MAX_JOB_ATTEMPTS } from '../../src/jobs/job-recovery.js';
import { createBullmqJobQueue } from '../../src/jobs/queue/bullmq-queue.js';
import { createBullmqBroker, type JobBroker } from '../../src/repositories/queue/bullmq-broker.repository.js';
import { createRedisJobSignals } from '../../src/repositories/queue/job-signals.repository.js';
import { openRedis, type RedisConnections } from '../../src/repositories/redis/redis-client.repository.js';
import { randomId } from '../../src/services/random-id.js';
import { createJobKit, type JobKit } from './job-kit.js';
import type { JobPartsDeps } from '../../src/composition/job-parts.js';

export interface BullmqParts {
  readonly makeQueue: QueueMaker;
  readonly broker: JobBroker;
  readonly redis: RedisConnections;
  readonly prefix: string;
  close(): Promise<void>;
}

export interface BullmqOptions {
  /** Share another instance's queue (two workers on one Redis); a fresh prefix when absent. */
  readonly prefix?: string;
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
  readonly reconcileIntervalMs?: number;
}

export function bullmqParts(url: string, options: BullmqOptions = {}): BullmqParts {
  const log = pino({ level: process.env.TEST_QUEUE_LOG ?? 'silent' });
  const redis = openRedis(url, log);
  const prefix = options.prefix ?? `test-${randomId().slice(0, 12)}`;
  const broker = createBullmqBroker({
    connection: redis.client,
    prefix,
    lockDurationMs: options.lockDurationMs ?? 30_000,
    stalledIntervalMs: options.stalledIntervalMs ?? 30_000,
    maxStalledCount: MAX_JOB_ATTEMPTS,
    log,
  });
  const signals = createRedisJobSignals(redis, prefix, log);
  return {
    makeQueue: (basics) =>
      createBullmqJobQueue({
        ...basics,
        broker,
        signals,
        reconcileIntervalMs: options.reconcileIntervalMs ?? 60_000,
      }),
    broker,
    redis,
    prefix,
    async close() {
      await broker.close();
      await redis.close();
    },
  };
}

/** The job kit (job-kit.ts) on BullMQ; closing it closes its Redis connections too. */
export async function createBullmqJobKit(
  url: string,
  overrides: Partial<JobPartsDeps> = {},
  options: BullmqOptions = {},
): Promise<JobKit> {
  const parts = bullmqParts(url, options);
  const kit = await createJobKit({ makeQueue: parts.makeQueue, ...overrides });
  const close = kit.close.bind(kit);
  kit.close = async () => {
    await close();
    await parts.close();
  };
  return kit;
}
