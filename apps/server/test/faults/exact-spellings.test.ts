import {
  ACCOUNT_PATHS,
  ANONYMOUS_SESSION_HEADER,
  CAPTCHA_TOKEN_HEADER,
  ERROR_CODES,
  type AnonymousSessionResponse,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallMp4 } from '../helpers/media-fixtures.js';
import { authCall, cookieHeader, FAST_CAPTCHA, solveCaptcha, signUp } from '../accounts/account-kit.js';
import { tempDir } from '../encode/encode-helpers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';
import { readFileSync } from 'node:fs';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every other spelling of a base64 value that decodes to the same bytes: its last data character with
 * the unused low bits set differently (a lenient decoder cannot tell them apart).
 */
function respellings(value: string, encoding: 'base64' | 'base64url'): string[] {
  const padding = /=*$/.exec(value)?.[0] ?? '';
  const data = value.slice(0, value.length - padding.length);
  const bytes = Buffer.from(value, encoding);
  const extra = encoding === 'base64' ? '+/' : '-_';
  return [...(ALPHABET + extra)]
    .map((c) => `${data.slice(0, -1)}${c}${padding}`)
    .filter((v) => v !== value && Buffer.from(v, encoding).equals(bytes));
}

async function json(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('signed values and ids are valid in one spelling only (DESIGN.md §5; D67)', () => {
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir('mf-spellings-'));
    t = await startTestApp({ ...FAST_CAPTCHA, ANONYMOUS_SESSIONS_PER_HOUR: '50' });
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  async function newSession(current?: string): Promise<string> {
    const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.anonymousSession}`, {
      method: 'POST',
      headers: current ? { [ANONYMOUS_SESSION_HEADER]: current } : {},
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: AnonymousSessionResponse }).data.id;
  }

  it('CC-6.02 an anonymous session id: each of its 15 re-spellings is refused with SESSION_REQUIRED', async () => {
    const id = await newSession();
    // anon_ + time + random + a 22-character tag: 16 bytes in base64url leave its last character 4 free bits.
    const body = id.slice(0, -22);
    const variants = respellings(id.slice(-22), 'base64url').map((tag) => body + tag);
    expect(variants).toHaveLength(15);
    for (const variant of [...variants, id.toUpperCase(), `${id}=`, `${id}%3D`]) {
      const res = await json(
        await fetch(`${t.baseUrl}/api/credits/daily-status`, {
          headers: { [ANONYMOUS_SESSION_HEADER]: variant },
        }),
      );
      expect(res, variant).toMatchObject({ status: 401, body: { code: ERROR_CODES.SESSION_REQUIRED } });
      // Nor does it continue the session: a fresh visitor id is issued instead.
      expect(await newSession(variant)).not.toBe(id);
    }
    expect(
      (await fetch(`${t.baseUrl}/api/credits/daily-status`, { headers: { [ANONYMOUS_SESSION_HEADER]: id } }))
        .status,
    ).toBe(200);
    expect(await newSession(id)).toBe(id);
  });

  it('CC-7.25 a download token: every other spelling is 403 FORBIDDEN, the issued one downloads', async () => {
    const session = await newSession();
    const bytes = readFileSync(await smallMp4(dir));
    const upload = await uploadClient(t.baseUrl, session).regular<Data<RegularUploadResponse>>(
      bytes,
      'a.mp4',
    );
    expect(upload.status).toBe(200);
    const { fileId, accessToken } = upload.body.data;
    const [expiry = '', mac = ''] = accessToken.split('.');
    const variants = [
      ...respellings(mac, 'base64url').map((m) => `${expiry}.${m}`),
      `0${accessToken}`,
      `${accessToken}=`,
      `${expiry}.${Buffer.from(mac, 'base64url').toString('base64')}`,
    ];
    expect(variants.length).toBeGreaterThanOrEqual(6);
    const download = (token: string) =>
      fetch(`${t.baseUrl}/files/download/${fileId}?token=${encodeURIComponent(token)}`);
    for (const variant of variants) {
      const res = await json(await download(variant));
      expect(res, variant).toMatchObject({ status: 403, body: { code: ERROR_CODES.FORBIDDEN } });
    }
    const ok = await download(accessToken);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('an upload id is looked up as written: another case or padding is UPLOAD_NOT_FOUND', async () => {
    const session = await newSession();
    const client = uploadClient(t.baseUrl, session);
    const init = await client.init({
      fileName: 'a.mp4',
      fileSize: 10,
      fileHash: 'a'.repeat(64),
      fileType: 'video/mp4',
    });
    expect(init.status).toBe(200);
    const uploadId = init.body.data.uploadId;
    const flipped = uploadId.replace(/[a-z]/, (c) => c.toUpperCase());
    for (const variant of [
      flipped === uploadId ? uploadId.toLowerCase() : flipped,
      `${uploadId}=`,
      `${uploadId}%00`,
    ]) {
      const res = await client.progress<Data<unknown>>(variant);
      expect(res, variant).toMatchObject({ status: 404, body: { code: ERROR_CODES.UPLOAD_NOT_FOUND } });
    }
    expect((await client.progress(uploadId)).status).toBe(200);
  });

  it('a captcha payload: re-spelled base64 of a valid solution is CAPTCHA_FAILED, the payload as issued passes once', async () => {
    // The widget's JSON, padded so that its base64 ends in '==' (4 unused bits: 15 re-spellings).
    let text = Buffer.from(await solveCaptcha(t.baseUrl), 'base64').toString('utf8');
    while (Buffer.byteLength(text) % 3 !== 1) text += ' ';
    const payload = Buffer.from(text).toString('base64');
    const unpadded = payload.replace(/=+$/, '');
    const variants = [
      ...respellings(payload, 'base64'),
      ...(unpadded === payload ? [] : [unpadded]),
      `${payload.slice(0, 8)} ${payload.slice(8)}`,
      Buffer.from(payload, 'base64').toString('base64url'),
      `${payload}==`,
    ].filter((v) => v !== payload);
    expect(variants.length).toBeGreaterThanOrEqual(18);
    const signUpWith = (token: string, email: string) =>
      authCall(
        t.baseUrl,
        ACCOUNT_PATHS.signUp,
        { name: 'Spelling', email, password: 'Correct-horse-7' },
        { [CAPTCHA_TOKEN_HEADER]: token },
      );
    for (const [i, variant] of variants.entries()) {
      const res = await signUpWith(variant, `variant${i}@example.test`);
      expect(res, variant).toMatchObject({ status: 403, body: { code: ERROR_CODES.CAPTCHA_FAILED } });
    }
    expect((await signUpWith(payload, 'issued@example.test')).status).toBe(200);
    // And only once: a replay of the accepted payload is refused too.
    expect((await signUpWith(payload, 'replay@example.test')).body).toMatchObject({
      code: ERROR_CODES.CAPTCHA_FAILED,
    });
  });

  it('a session cookie or bearer token: a re-spelled signature names nobody (401 UNAUTHORIZED)', async () => {
    const account = await signUp(t.baseUrl, 'cookie-owner@example.test');
    expect(account.status).toBe(200);
    const cookie = cookieHeader(account.cookies);
    const match = /mediaforge\.session_token=([^;]+)/.exec(cookie);
    expect(match?.[1]).toBeDefined();
    const signed = decodeURIComponent(match?.[1] ?? '');
    const dot = signed.lastIndexOf('.');
    const [value, signature] = [signed.slice(0, dot), signed.slice(dot + 1)];
    const variants = respellings(signature, 'base64').map((s) => `${value}.${s}`);
    expect(variants).toHaveLength(3);
    const balance = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/credits/balance`, { headers }).then(json);
    for (const variant of variants) {
      const asCookie = cookie.replace(match?.[1] ?? '', encodeURIComponent(variant));
      expect(await balance({ cookie: asCookie }), variant).toMatchObject({
        status: 401,
        body: { code: ERROR_CODES.UNAUTHORIZED },
      });
      expect(await balance({ authorization: `Bearer ${variant}` }), variant).toMatchObject({
        status: 401,
        body: { code: ERROR_CODES.UNAUTHORIZED },
      });
      const session = await fetch(`${t.baseUrl}/api/auth/get-session`, { headers: { cookie: asCookie } });
      expect(await session.json()).toBeNull();
    }
    expect((await balance({ cookie })).status).toBe(200);
    expect((await balance({ authorization: `Bearer ${signed}` })).status).toBe(200);
  });
});
