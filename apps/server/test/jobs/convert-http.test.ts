import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf, makeClip, probe, tempDir, videoStream } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-http-owner';
const STRANGER = 'anon_jobs-http-stranger';

describe('conversion and compression jobs over HTTP (real ffmpeg)', () => {
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  let mov: Uint8Array;
  let fileId: string;
  const jobs = () => jobClient(t.baseUrl, SESSION);

  beforeAll(async () => {
    t = await startTestApp({ ENCODE_SPEED: 'ultrafast' });
    ({ dir, cleanup } = await tempDir('mf-jobs-http-'));
    mov = readFileSync(await makeClip(dir, 'clip.mov', { seconds: 2 }));
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(
      mov,
      'My Clip.MOV',
    );
    expect(up.status).toBe(200);
    fileId = up.body.data.fileId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  async function download(url: string, init: RequestInit = {}) {
    const res = await fetch(`${t.baseUrl}${url}`, init);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('CC-7.19 CC-7.20 CC-7.21 CC-7.25 CC-5.66 converts MOV to MP4: poll, result, download with the token', async () => {
    const started = await jobs().convert(fileId, 'mp4', { settings: { video_codec: 'h264' }, format: 'mp4' });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      jobId: expect.any(String) as unknown,
      estimatedTime: expect.any(Number) as unknown,
      jobType: 'conversion',
      inputMetadata: { width: 320, height: 180, codec: 'h264' },
    });
    expect(started.body.data.inputMetadata.duration).toBeGreaterThan(0);
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', progress: 100, phase: 'completed', error: null });
    const { body } = await jobs().result(started.body.data.jobId);
    expect(body.data).toMatchObject({
      fileName: 'My Clip.mp4',
      mimeType: 'video/mp4',
      originalSize: mov.length,
    });
    expect(body.data.results).toEqual([{ fileId: body.data.fileId, downloadToken: body.data.downloadToken }]);

    const { res, bytes } = await download(body.data.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="My Clip.mp4"; filename*=UTF-8''My%20Clip.mp4`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(bytes.length).toBe(body.data.totalSize);
    const file = path.join(dir, 'download.mp4');
    writeFileSync(file, bytes);
    expect(await containerOf(file)).toBe('isom');
    expect(videoStream(await probe(file))?.codec_name).toBe('h264');
    expect(await fetch(`${t.baseUrl}/api/files/download/${body.data.fileId}`)).toHaveProperty('status', 401);
  });

  it('a Range request on the download returns exactly those bytes (206), 416 outside the file, HEAD the headers', async () => {
    const started = await jobs().convert(fileId, 'mkv');
    await jobs().waitFor(started.body.data.jobId, ['completed']);
    const { body } = await jobs().result(started.body.data.jobId);
    const whole = (await download(body.data.downloadUrl)).bytes;
    const size = whole.length;

    const part = await download(body.data.downloadUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.bytes).toEqual(whole.subarray(100, 200));
    const tail = await download(body.data.downloadUrl, { headers: { range: 'bytes=-50' } });
    expect(tail.bytes).toEqual(whole.subarray(size - 50));
    const open = await download(body.data.downloadUrl, { headers: { range: `bytes=${size - 10}-` } });
    expect(open.res.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const outside = await download(body.data.downloadUrl, { headers: { range: `bytes=${size}-` } });
    expect(outside.res.status).toBe(416);
    expect(outside.res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(JSON.parse(new TextDecoder().decode(outside.bytes))).toMatchObject({
      code: ERROR_CODES.RANGE_NOT_SATISFIABLE,
    });
    const head = await download(body.data.downloadUrl, { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-length')).toBe(String(size));
    expect(head.bytes.length).toBe(0);
  });

  it('CC-3.40 a compression job reports originalSize and compressedSize and never grows the file', async () => {
    const settings = {
      processing_mode: 'compression',
      compression_settings: { compression_method: 'quality_targeted', quality_level: 'low' },
    };
    const started = await jobs().convert(fileId, 'keep_original', { settings });
    expect(started.status).toBe(202);
    expect(started.body.data.jobType).toBe('compression');
    const done = await jobs().waitFor(started.body.data.jobId, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    const { body } = await jobs().result(started.body.data.jobId);
    expect(body.data.fileName).toBe('My Clip.mov');
    expect(body.data.originalSize).toBe(mov.length);
    expect(body.data.compressedSize).toBe(body.data.totalSize);
    expect(body.data.compressedSize).toBeLessThanOrEqual(mov.length);
    expect(done.metadata).toMatchObject({ fileSize: mov.length, compressedSize: body.data.compressedSize });
  });

  it('CC-5.11 invalid settings answer 422 with the spec’s message', async () => {
    const res = await jobs().convert(fileId, 'mp4', { settings: { video_crf: 60, video_codec: 'vp9' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.INVALID_SETTINGS,
      context: {
        errors: [
          { field: 'video_crf', message: 'CRF must be at most 51' },
          { field: 'video_codec', message: 'VP9 codec is not supported by MP4 format' },
        ],
      },
    });
    expect((await jobs().convert(fileId, 'exe')).body).toMatchObject({
      code: ERROR_CODES.UNSUPPORTED_FORMAT,
    });
  });

  it('CC-6.02 another owner gets 404 for the file and for the job; no session is 401', async () => {
    const mine = await jobs().convert(fileId, 'webm', { settings: {} });
    const jobId = mine.body.data.jobId;
    const stranger = jobClient(t.baseUrl, STRANGER);
    expect((await stranger.convert(fileId, 'mp4')).body).toMatchObject({ code: ERROR_CODES.FILE_NOT_FOUND });
    for (const res of [
      await stranger.status(jobId),
      await stranger.result(jobId),
      await stranger.cancel(jobId),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: ERROR_CODES.JOB_NOT_FOUND });
    }
    expect((await jobClient(t.baseUrl, undefined).status(jobId)).status).toBe(401);
    const res = await fetch(`${t.baseUrl}/api/files/download/${fileId}`, { headers: ownerHeaders(STRANGER) });
    expect(res.status).toBe(404);
    await jobs().waitFor(jobId, ['completed', 'failed']);
  });

  it('CC-7.24 GET /api/openapi.json is an OpenAPI 3.1 document listing the job and upload paths', async () => {
    const res = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/files/{fileId}/convert/{format}',
        '/api/jobs/{jobId}',
        '/api/jobs/{jobId}/result',
        '/api/jobs/{jobId}/cancel',
        '/api/files/chunk/init',
        '/api/files/v2/upload/',
        '/api/files/download/{fileId}',
        '/api/health',
        '/api/downloader/platforms',
      ]),
    );
    expect(Object.keys(doc.paths['/api/files/{fileId}/convert/{format}'] ?? {})).toEqual(['post']);
  });
});
