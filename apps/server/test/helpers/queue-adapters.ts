/**
 * Both adapters of the queue port (DESIGN.md §1: the same contract suite against both): the jobs
 * table's own queue and BullMQ on a private Redis started for the test file. Call at the top of a
 * test file; the Redis starts before its tests and stops after them.
 */
import { afterAll, beforeAll } from 'vitest';
import type { JobPartsDeps } from '../../src/composition/job-parts.js';
import { createBullmqJobKit } from './bullmq-kit.js';
import { createJobKit, type JobKit } from './job-kit.js';
import { startRedis, type TestRedis } from './redis-server.js';

export interface QueueAdapter {
  readonly name: string;
  /** Where a dead run is recovered: at the worker's start, or by another worker taking it over. */
  readonly recovery: 'startup' | 'takeover';
  kit(overrides?: Partial<JobPartsDeps>): Promise<JobKit>;
}

export const jobsTableAdapter: QueueAdapter = {
  name: 'jobs table',
  recovery: 'startup',
  kit: (overrides) => createJobKit(overrides),
};

/** BullMQ on a Redis of this test file (started in beforeAll). */
export function useBullmqAdapter(): QueueAdapter {
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  return {
    name: 'BullMQ',
    recovery: 'takeover',
    kit(overrides) {
      if (!redis) throw new Error('the test Redis has not started');
      return createBullmqJobKit(redis.url, overrides);
    },
  };
}

/** Both adapters, for `describe.each`. */
export function useQueueAdapters(): readonly QueueAdapter[] {
  return [jobsTableAdapter, useBullmqAdapter()];
}
