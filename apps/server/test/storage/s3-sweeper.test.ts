import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallMp4 } from '../helpers/media-fixtures.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const HOUR = 60 * 60 * 1000;
const SESSION = 'anon_s3-sweeper-01';
const BUCKET = 'swept';

/** The sweeper with the files in an S3 store: it lists by prefix and deletes there (D20, D252). */
describe('sweeper on an S3 store: expired files, abandoned staged chunks and orphans go from the bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let clock = Date.now();
  let fixtures: string;
  beforeAll(async () => {
    s3 = await startS3Server({ pageSize: 2 });
    t = await startTestApp(
      s3.env(BUCKET, { FILE_TTL_MS: String(2 * HOUR), UPLOAD_SESSION_TTL_MS: String(24 * HOUR) }),
      { now: () => clock },
    );
    fixtures = mkdtempSync(path.join(tmpdir(), 'mediaforge-s3-sweep-'));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const keys = () => [...s3.objects(BUCKET).keys()].sort();
  /** An object written to the bucket 25 hours ago by something that then crashed. */
  function leftover(key: string): void {
    const body = Buffer.from('leftover');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    s3.objects(BUCKET).set(key, { body, etag, modifiedAt: Date.now() - 25 * HOUR });
  }

  it('removes what expired and what a crash left, files and rows together, and nothing live', async () => {
    const api = uploadClient(t.baseUrl, SESSION);
    const mp4 = readFileSync(await smallMp4(fixtures));
    const uploaded = (await api.regular<Data<RegularUploadResponse>>(mp4, 'a.mp4')).body.data;
    const abandoned = (await api.init({ fileName: 'slow.mp4', fileSize: mp4.length })).body.data.uploadId;
    expect((await api.chunk(abandoned, 0, mp4)).status).toBe(200);
    // A published object whose row was never written, and chunks of a session that no longer exists.
    leftover('files/orphanKey');
    leftover('chunks/ghostUpload/0');
    leftover('chunks/ghostUpload/5242880');
    const live = [`chunks/${abandoned}/0`, `files/${uploaded.filePath}`];
    expect(keys()).toEqual(
      [...live, 'chunks/ghostUpload/0', 'chunks/ghostUpload/5242880', 'files/orphanKey'].sort(),
    );

    // One hour later only the crash leftovers go: one orphan object, one orphan upload.
    clock += HOUR;
    expect(await t.uploads.sweeper.sweep()).toEqual({
      sessions: 0,
      files: 0,
      jobs: 0,
      analyses: 0,
      orphans: 2,
    });
    expect(keys()).toEqual(live.sort());
    expect((await fetch(`${t.baseUrl}${uploaded.downloadUrl}`)).status).toBe(200);

    // Past the file TTL (2 h) the file goes from the bucket; the session (24 h without activity) stays.
    clock += 2 * HOUR;
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ sessions: 0, files: 1 });
    expect(keys()).toEqual([`chunks/${abandoned}/0`]);
    expect((await api.progress(abandoned)).status).toBe(200);

    // 24 h after its last chunk the session is abandoned: its row and its staged chunks go.
    clock += 24 * HOUR;
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ sessions: 1, files: 0 });
    expect(keys()).toEqual([]);
    expect((await api.progress(abandoned)).status).toBe(404);
  });
});
