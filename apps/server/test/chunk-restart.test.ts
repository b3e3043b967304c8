import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bigAvi, sha256Of } from './helpers/media-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { chunksOf, uploadClient } from './helpers/upload-client.js';

const SESSION = 'anon_restart-test-01';

describe('an upload survives a server restart (DESIGN.md §5 "Nothing lost")', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('progress after a restart reports the stored chunks, and the upload completes', async () => {
    const fixture = await bigAvi();
    const bytes = readFileSync(fixture.file);
    t = await startTestApp();
    const dataDir = t.dataDir;
    const before = uploadClient(t.baseUrl, SESSION);
    const init = await before.init({
      fileName: 'restart.avi',
      fileSize: bytes.length,
      fileHash: fixture.sha256,
    });
    const { uploadId, chunkSize, totalChunks } = init.body.data;
    const chunks = chunksOf(bytes, chunkSize);
    const sent = [0, 2, 3];
    for (const n of sent)
      expect((await before.chunk(uploadId, n, chunks[n] ?? new Uint8Array())).status).toBe(200);

    // Stop the server and start a new one on the same data directory (and a new port).
    await t.stop();
    t = await startTestApp({}, { dataDir });
    const after = uploadClient(t.baseUrl, SESSION);
    const progress = await after.progress(uploadId);
    expect(progress.status).toBe(200);
    const missing = Array.from({ length: totalChunks }, (_, i) => i).filter((i) => !sent.includes(i));
    expect(progress.body.data).toMatchObject({ uploadedChunks: sent, missingChunks: missing });

    for (const n of progress.body.data.missingChunks) {
      expect((await after.chunk(uploadId, n, chunks[n] ?? new Uint8Array())).status).toBe(200);
    }
    const done = await after.complete(uploadId);
    expect(done.status).toBe(200);
    const filePath = (done.body.data as { filePath: string }).filePath;
    expect(sha256Of(readFileSync(path.join(dataDir, 'files', filePath)))).toBe(fixture.sha256);
  });
});
