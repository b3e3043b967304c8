import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANONYMOUS_ALLOWED_FORMATS, ERROR_CODES, formatNotAllowedMessage } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallMp4 } from '../helpers/media-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient } from '../helpers/upload-client.js';
import { cookieHeader, FAST_CAPTCHA, signUp } from './account-kit.js';

/** A signed-in client: the upload endpoints with the account's session cookie instead of a session id. */
function userClient(baseUrl: string, cookie: string) {
  const send = async (url: string, init: RequestInit) => {
    const res = await fetch(`${baseUrl}${url}`, { ...init, headers: { ...init.headers, cookie } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    init: (fileName: string) =>
      send('/api/files/chunk/init', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileName, fileSize: 1000, mimeType: '', fileHash: '' }),
      }),
    regular: (bytes: Uint8Array, fileName: string) => {
      const body = new FormData();
      body.append('file', new Blob([bytes]), fileName);
      return send('/api/files/v2/upload/', { method: 'POST', body });
    },
  };
}

describe('anonymous allowed formats (CC-6.04)', () => {
  let t: TestApp;
  let fixtures: string;
  let mp4: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp({ ...FAST_CAPTCHA });
    fixtures = mkdtempSync(path.join(tmpdir(), 'mediaforge-formats-'));
    mp4 = readFileSync(await smallMp4(fixtures));
  });
  afterAll(async () => {
    await t.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const stored = (dir: string) =>
    existsSync(path.join(t.dataDir, dir)) ? readdirSync(path.join(t.dataDir, dir)) : [];

  it('an anonymous .wmv is refused with 415 FORMAT_NOT_ALLOWED at chunk init and regular upload, storing nothing', async () => {
    const api = uploadClient(t.baseUrl, 'anon_formats-test-001');
    const before = { files: stored('files'), tmp: stored('tmp') };
    const init = await api.init({ fileName: 'clip.wmv', fileSize: 1000 });
    expect(init.status).toBe(415);
    expect(init.body).toMatchObject({
      code: ERROR_CODES.FORMAT_NOT_ALLOWED,
      message: formatNotAllowedMessage(ANONYMOUS_ALLOWED_FORMATS),
      context: { format: 'wmv', allowedFormats: [...ANONYMOUS_ALLOWED_FORMATS] },
    });
    const regular = await api.regular(mp4, 'clip.WMV');
    expect(regular.status).toBe(415);
    expect(regular.body).toMatchObject({ code: ERROR_CODES.FORMAT_NOT_ALLOWED });
    expect({ files: stored('files'), tmp: stored('tmp') }).toEqual(before);
  });

  it('an anonymous .mkv is accepted at chunk init and regular upload', async () => {
    const api = uploadClient(t.baseUrl, 'anon_formats-test-002');
    expect((await api.init({ fileName: 'clip.mkv', fileSize: 1000 })).status).toBe(200);
    expect((await api.regular(mp4, 'clip.MKV')).status).toBe(200);
  });

  it('a signed-in visitor is not held to the anonymous list: .wmv accepted', async () => {
    const answer = await signUp(t.baseUrl, 'formats@example.com');
    expect(answer.status).toBe(200);
    const api = userClient(t.baseUrl, cookieHeader(answer.cookies));
    expect((await api.init('clip.wmv')).status).toBe(200);
    expect((await api.regular(mp4, 'clip.wmv')).status).toBe(200);
  });
});
