import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-hostile-owner';
const text = (s: string) => new TextEncoder().encode(s);

/**
 * DESIGN.md §5: a file that would make ffmpeg open other files (an HLS playlist, an ffconcat list) is
 * refused at upload, so no job can ever be started on it; the same for plain text.
 */
describe('hostile uploads never reach a job (real server)', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let victim: RegularUploadResponse;

  beforeAll(async () => {
    t = await startTestApp();
    let dir: string;
    ({ dir, cleanup } = await tempDir('mf-jobs-hostile-'));
    const clip = readFileSync(await makeClip(dir, 'victim.mp4', { seconds: 1 }));
    const up = await uploadClient(t.baseUrl, 'anon_jobs-hostile-victim').regular<Data<RegularUploadResponse>>(
      clip,
      'victim.mp4',
    );
    victim = up.body.data;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('an HLS playlist, an ffconcat list and a text file named .mp4 are refused with 415', async () => {
    const target = path.join(t.dataDir, 'files', victim.s3Key);
    const hostile: [string, string][] = [
      [
        'playlist.mp4',
        `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\nfile:${target}\n#EXT-X-ENDLIST\n`,
      ],
      ['list.mp4', `ffconcat version 1.0\nfile '${target}'\nduration 1\n`],
      ['notes.mp4', 'Just some notes, not a video.\n'.repeat(20)],
    ];
    const api = uploadClient(t.baseUrl, SESSION);
    for (const [name, body] of hostile) {
      const res = await api.regular(text(body), name);
      expect(res.status, name).toBe(415);
      expect(res.body).toMatchObject({
        code: ERROR_CODES.UNSUPPORTED_MEDIA,
        message: UPLOAD_ERROR_MESSAGES.unsupportedMedia,
      });
    }
    // Nothing was stored for them: only the victim's file exists, and no id can name them.
    expect(readdirSync(path.join(t.dataDir, 'files'))).toEqual([victim.s3Key]);
    const job = await jobClient(t.baseUrl, SESSION).convert(victim.fileId, 'mp4');
    expect(job.status).toBe(404);
    expect(job.body).toMatchObject({ code: ERROR_CODES.FILE_NOT_FOUND });
  });
});
