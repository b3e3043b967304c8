import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { fakeExecutor, until } from '../helpers/job-kit.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-expiry-owner';
const MINUTE = 60_000;

/** DESIGN.md §5 "results expire on a TTL and a sweeper removes files and rows together" (D20). */
describe('job results expire and are swept with their jobs (real server, moved clock)', () => {
  let clip: Uint8Array;
  let cleanup: () => Promise<void>;
  let t: TestApp | undefined;
  let clock = Date.now();

  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await tempDir('mf-jobs-expiry-'));
    clip = readFileSync(await makeClip(dir, 'clip.mov', { seconds: 1 }));
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(async () => {
    await cleanup();
  });

  const stored = (app: TestApp) => {
    const dir = path.join(app.dataDir, 'files');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  async function upload(app: TestApp): Promise<string> {
    const res = await uploadClient(app.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(
      clip,
      'clip.mov',
    );
    return res.body.data.fileId;
  }

  it('a result past RESULT_TTL_MS is refused, then swept with its job', async () => {
    clock = Date.now();
    t = await startTestApp(
      { RESULT_TTL_MS: String(MINUTE), ENCODE_SPEED: 'ultrafast' },
      { now: () => clock },
    );
    const jobs = jobClient(t.baseUrl, SESSION);
    const { body } = await jobs.convert(await upload(t), 'mp4');
    const jobId = body.data.jobId;
    await jobs.waitFor(jobId, ['completed']);
    const result = (await jobs.result(jobId)).body.data;
    const finishedAt = (await jobs.status(jobId)).body.data.finishedAt ?? '';
    expect(result.expiresAt).toBe(Date.parse(finishedAt) + MINUTE);
    expect(stored(t)).toHaveLength(2);

    clock += MINUTE + 1;
    expect((await fetch(`${t.baseUrl}${result.downloadUrl}`)).status).toBe(403);
    expect((await jobs.result(jobId)).body).toMatchObject({ code: ERROR_CODES.FILE_NOT_FOUND });
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ files: 1, jobs: 1 });
    expect(stored(t)).toHaveLength(1);
    expect((await jobs.status(jobId)).body).toMatchObject({ code: ERROR_CODES.JOB_NOT_FOUND });
  });

  it('an expired input is kept while a job still needs it', async () => {
    clock = Date.now();
    const fake = fakeExecutor();
    t = await startTestApp({ FILE_TTL_MS: String(MINUTE) }, { now: () => clock, executor: fake.executor });
    const jobs = jobClient(t.baseUrl, SESSION);
    const { body } = await jobs.convert(await upload(t), 'mp4');
    await until(() => fake.runs[0]);
    clock += MINUTE + 1;
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ files: 0 });
    expect(stored(t)).toHaveLength(1);
    await jobs.cancel(body.data.jobId);
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ files: 1 });
    expect(stored(t)).toEqual([]);
  });
});
