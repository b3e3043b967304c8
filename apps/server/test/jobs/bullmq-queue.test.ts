import { JOB_CANCELLED_MESSAGE } from '@mediaforge/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bullmqParts, createBullmqJobKit, type BullmqParts } from '../helpers/bullmq-kit.js';
import { createJobKit, OWNER, until, type JobKit } from '../helpers/job-kit.js';
import type { QueueAdapter } from '../helpers/queue-adapters.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { describeJobQueueContract } from './job-queue.contract.js';
import { createFilesRepository } from '../../src/repositories/database/files.repository.js';
import { randomId } from '../../src/services/random-id.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const bullmq: QueueAdapter = {
  name: 'BullMQ',
  recovery: 'takeover',
  kit: (overrides) => createBullmqJobKit(redis.url, overrides),
};

// The same contract as the jobs table's queue (db-job-queue.test.ts).
describeJobQueueContract(bullmq);

const settings = { video_codec: 'h264' };

describe('BullMQ queue across processes (two instances on one Redis and one jobs table)', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  /** A worker instance, and a second instance on its jobs table and queue (another node). */
  async function pair(options: { secondWorks: boolean }): Promise<{ first: JobKit; second: JobKit }> {
    const prefix = `test-${randomId().slice(0, 12)}`;
    const first = await createBullmqJobKit(redis.url, {}, { prefix });
    open.push(first);
    const second = await createBullmqJobKit(
      redis.url,
      { jobs: first.jobsRepo, files: createFilesRepository(first.db) },
      { prefix },
    );
    open.push(second);
    await first.worker.start();
    if (options.secondWorks) await second.worker.start();
    return { first, second };
  }

  it('a cancel taken by another node stops the run on the worker that holds it', async () => {
    const { first, second } = await pair({ secondWorks: false });
    const file = await first.addFile(OWNER);
    const { jobId } = await first.service.create(OWNER, {
      fileId: file.id,
      format: 'mp4',
      body: { settings },
    });
    const run = await until(() => first.runs[0]);
    // The second node holds no run: the request reaches the first through Redis.
    expect(await second.service.cancel(OWNER, jobId)).toEqual({ jobId, status: 'cancelled' });
    expect(run.options.signal.aborted).toBe(true);
    expect(await first.jobsRepo.find(jobId)).toMatchObject({
      status: 'cancelled',
      error: JOB_CANCELLED_MESSAGE,
    });
    expect(first.scratchDirs.size).toBe(0);
  });

  it('a worker that shuts down hands its job to another worker, which runs it to one result', async () => {
    const { first, second } = await pair({ secondWorks: true });
    const file = await first.addFile(OWNER);
    const { jobId } = await first.service.create(OWNER, {
      fileId: file.id,
      format: 'mp4',
      body: { settings },
    });
    const holder = await until(() => (first.runs[0] ? first : second.runs[0] ? second : undefined));
    const other = holder === first ? second : first;
    await holder.worker.stop();
    const run = await until(() => other.runs[0]);
    expect(run.task.jobId).toBe(jobId);
    run.resolve({ kind: 'file', path: `/data/scratch/${jobId}/output.mp4`, size: 99, format: 'mp4' });
    await until(async () => (await first.jobsRepo.find(jobId))?.status === 'completed');
    // The graceful stop gave its attempt back: the second run is the first attempt that counted.
    expect(await first.jobsRepo.find(jobId)).toMatchObject({ attempts: 1 });
    expect(first.imported.size + second.imported.size).toBe(1);
  });
});

describe('BullMQ queue: the jobs table stays the source of truth', () => {
  let parts: BullmqParts | undefined;
  let kit: JobKit | undefined;
  afterEach(async () => {
    await kit?.close();
    await parts?.close();
    kit = undefined;
    parts = undefined;
  });

  it('a pending job the broker lost (a flushed Redis) is scheduled again by the reconcile', async () => {
    parts = bullmqParts(redis.url);
    kit = await createJobKit({ makeQueue: parts.makeQueue });
    const file = await kit.addFile(OWNER);
    const { jobId } = await kit.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    await until(async () => (await parts?.broker.state(jobId)) === 'waiting');
    expect(await parts.broker.remove(jobId)).toBe(true);
    expect(await parts.broker.state(jobId)).toBe('missing');
    await kit.worker.start();
    const run = await until(() => kit?.runs[0]);
    expect(run.task.jobId).toBe(jobId);
  });
});

describe('BullMQ broker: deliveries the infrastructure failed', () => {
  it('a delivery that throws (the database was away) is tried again after a backoff, then done', async () => {
    const parts = bullmqParts(redis.url);
    try {
      const tries: number[] = [];
      const consumer = parts.broker.consume((jobId) => {
        tries.push(Date.now());
        if (tries.length === 1) return Promise.reject(new Error(`database away for ${jobId}`));
        return Promise.resolve('done');
      }, 1);
      await parts.broker.add('flaky-job');
      await until(() => tries.length === 2, 10_000);
      // The first retry waits the backoff's first step (1 s).
      expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(900);
      await until(async () => (await parts.broker.state('flaky-job')) === 'completed');
      await consumer.close();
    } finally {
      await parts.close();
    }
  });
});
