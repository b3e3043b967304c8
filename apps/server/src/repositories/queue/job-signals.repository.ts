/**
 * Cancel requests across processes (scaled mode): the API node that takes the request leaves a mark
 * (a key that outlives any lock lapse, so a worker that takes the job over later still sees it) and
 * publishes the job id on one channel every worker listens to; the worker holding the run aborts it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnections } from '../redis/redis-client.repository.js';

export interface JobSignals {
  /** Marks the job as cancelled and tells every worker. */
  requestCancel(jobId: string): Promise<void>;
  /** Whether a cancel was asked for the job (checked when a worker claims or takes it over). */
  cancelRequested(jobId: string): Promise<boolean>;
  /** Calls `listener` with each job id a cancel is asked for; answers the unsubscribe. */
  onCancel(listener: (jobId: string) => void): Promise<() => Promise<void>>;
}

/** Longer than any job may run (JOB_TIMEOUT_MS caps it at hours) plus a lock lapse. */
const MARK_TTL_MS = 48 * 60 * 60 * 1000;

export function createRedisJobSignals(
  redis: RedisConnections,
  prefix: string,
  log: FastifyBaseLogger,
): JobSignals {
  const channel = `${prefix}:jobs:cancel`;
  const mark = (jobId: string) => `${prefix}:jobs:cancelled:${jobId}`;
  return {
    async requestCancel(jobId) {
      await redis.client.set(mark(jobId), '1', 'PX', MARK_TTL_MS);
      await redis.client.publish(channel, jobId);
    },
    async cancelRequested(jobId) {
      return (await redis.client.exists(mark(jobId))) === 1;
    },
    async onCancel(listener) {
      const subscriber = redis.subscriber();
      subscriber.on('message', (from: string, jobId: string) => {
        if (from === channel) listener(jobId);
      });
      await subscriber.subscribe(channel);
      return async () => {
        await subscriber.unsubscribe(channel).catch((error: unknown) => {
          log.warn({ err: error }, 'could not unsubscribe from cancel requests');
        });
        subscriber.disconnect();
      };
    },
  };
}
