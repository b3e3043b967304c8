import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadTokens } from '../src/services/download-token.js';
import { sha256Of, smallMp4 } from './helpers/media-fixtures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { ownerHeaders, uploadClient, type Data } from './helpers/upload-client.js';

const SESSION = 'anon_regular-test-01';
const SECRET = 'test-secret-of-at-least-32-characters';
const MiB = 1024 * 1024;
const TEXT = new TextEncoder().encode('Just some notes, not a video.\n'.repeat(100));

describe('regular upload and download (real listening server)', () => {
  let t: TestApp;
  let fixtures: string;
  let mp4: Uint8Array;
  let api: ReturnType<typeof uploadClient>;

  beforeAll(async () => {
    // A 1 MB anonymous limit (an operator setting) so the over-limit case stays small.
    t = await startTestApp({ ANONYMOUS_MAX_FILE_SIZE: String(MiB), UPLOAD_TOKEN_SECRET: SECRET });
    api = uploadClient(t.baseUrl, SESSION);
    fixtures = mkdtempSync(path.join(tmpdir(), 'mediaforge-regular-'));
    mp4 = readFileSync(await smallMp4(fixtures));
  });
  afterAll(async () => {
    await t.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const storedFiles = () =>
    existsSync(path.join(t.dataDir, 'files')) ? readdirSync(path.join(t.dataDir, 'files')) : [];
  const tempFiles = () =>
    existsSync(path.join(t.dataDir, 'tmp')) ? readdirSync(path.join(t.dataDir, 'tmp')) : [];
  const upload = () => api.regular<Data<RegularUploadResponse>>(mp4, '../clip\u0000 (1).mp4');

  it('CC-7.08 CC-3.55 CC-3.54 answers success with fileId, fileName, fileSize, mimeType, accessToken, downloadUrl, s3Key, filePath, status, metadata', async () => {
    const res = await upload();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(res.body.success).toBe(true);
    expect(data).toMatchObject({
      fileName: 'clip (1).mp4',
      fileSize: mp4.length,
      mimeType: 'video/mp4',
      uploadMethod: 'regular',
      status: 'completed',
      metadata: { container: 'mp4', width: 64, height: 48, videoCodec: 'h264', audioCodec: 'aac' },
    });
    expect(data.fileId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(data.downloadUrl).toBe(
      `/api/files/download/${data.fileId}?token=${encodeURIComponent(data.accessToken)}`,
    );
    expect(sha256Of(readFileSync(path.join(t.dataDir, 'files', data.s3Key)))).toBe(sha256Of(mp4));
    // The same opaque storage path the chunked answer gives (CC-3.54).
    expect(data.filePath).toBe(data.s3Key);
    expect(statSync(path.join(t.dataDir, 'files', data.s3Key)).mode & 0o777).toBe(0o600);
  });

  it('the downloadUrl streams the file as an attachment with nosniff and the stored type', async () => {
    const { data } = (await upload()).body;
    for (const url of [data.downloadUrl, data.downloadUrl.replace('/api/files/', '/files/')]) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe(String(mp4.length));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="clip (1).mp4"; filename*=UTF-8''clip%20%281%29.mp4`,
      );
      expect(sha256Of(new Uint8Array(await res.arrayBuffer()))).toBe(sha256Of(mp4));
    }
    // Without a token, the owner's session header opens it too; anyone else gets 404, nobody 401.
    const path_ = `${t.baseUrl}/files/download/${data.fileId}`;
    expect((await fetch(path_, { headers: ownerHeaders(SESSION) })).status).toBe(200);
    const stranger = await fetch(path_, { headers: ownerHeaders('anon_stranger-00001') });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: ERROR_CODES.FILE_NOT_FOUND });
    expect((await fetch(path_)).status).toBe(401);
  });

  it('a tampered, foreign or expired token is refused with 403', async () => {
    const { data } = (await upload()).body;
    const [expiry = '', mac = ''] = data.accessToken.split('.');
    const other = (await upload()).body.data;
    const expired = createDownloadTokens(SECRET).sign(data.fileId, Date.now() - 1000);
    for (const token of [`${Number(expiry) + 60}.${mac}`, other.accessToken, expired, 'garbage', '']) {
      const res = await fetch(
        `${t.baseUrl}/api/files/download/${data.fileId}?token=${encodeURIComponent(token)}`,
      );
      expect(res.status, token).toBe(403);
      expect(await res.json()).toEqual({
        code: ERROR_CODES.FORBIDDEN,
        message: UPLOAD_ERROR_MESSAGES.invalidDownloadToken,
      });
    }
  });

  it('CC-6.04 a regular upload over the limit is 413 and leaves no file', async () => {
    const before = storedFiles().length;
    const twoMb = new Uint8Array(2 * MiB);
    twoMb.set(mp4);
    const res = await api.regular(twoMb, 'big.mp4');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.FILE_TOO_LARGE,
      message: 'File exceeds the maximum size of 1 MB',
    });
    expect(storedFiles()).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
    // A body declared far larger than the limit is refused before it is read.
    const eightMb = await api.regular(new Uint8Array(8 * MiB), 'huge.mp4');
    expect(eightMb.status).toBe(413);
    expect(eightMb.body).toMatchObject({ code: ERROR_CODES.FILE_TOO_LARGE });
    expect(storedFiles()).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
    // The next request is served normally.
    expect((await upload()).status).toBe(200);
  });

  it('a text file renamed .mp4 is refused with 415 through both endpoints, nothing published', async () => {
    const before = storedFiles().length;
    const regular = await api.regular(TEXT, 'notes.mp4');
    expect(regular.status).toBe(415);
    expect(regular.body).toEqual({
      code: ERROR_CODES.UNSUPPORTED_MEDIA,
      message: UPLOAD_ERROR_MESSAGES.unsupportedMedia,
    });

    const init = await api.init({
      fileName: 'notes.mp4',
      fileSize: TEXT.length,
      mimeType: 'video/mp4',
      fileHash: sha256Of(TEXT),
    });
    const { uploadId } = init.body.data;
    expect((await api.chunk(uploadId, 0, TEXT)).status).toBe(200);
    const done = await api.complete(uploadId);
    expect(done.status).toBe(415);
    expect(done.body).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_MEDIA });
    expect(storedFiles()).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
  });

  it('media magic bytes that ffprobe cannot read are refused with 415', async () => {
    const fake = new Uint8Array(4096);
    fake.set(new TextEncoder().encode('\0\0\0\x20ftypisom'));
    const res = await api.regular(fake, 'fake.mp4');
    expect(res.status).toBe(415);
  });

  it('a missing session header is 401; a wrong field or a non-multipart body is 400', async () => {
    const anonymous = uploadClient(t.baseUrl, undefined);
    expect((await anonymous.regular(mp4, 'a.mp4')).status).toBe(401);
    const wrongField = await api.regular(mp4, 'a.mp4', 'chunk');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED });
    const json = await fetch(`${t.baseUrl}/api/files/v2/upload`, {
      method: 'POST',
      headers: { ...ownerHeaders(SESSION), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });
});

describe('download token key', () => {
  it('without UPLOAD_TOKEN_SECRET a key is generated once into DATA_DIR/secret.key with mode 0600', async () => {
    const t = await startTestApp();
    try {
      const file = path.join(t.dataDir, 'secret.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = readFileSync(file, 'utf8');
      await t.stop();
      const again = await startTestApp({}, { dataDir: t.dataDir });
      await again.stop();
      expect(readFileSync(file, 'utf8')).toBe(key);
    } finally {
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
