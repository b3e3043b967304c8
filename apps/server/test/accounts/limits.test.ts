import { readFileSync } from 'node:fs';
import {
  ACCOUNT_PATHS,
  anonymousSessionLimitMessage,
  ERROR_CODES,
  fileTooLargeMessage,
  type LimitsResponse,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { FAST_CAPTCHA, cookieHeader, signUp } from './account-kit.js';

const MiB = 1024 * 1024;

describe('limits from the server’s configuration, refusals in words (CC §3 "Limits", §6; D77, D78)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({
      ...FAST_CAPTCHA,
      MAX_FILES_PER_UPLOAD: '3',
      FREE_MAX_FILE_SIZE: String(MiB),
      ANONYMOUS_SESSIONS_PER_HOUR: '2',
    });
    cookie = cookieHeader((await signUp(t.baseUrl, 'limits@example.test')).cookies);
  });
  afterAll(() => t.close());

  const limits = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.limits}`, { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: LimitsResponse }).data;
  };
  const upload = (bytes: Uint8Array, name: string) => {
    const body = new FormData();
    body.append('file', new Blob([bytes]), name);
    return fetch(`${t.baseUrl}/api/files/v2/upload/`, { method: 'POST', headers: { cookie }, body });
  };

  it('CC-3.42 CC-6.09 GET /api/limits answers the caller’s tier limits as configured', async () => {
    // Nobody signed in, no session yet: the anonymous tier's (what the upload area shows first).
    expect(await limits()).toEqual({
      tier: 'ANONYMOUS',
      maxFileSize: 524_288_000,
      maxFilesPerUpload: 3,
      dailyCredits: 5,
    });
    expect(await limits({ cookie })).toEqual({
      tier: 'FREE',
      maxFileSize: MiB,
      maxFilesPerUpload: 3,
      dailyCredits: 10,
    });
  });

  it('a signed-in visitor uploads without an anonymous session; over the tier’s size the server says so', async () => {
    const { dir, cleanup } = await tempDir('mf-limits-');
    try {
      const clip = readFileSync(await makeClip(dir, 'a.mp4', { seconds: 1 }));
      const ok = await upload(clip, 'a.mp4');
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: RegularUploadResponse }).data.fileSize).toBe(clip.length);
    } finally {
      await cleanup();
    }
    const tooLarge = await upload(new Uint8Array(MiB + 1), 'big.mp4');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      code: ERROR_CODES.FILE_TOO_LARGE,
      message: fileTooLargeMessage(MiB),
      context: { maxFileSize: MiB },
    });
    expect(fileTooLargeMessage(MiB)).toBe('File exceeds the maximum size of 1 MB');
  });

  it('past ANONYMOUS_SESSIONS_PER_HOUR the session call answers 429 SESSION_LIMIT_REACHED in words', async () => {
    const start = () => fetch(`${t.baseUrl}${ACCOUNT_PATHS.anonymousSession}`, { method: 'POST' });
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: ERROR_CODES.SESSION_LIMIT_REACHED,
      message: anonymousSessionLimitMessage(2),
      context: { maxPerHour: 2 },
    });
  });
});
