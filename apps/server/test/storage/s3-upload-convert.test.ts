import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf, probe, tempDir, videoStream } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { bigAvi, sha256Of } from '../helpers/media-fixtures.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { chunksOf, inParallel, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_s3-convert-0001';
const BUCKET = 'convert';

/**
 * The whole path with S3_* set (docs/decisions.md D250-D254): a chunked upload staged in the bucket,
 * published there, fetched by the conversion job, its result published there and downloaded from it.
 */
describe('upload, conversion and download with the files in an S3 store (real ffmpeg)', () => {
  let s3: S3Server;
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  const keys = () => [...s3.objects(BUCKET).keys()].sort();

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(s3.env(BUCKET, { ENCODE_SPEED: 'ultrafast', S3_KEY_PREFIX: 'mf' }));
    ({ dir, cleanup } = await tempDir('mf-s3-convert-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
    await cleanup();
  });

  it('a chunked AVI converted to MP4: both files live in the bucket, the download streams from it', async () => {
    const big = await bigAvi();
    const bytes = readFileSync(big.file);
    const api = uploadClient(t.baseUrl, SESSION);
    const init = await api.init({ fileName: 'clip.avi', fileSize: bytes.length, fileHash: big.sha256 });
    const { uploadId, chunkSize } = init.body.data;
    const sent = await inParallel(
      chunksOf(bytes, chunkSize).map((chunk, n) => () => api.chunk(uploadId, n, chunk)),
      3,
    );
    for (const answer of sent) expect(answer.status).toBe(200);
    expect(keys().every((k) => k.startsWith(`mf/chunks/${uploadId}/`))).toBe(true);
    const done = await api.complete<Data<{ fileId: string; filePath: string }>>(uploadId);
    expect(done.status).toBe(200);
    const input = done.body.data;
    expect(keys()).toEqual([`mf/files/${input.filePath}`]);
    expect(sha256Of(s3.objects(BUCKET).get(`mf/files/${input.filePath}`)!.body)).toBe(big.sha256);

    const jobs = jobClient(t.baseUrl, SESSION);
    const started = await jobs.convert(input.fileId, 'mp4', { settings: { video_codec: 'h264' } });
    expect(started.status).toBe(202);
    expect(await jobs.waitFor(started.body.data.jobId, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
    });
    const { body } = await jobs.result(started.body.data.jobId);
    const resultKey = keys().find((k) => k !== `mf/files/${input.filePath}`);
    expect(keys()).toHaveLength(2);
    const object = s3.objects(BUCKET).get(resultKey!)!.body;
    expect(object.length).toBe(body.data.totalSize);

    const res = await fetch(`${t.baseUrl}${body.data.downloadUrl}`);
    expect(res.status).toBe(200);
    const downloaded = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(downloaded).equals(object)).toBe(true);
    const file = path.join(dir, 'result.mp4');
    writeFileSync(file, downloaded);
    expect(await containerOf(file)).toBe('isom');
    expect(videoStream(await probe(file))).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    const part = await fetch(`${t.baseUrl}${body.data.downloadUrl}`, { headers: { range: 'bytes=10-109' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(object.subarray(10, 110))).toBe(true);
    // Nothing of either file stayed on the node's disk.
    expect(existsSync(path.join(t.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
  });
});
