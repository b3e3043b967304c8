import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, JOB_INTERRUPTED_MESSAGE, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { until } from '../helpers/job-kit.js';
import { jobClient, mediaChildren } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-cancel-owner';

describe('cancel and restart recovery (real ffmpeg, real server)', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let clip: Uint8Array;
  let slowClip: Uint8Array;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir('mf-jobs-cancel-'));
    clip = readFileSync(await makeClip(dir, 'clip.mov', { seconds: 2 }));
    // Noisy 640x360 into VP9 at the presets' own speed: seconds of work, time to cancel midway.
    slowClip = readFileSync(await makeClip(dir, 'slow.mov', { seconds: 8, size: '640x360', noise: 30 }));
  });
  afterAll(async () => {
    await cleanup();
  });

  const scratchEntries = (t: TestApp) => {
    const root = path.join(t.dataDir, 'scratch');
    return existsSync(root) ? readdirSync(root) : [];
  };
  async function upload(t: TestApp, bytes: Uint8Array, name: string): Promise<string> {
    const res = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(bytes, name);
    expect(res.status).toBe(200);
    return res.body.data.fileId;
  }

  it('CC-7.22 cancelling a running job stops ffmpeg, leaves no scratch file and ends cancelled', async () => {
    const t = await startTestApp();
    try {
      const jobs = jobClient(t.baseUrl, SESSION);
      const fileId = await upload(t, slowClip, 'slow.mov');
      const { body } = await jobs.convert(fileId, 'webm', { settings: {} });
      const jobId = body.data.jobId;
      await until(
        async () => mediaChildren().length > 0 && (await jobs.status(jobId)).body.data.progress > 10,
        30_000,
      );
      expect(scratchEntries(t)).toEqual([jobId]);

      const cancelled = await jobs.cancel(jobId);
      expect(cancelled.body).toEqual({ success: true, data: { jobId, status: 'cancelled' } });
      expect(mediaChildren()).toEqual([]);
      expect(scratchEntries(t)).toEqual([]);
      expect((await jobs.status(jobId)).body.data).toMatchObject({ status: 'cancelled', phase: 'cancelled' });
      expect((await jobs.cancel(jobId)).body).toMatchObject({ code: ERROR_CODES.JOB_FINISHED });
      expect((await jobs.result(jobId)).body).toMatchObject({ code: ERROR_CODES.JOB_NOT_COMPLETED });
    } finally {
      await t.close();
    }
  });

  it('DESIGN §5 a job left running by a crash is re-queued once and completes; a second crash fails it', async () => {
    const first = await startTestApp();
    const fileId = await upload(first, clip, 'Holiday.mov');
    const now = Date.now();
    const row = (id: string, attempts: number) => ({
      id,
      owner: `anonymous:${testSessionId(SESSION)}`,
      file_id: fileId,
      format: 'mp4',
      job_type: 'conversion' as const,
      settings: '{}',
      batch_task_id: null,
      status: 'running' as const,
      progress: 37,
      message: 'Converting…',
      attempts,
      original_size: clip.length,
      created_at: now,
      updated_at: now,
      started_at: now,
    });
    await first.db
      .insertInto('jobs')
      .values([row('crashed-once', 1), row('crashed-twice', 2)])
      .execute();
    mkdirSync(path.join(first.dataDir, 'scratch', 'crashed-once'), { recursive: true });
    writeFileSync(path.join(first.dataDir, 'scratch', 'crashed-once', 'output.mp4'), 'half a file');
    await first.stop();

    const second = await startTestApp({}, { dataDir: first.dataDir });
    try {
      const jobs = jobClient(second.baseUrl, SESSION);
      expect((await jobs.status('crashed-twice')).body.data).toMatchObject({
        status: 'failed',
        error: JOB_INTERRUPTED_MESSAGE,
      });
      const done = await jobs.waitFor('crashed-once', ['completed', 'failed']);
      expect(done.status).toBe('completed');
      expect((await jobs.result('crashed-once')).body.data.fileName).toBe('Holiday.mp4');
      expect(scratchEntries(second)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
