import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallMp4 } from './helpers/media-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { ownerHeaders, uploadClient, type Data } from './helpers/upload-client.js';

const HOUR = 60 * 60 * 1000;
const SESSION = 'anon_sweeper-test-01';

describe('sweeper: expired files and abandoned sessions go, files and rows together (DESIGN.md §5)', () => {
  let t: TestApp;
  let clock = Date.now();
  let fixtures: string;
  beforeAll(async () => {
    t = await startTestApp(
      { FILE_TTL_MS: String(2 * HOUR), UPLOAD_SESSION_TTL_MS: String(24 * HOUR) },
      { now: () => clock },
    );
    fixtures = mkdtempSync(path.join(tmpdir(), 'mediaforge-sweep-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const count = async (table: 'upload_sessions' | 'upload_chunks' | 'files') =>
    (await t.db.selectFrom(table).selectAll().execute()).length;

  it('removes an expired file and an abandoned session with their rows, and nothing that is still live', async () => {
    const api = uploadClient(t.baseUrl, SESSION);
    const mp4 = readFileSync(await smallMp4(fixtures));
    const uploaded = (await api.regular<Data<RegularUploadResponse>>(mp4, 'a.mp4')).body.data;
    const abandoned = (await api.init({ fileName: 'slow.mp4', fileSize: mp4.length })).body.data.uploadId;
    await api.chunk(abandoned, 0, mp4);
    // Leftovers of a crash: a half-staged upload and a published file whose row was never written.
    writeFileSync(path.join(t.dataDir, 'tmp', 'crashed.upload'), 'x');
    writeFileSync(path.join(t.dataDir, 'files', 'orphanKey'), 'x');
    const longAgo = (Date.now() - 25 * HOUR) / 1000;
    utimesSync(path.join(t.dataDir, 'tmp', 'crashed.upload'), longAgo, longAgo);
    utimesSync(path.join(t.dataDir, 'files', 'orphanKey'), longAgo, longAgo);

    // One hour later nothing has expired except the crash leftovers.
    clock += HOUR;
    expect(await t.uploads.sweeper.sweep()).toEqual({
      sessions: 0,
      files: 0,
      jobs: 0,
      analyses: 0,
      orphans: 2,
    });
    expect(await count('files')).toBe(1);
    expect((await fetch(`${t.baseUrl}${uploaded.downloadUrl}`)).status).toBe(200);

    // Past the file TTL (2 h) the file goes; the session (24 h without activity) stays.
    clock += 2 * HOUR;
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ sessions: 0, files: 1 });
    expect(await count('files')).toBe(0);
    expect(readdirSync(path.join(t.dataDir, 'files'))).toEqual([]);
    expect((await api.progress(abandoned)).status).toBe(200);

    // 24 h after its last chunk the session is abandoned: row, chunk rows and directory go.
    clock += 24 * HOUR;
    expect(await t.uploads.sweeper.sweep()).toMatchObject({ sessions: 1, files: 0 });
    expect(await count('upload_sessions')).toBe(0);
    expect(await count('upload_chunks')).toBe(0);
    expect(existsSync(path.join(t.dataDir, 'uploads', abandoned))).toBe(false);
    expect((await api.progress(abandoned)).status).toBe(404);
  });

  it('an expired file is not served even before the sweeper runs', async () => {
    const api = uploadClient(t.baseUrl, SESSION);
    const mp4 = readFileSync(path.join(fixtures, 'small.mp4'));
    const uploaded = (await api.regular<Data<RegularUploadResponse>>(mp4, 'b.mp4')).body.data;
    clock += 3 * HOUR;
    // The token's own expiry equals the file's: 403 by token, 404 by owner.
    expect((await fetch(`${t.baseUrl}${uploaded.downloadUrl}`)).status).toBe(403);
    const byOwner = await fetch(`${t.baseUrl}/api/files/download/${uploaded.fileId}`, {
      headers: ownerHeaders(SESSION),
    });
    expect(byOwner.status).toBe(404);
  });
});
