import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigAvi, sha256Of } from './helpers/media-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { chunksOf, inParallel, uploadClient } from './helpers/upload-client.js';

const MiB = 1024 * 1024;
const SESSION = 'anon_chunk-test-0001';

describe('chunked upload through the API (real listening server)', () => {
  let t: TestApp;
  let big: { bytes: Uint8Array; sha256: string };
  let api: ReturnType<typeof uploadClient>;

  beforeAll(async () => {
    t = await startTestApp();
    api = uploadClient(t.baseUrl, SESSION);
    const fixture = await bigAvi();
    big = { bytes: readFileSync(fixture.file), sha256: fixture.sha256 };
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const rows = async (table: 'upload_sessions' | 'upload_chunks' | 'files') =>
    t.db.selectFrom(table).selectAll().execute();

  it('CC-7.01 CC-7.03 CC-7.04 CC-7.05 a 30 MB file sent 3 chunks at once is stored with the same SHA-256', async () => {
    expect(big.bytes.length).toBeGreaterThanOrEqual(30 * 1000 * 1000);
    const init = await api.init({
      fileName: 'big.avi',
      fileSize: big.bytes.length,
      mimeType: 'video/x-msvideo',
      fileHash: big.sha256,
    });
    expect(init.status).toBe(200);
    const { uploadId, chunkSize, totalChunks, uploadedChunks } = init.body.data;
    expect(chunkSize).toBe(5 * MiB);
    expect(totalChunks).toBe(Math.ceil(big.bytes.length / chunkSize));
    expect(uploadedChunks).toEqual([]);

    const chunks = chunksOf(big.bytes, chunkSize);
    const answers = await inParallel(
      chunks.map((bytes, n) => () => api.chunk(uploadId, n, bytes)),
      3,
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(answers.some((a) => a.body.data.isComplete)).toBe(true);

    const progress = await api.progress(uploadId);
    expect(progress.body.data).toMatchObject({ totalChunks, missingChunks: [], progress: 100 });

    const done = await api.complete(uploadId);
    expect(done.status).toBe(200);
    const data = done.body.data as { fileId: string; filePath: string; fileSize: number; metadata: unknown };
    expect(done.body.data).toMatchObject({
      uploadId,
      fileName: 'big.avi',
      fileSize: big.bytes.length,
      mimeType: 'video/x-msvideo',
      status: 'completed',
      uploadMethod: 'chunk',
      metadata: { container: 'avi', width: 1280, height: 720, hasVideo: true, hasAudio: true },
    });
    const stored = readFileSync(path.join(t.dataDir, 'files', data.filePath));
    expect(sha256Of(stored)).toBe(big.sha256);
    expect((await rows('files')).find((f) => f.id === data.fileId)?.sha256).toBe(big.sha256);
    // Chunks are gone once the file is published.
    expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
    // A retried completion (CC §4: up to 3 attempts) answers the same result.
    expect((await api.complete(uploadId)).body.data).toMatchObject({ fileId: data.fileId });
  });

  it('CC-7.03 a chunk sent twice is a no-op: progress unchanged, the file still correct', async () => {
    const bytes = big.bytes.subarray(0, 12 * MiB);
    const init = await api.init({ fileName: 'twice.avi', fileSize: bytes.length, fileHash: sha256Of(bytes) });
    const { uploadId, chunkSize } = init.body.data;
    const [c0 = new Uint8Array(), c1 = new Uint8Array(), c2 = new Uint8Array()] = chunksOf(bytes, chunkSize);
    expect((await api.chunk(uploadId, 0, c0)).body.data).toEqual({
      progress: 33,
      nextChunk: 1,
      isComplete: false,
    });
    const again = await api.chunk(uploadId, 0, c0);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ progress: 33, nextChunk: 1, isComplete: false });
    expect((await rows('upload_chunks')).filter((c) => c.upload_id === uploadId)).toHaveLength(1);
    await api.chunk(uploadId, 2, c2);
    expect((await api.progress(uploadId)).body.data).toMatchObject({
      missingChunks: [1],
      uploadedChunks: [0, 2],
    });
    await api.chunk(uploadId, 1, c1);
    // Completion verifies the init hash, so a rewritten chunk would fail here; the data is the truncated
    // AVI (12 MiB of the 34.7 MB file), which ffprobe still reads.
    const done = await api.complete(uploadId);
    expect(done.status).toBe(200);
  });

  it('a wrong SHA-256 is refused with 422 and nothing is published', async () => {
    const bytes = big.bytes.subarray(0, 6 * MiB);
    const filesBefore = (await rows('files')).length;
    const init = await api.init({ fileName: 'bad.avi', fileSize: bytes.length, fileHash: 'ab'.repeat(32) });
    const { uploadId, chunkSize } = init.body.data;
    for (const [n, c] of chunksOf(bytes, chunkSize).entries())
      expect((await api.chunk(uploadId, n, c)).status).toBe(200);
    const done = await api.complete(uploadId);
    expect(done.status).toBe(422);
    expect(done.body).toEqual({
      code: ERROR_CODES.UPLOAD_HASH_MISMATCH,
      message: UPLOAD_ERROR_MESSAGES.hashMismatch,
    });
    expect(await rows('files')).toHaveLength(filesBefore);
    expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
    expect((await rows('upload_chunks')).filter((c) => c.upload_id === uploadId)).toEqual([]);
    // The client must start over: the session no longer takes chunks; completing again says why.
    expect((await api.progress(uploadId)).status).toBe(404);
    expect((await api.complete(uploadId)).status).toBe(422);
  });

  it('CC-7.06 DELETE removes every trace of the upload', async () => {
    const init = await api.init({ fileName: 'gone.avi', fileSize: 7 * MiB });
    const { uploadId } = init.body.data;
    await api.chunk(uploadId, 0, big.bytes.subarray(0, 5 * MiB));
    // The chunk is in place in the upload's one file (D88).
    expect(statSync(path.join(t.dataDir, 'uploads', uploadId, 'data')).size).toBe(5 * MiB);
    const res = await api.cancel(uploadId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { uploadId, cancelled: true } });
    expect((await rows('upload_sessions')).some((s) => s.id === uploadId)).toBe(false);
    expect((await rows('upload_chunks')).some((c) => c.upload_id === uploadId)).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
    expect((await api.progress(uploadId)).status).toBe(404);
    expect((await api.chunk(uploadId, 1, big.bytes.subarray(0, 2 * MiB))).status).toBe(404);
  });

  it('CC-7.03 a chunk of the wrong size or number is refused and leaves no file', async () => {
    const init = await api.init({ fileName: 'sizes.avi', fileSize: 7 * MiB });
    const { uploadId } = init.body.data;
    for (const [n, bytes] of [
      [0, big.bytes.subarray(0, 5 * MiB - 1)],
      [0, big.bytes.subarray(0, 5 * MiB + 1)],
      [1, big.bytes.subarray(0, 5 * MiB)],
      [2, big.bytes.subarray(0, 2 * MiB)],
      [-1, big.bytes.subarray(0, 2 * MiB)],
      ['x', big.bytes.subarray(0, 2 * MiB)],
    ] as const) {
      const res = await api.chunk(uploadId, n, bytes);
      expect(res.status, `chunk ${n} of ${bytes.length} bytes`).toBe(400);
      expect(res.body.code).toBe(ERROR_CODES.UPLOAD_CHUNK_INVALID);
    }
    const wrongField = await api.chunk(uploadId, 1, big.bytes.subarray(0, 2 * MiB), 'file');
    expect(wrongField.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await api.progress(uploadId)).body.data.uploadedChunks).toEqual([]);
    const dir = path.join(t.dataDir, 'uploads', uploadId);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    const incomplete = await api.complete(uploadId);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({
      code: ERROR_CODES.UPLOAD_INCOMPLETE,
      context: { missingChunks: [0, 1] },
    });
  });

  it('CC-6.02 another owner gets 404 for every call; no session header gets 401', async () => {
    const { uploadId } = (await api.init({ fileName: 'mine.avi', fileSize: 1000 })).body.data;
    const other = uploadClient(t.baseUrl, 'anon_someone-else-01');
    for (const res of [
      await other.progress(uploadId),
      await other.chunk(uploadId, 0, big.bytes.subarray(0, 1000)),
      await other.complete(uploadId),
      await other.cancel(uploadId),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: ERROR_CODES.UPLOAD_NOT_FOUND });
    }
    for (const anonymous of [uploadClient(t.baseUrl, undefined), uploadClient(t.baseUrl, 'anon_1')]) {
      for (const res of [
        await anonymous.init({ fileName: 'a.avi', fileSize: 10 }),
        await anonymous.progress(uploadId),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: ERROR_CODES.SESSION_REQUIRED });
      }
    }
    expect((await api.progress(uploadId)).status).toBe(200);
  });

  it('CC-6.04 init over the size limit is 413 naming the limit; a bad body is 400', async () => {
    const res = await api.init({ fileName: 'huge.avi', fileSize: 524_288_001 });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.FILE_TOO_LARGE,
      message: 'File exceeds the maximum size of 500 MB',
      context: { maxFileSize: 524_288_000 },
    });
    const bad = await api.init({ fileName: '', fileSize: -1, fileHash: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });

  it('more unfinished uploads than maxFilesPerUpload is 429; a resumed init is not a new one', async () => {
    const owner = uploadClient(t.baseUrl, 'anon_many-uploads-01');
    const hash = 'cd'.repeat(32);
    const first = await owner.init({ fileName: 'r.avi', fileSize: 6 * MiB, fileHash: hash });
    await owner.chunk(first.body.data.uploadId, 1, big.bytes.subarray(0, 1 * MiB));
    for (let i = 1; i < 5; i++)
      expect((await owner.init({ fileName: `f${i}.avi`, fileSize: 100 })).status).toBe(200);
    const sixth = await owner.init({ fileName: 'f6.avi', fileSize: 100 });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      code: ERROR_CODES.TOO_MANY_UPLOADS,
      context: { maxFilesPerUpload: 5 },
    });
    // The same file again (same name, size and hash) resumes its session with the stored chunks.
    const resumed = await owner.init({ fileName: 'r.avi', fileSize: 6 * MiB, fileHash: hash });
    expect(resumed.body.data).toMatchObject({ uploadId: first.body.data.uploadId, uploadedChunks: [1] });
  });
});

describe('chunk size by file size', () => {
  it('CC-9.03 init with 100 MB, 1 GB, 5 GB and 20 GB answers 5, 10, 25 and 50 MB chunks', async () => {
    const t = await startTestApp({ ANONYMOUS_MAX_FILE_SIZE: String(30 * 1024 * MiB) });
    try {
      const api = uploadClient(t.baseUrl, 'anon_chunk-sizes-01');
      const sizes = [100 * MiB, 1024 * MiB, 5 * 1024 * MiB, 20 * 1024 * MiB];
      const answers = await Promise.all(
        sizes.map((fileSize, i) => api.init({ fileName: `s${i}.mp4`, fileSize })),
      );
      expect(answers.map((a) => a.body.data.chunkSize / MiB)).toEqual([5, 10, 25, 50]);
      expect(answers.map((a) => a.body.data.totalChunks)).toEqual([20, 103, 205, 410]);
    } finally {
      await t.close();
    }
  });
});
