import { convertPayloadSchema, JOB_CANCELLED_MESSAGE, JOB_INTERRUPTED_MESSAGE } from '@mediaforge/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobKit, OWNER, until, type JobKit } from '../../../test/helpers/job-kit.js';
import { EncodeFailedError } from '../../services/encode/encode-executor.js';
import { MAX_JOB_ATTEMPTS } from '../job-recovery.js';

const settings = { video_codec: 'h264' };

describe('job queue: concurrency, cancel, timeout, shutdown and recovery (fake executor)', () => {
  let kit: JobKit | undefined;
  afterEach(async () => {
    await kit?.close();
    kit = undefined;
  });

  async function started(overrides: Parameters<typeof createJobKit>[0] = {}): Promise<JobKit> {
    kit = await createJobKit(overrides);
    await kit.worker.start();
    return kit;
  }
  const statusOf = async (k: JobKit, jobId: string) => (await k.service.status(OWNER, jobId)).status;

  it('runs the oldest pending job first, at most `concurrency` at once', async () => {
    const k = await started({ concurrency: 2 });
    const file = await k.addFile(OWNER);
    const ids: string[] = [];
    for (const format of ['mp4', 'webm', 'mkv']) {
      ids.push((await k.service.create(OWNER, { fileId: file.id, format, body: { settings: {} } })).jobId);
      k.clock += 1;
    }
    await until(() => k.runs.length === 2);
    expect(k.runs.map((r) => r.task.jobId)).toEqual(ids.slice(0, 2));
    expect(await statusOf(k, ids[2] ?? '')).toBe('pending');
    k.runs[1]?.resolve({ kind: 'failed', message: 'nope' });
    await until(() => k.runs.length === 3);
    expect(k.runs[2]?.task.jobId).toBe(ids[2]);
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

  it('a shutdown hands running jobs back as pending without spending an attempt; a restart runs them', async () => {
    const k = await started();
    const file = await k.addFile(OWNER);
    const { jobId } = await k.service.create(OWNER, { fileId: file.id, format: 'mp4', body: { settings } });
    await until(() => k.runs[0]);
    await k.worker.stop();
    expect(await k.jobsRepo.find(jobId)).toMatchObject({ status: 'pending', attempts: 0, progress: 0 });
    expect(k.scratchDirs.size).toBe(0);
  });

  it('startup recovery: an interrupted job is re-queued once, then failed with the interruption text', async () => {
    kit = await createJobKit();
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
    await k.worker.start();
    expect(await jobsRepo.find('twice')).toMatchObject({ status: 'failed', error: JOB_INTERRUPTED_MESSAGE });
    const run = await until(() => k.runs[0]);
    expect(run.task.jobId).toBe('again');
    expect(await jobsRepo.find('again')).toMatchObject({ status: 'running', attempts: MAX_JOB_ATTEMPTS });
    expect([...k.scratchDirs]).toEqual(['again']);
  });
});

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
