import { readFileSync } from 'node:fs';
import { ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-credits-parallel';

/** D45: the spend is one conditional UPDATE, so parallel convert calls can never overspend. */
describe('credits under parallel conversions (real HTTP)', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let fileId: string;

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast', ANONYMOUS_DAILY_CREDITS: '1' });
    const temp = await tempDir('mf-jobs-credits-');
    cleanup = temp.cleanup;
    const clip = readFileSync(await makeClip(temp.dir, 'clip.mp4', { seconds: 1 }));
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, 'clip.mp4');
    expect(up.status).toBe(200);
    fileId = up.body.data.fileId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('20 parallel conversions with one credit left: exactly one is accepted', async () => {
    const jobs = jobClient(t.baseUrl, SESSION);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => jobs.convert(fileId, 'webm', { settings: {} })),
    );
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status !== 202);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ code: ERROR_CODES.DAILY_LIMIT_REACHED });
    }
    const jobId = (accepted[0]?.body as Data<{ jobId: string }>).data.jobId;
    expect(await jobs.waitFor(jobId, ['completed', 'failed'])).toMatchObject({ status: 'completed' });
  });
});
