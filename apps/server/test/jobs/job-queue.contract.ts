/**
 * The queue port's contract (jobs/queue/job-queue.ts): what the jobs service and the worker rely on,
 * whichever adapter schedules the jobs. Run against the jobs table's queue (db-job-queue.test.ts) and
 * BullMQ (bullmq-queue.test.ts), each with the fake executor of the job kit.
 */
import { convertPayloadSchema, JOB_CANCELLED_MESSAGE, JOB_INTERRUPTED_MESSAGE } from '@mediaforge/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { EncodeFailedError } from '../../src/services/encode/encode-executor.js';
import { MAX_JOB_ATTEMPTS } from '../../src/jobs/job-recovery.js';
import { OWNER, until, type JobKit } from '../helpers/job-kit.js';
import type { QueueAdapter } from '../helpers/queue-adapters.js';

const settings = { video_codec: 'h264' };

export function describeJobQueueContract(adapter: QueueAdapter): void {
  describe(`job queue contract (${adapter.name}): concurrency, cancel, timeout, shutdown, recovery`, () => {
    let kit: JobKit | undefined;
    afterEach(async () => {
      await kit?.close();
      kit = undefined;
    });

    async function started(overrides: Parameters<QueueAdapter['kit']>[0] = {}): Promise<JobKit> {
      kit = await adapter.kit(overrides);
      await kit.worker.start();
      return kit;
    }
    const statusOf = async (k: JobKit, jobId: string) => (await k.service.status(OWNER, jobId)).status;

    it('runs the oldest pending jobs first, at most `concurrency` at once', async () => {
      const k = await started({ concurrency: 2 });
      const file = await k.addFile(OWNER);
      const ids: string[] = [];
      for (const format of ['mp4', 'webm', 'mkv']) {
        ids.push((await k.service.create(OWNER, { fileId: file.id, format, body: { settings: {} } })).jobId);
        k.clock += 1;
      }
      await until(() => k.runs.length === 2);
      // Two slots: the first two start, in either order; the third waits for a free slot.
      expect(new Set(k.runs.map((r) => r.task.jobId))).toEqual(new Set(ids.slice(0, 2)));
      expect(await statusOf(k, ids[2] ?? '')).toBe('pending');
      k.runs[1]?.resolve({ kind: 'failed', message: 'nope' });
      await until(() => k.runs.length === 3);
      expect(k.runs[2]?.task.jobId).toBe(ids[2]);
    });

    it('a job scheduled twice runs once; scheduled again after its end it does not run again', async () => {
      kit = await adapter.kit({ concurrency: 2 });
      const k = kit;
      const file = await k.addFile(OWNER);
      const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
      const job = await k.jobsRepo.find(jobId);
      if (!job) throw new Error('the job was not stored');
      // A retried request or a reconcile schedules the same job again.
      k.queue.enqueue(job);
      await k.worker.start();
      (await until(() => k.runs[0])).resolve({ kind: 'failed', message: 'the one run' });
      await until(async () => (await statusOf(k, jobId)) === 'failed');
      k.queue.enqueue(job);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(k.runs).toHaveLength(1);
      expect(await k.jobsRepo.find(jobId)).toMatchObject({ status: 'failed', attempts: 1 });
    });

    it('CC-7.22 cancelling a running job aborts the encode and answers once it has stopped', async () => {
      const k = await started();
      const file = await k.addFile(OWNER);
      const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
      const run = await until(() => k.runs[0]);
      expect(await k.service.cancel(OWNER, jobId)).toEqual({ jobId, status: 'cancelled' });
      expect(run.options.signal.aborted).toBe(true);
      expect(k.scratchDirs.size).toBe(0);
      expect(await k.service.status(OWNER, jobId)).toMatchObject({
        status: 'cancelled',
        phase: 'cancelled',
        error: JOB_CANCELLED_MESSAGE,
      });
      expect(k.events.update.at(-1)).toMatchObject({ jobId, status: 'cancelled' });
    });

    it('an encode failure fails the job with its message; the stderr tail stays in the log', async () => {
      const k = await started();
      const file = await k.addFile(OWNER);
      const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
      (await until(() => k.runs[0])).reject(new EncodeFailedError('Processing failed', 'x264 [error]: …'));
      await until(async () => (await statusOf(k, jobId)) === 'failed');
      expect(await k.service.status(OWNER, jobId)).toMatchObject({ error: 'Processing failed' });
      expect(k.scratchDirs.size).toBe(0);
    });

    it('the wall-clock cap fails a job as timed out', async () => {
      const k = await started({ jobTimeoutMs: 30 });
      const file = await k.addFile(OWNER);
      const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
      await until(async () => (await statusOf(k, jobId)) === 'failed');
      expect((await k.service.status(OWNER, jobId)).error).toMatch(/timed out/);
    });

    it('a shutdown hands running jobs back as pending without spending an attempt', async () => {
      const k = await started();
      const file = await k.addFile(OWNER);
      const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
      await until(() => k.runs[0]);
      await k.worker.stop();
      expect(await k.jobsRepo.find(jobId)).toMatchObject({ status: 'pending', attempts: 0, progress: 0 });
      expect(k.scratchDirs.size).toBe(0);
    });

    it('an interrupted job is run again once, then failed with the interruption text', async () => {
      // Two slots: a taken-over job waits for a free slot like any other (BullMQ decides at delivery).
      kit = await adapter.kit({ concurrency: 2 });
      const k = kit;
      const file = await k.addFile(OWNER);
      const { jobsRepo } = k;
      const again = await jobsRepo.insert(row('again', file.id, k.clock));
      const twice = await jobsRepo.insert(row('twice', file.id, k.clock + 1));
      for (const [job, attempts] of [
        [again, MAX_JOB_ATTEMPTS - 1],
        [twice, MAX_JOB_ATTEMPTS],
      ] as const) {
        await jobsRepo.update(job.id, ['pending'], { status: 'running', attempts, progress: 40 }, k.clock);
        k.scratchDirs.add(job.id);
      }
      // Embedded: recovered at the worker's start. Scaled: the rows, unknown to the broker, are
      // scheduled by the reconcile and taken over like the job of a worker that died.
      await k.worker.start();
      await until(async () => (await jobsRepo.find('twice'))?.status === 'failed');
      expect(await jobsRepo.find('twice')).toMatchObject({ error: JOB_INTERRUPTED_MESSAGE });
      const run = await until(() => k.runs[0]);
      expect(run.task.jobId).toBe('again');
      expect(await jobsRepo.find('again')).toMatchObject({ status: 'running', attempts: MAX_JOB_ATTEMPTS });
      expect([...k.scratchDirs]).toEqual(['again']);
      expect(k.runs).toHaveLength(1);
    });
  });
}

function row(id: string, fileId: string, createdAt: number) {
  return {
    id,
    owner: 'anonymous:anon_job-kit-owner',
    kind: 'convert' as const,
    payload: convertPayloadSchema.parse({ fileId, format: 'mp4', settings: { kind: 'video', settings: {} } }),
    batchTaskId: null,
    message: 'Waiting in queue',
    originalSize: 10,
    createdAt,
  };
}
