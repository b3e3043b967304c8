/**
 * The adapters of the scaled mode that live in Redis (DESIGN.md §1), built once when `REDIS_URL` is
 * set: BullMQ as the job queue, socket.io's Redis adapter and emitter for job messages across
 * processes, and the shared limit counters. Without Redis the same slots hold the embedded choices:
 * the jobs table's queue, in-process sockets, counters in memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SharedLimits } from '../accounts-wiring.js';
import type { Config } from '../config/env.js';
import { MAX_JOB_ATTEMPTS } from '../jobs/job-recovery.js';
import { createBullmqJobQueue } from '../jobs/queue/bullmq-queue.js';
import { createMemoryLimitStores } from '../repositories/limits/memory-limit-store.repository.js';
import { createRedisLimitStores } from '../repositories/limits/redis-limit-store.repository.js';
import { createBullmqBroker } from '../repositories/queue/bullmq-broker.repository.js';
import { createRedisJobSignals } from '../repositories/queue/job-signals.repository.js';
import type { JobEvents } from '../repositories/realtime/job-events.repository.js';
import {
  createRedisJobEvents,
  createRedisSocketAdapter,
  type SocketAdapter,
} from '../repositories/realtime/redis-fanout.repository.js';
import { openRedis } from '../repositories/redis/redis-client.repository.js';
import type { QueueMaker } from './job-parts.js';

export interface RedisParts {
  readonly limits: SharedLimits;
  /** The queue adapter; the jobs table's own queue when undefined. */
  readonly makeQueue: QueueMaker | undefined;
  /** Where a process without sockets sends job messages; nowhere when undefined. */
  readonly remoteEvents: JobEvents | undefined;
  readonly socketAdapter: SocketAdapter | undefined;
  /** Whether Redis answers (health); undefined when the install has none. */
  readonly ping: (() => Promise<boolean>) | undefined;
  close(): Promise<void>;
}

export function createRedisParts(config: Config, logger: FastifyBaseLogger): RedisParts {
  const settings = config.redis;
  if (!settings) {
    return {
      limits: { stores: createMemoryLimitStores() },
      makeQueue: undefined,
      remoteEvents: undefined,
      socketAdapter: undefined,
      ping: undefined,
      close: () => Promise.resolve(),
    };
  }
  const log = logger.child({ component: 'redis' });
  const redis = openRedis(settings.url, log);
  const { prefix } = settings;
  const broker = createBullmqBroker({
    connection: redis.client,
    prefix,
    lockDurationMs: settings.queue.lockDurationMs,
    stalledIntervalMs: settings.queue.stalledIntervalMs,
    // A job's own attempts decide when it stops being retried (job-recovery.ts); BullMQ must hand a
    // job on at least that often before it would fail the job by itself.
    maxStalledCount: MAX_JOB_ATTEMPTS,
    log,
  });
  const signals = createRedisJobSignals(redis, prefix, log);
  return {
    limits: {
      stores: createRedisLimitStores(redis.client, prefix),
      rateLimit: { redis: redis.client, nameSpace: `${prefix}:limits:rate:` },
    },
    makeQueue: (basics) =>
      createBullmqJobQueue({
        ...basics,
        broker,
        signals,
        reconcileIntervalMs: settings.queue.reconcileIntervalMs,
        log: basics.log.child({ queue: 'bullmq' }),
      }),
    remoteEvents: createRedisJobEvents(redis, prefix),
    socketAdapter: createRedisSocketAdapter(redis, prefix),
    ping: () => redis.ping(),
    async close() {
      await broker.close();
      await redis.close();
    },
  };
}
