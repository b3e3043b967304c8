import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER, ERROR_CODES } from '@mediaforge/shared';
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetterAuth } from '../../src/repositories/auth/better-auth.repository.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import {
  authCall,
  cookieHeader,
  FAST_CAPTCHA,
  signIn,
  signUp,
  solveCaptcha,
  STRONG_PASSWORD,
} from './account-kit.js';

describe('accounts: sign-up, sign-in, sign-out (better-auth on SQLite, DESIGN.md §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ...FAST_CAPTCHA,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '8',
    });
  });
  afterAll(() => t.close());

  it('migration 0004 holds every column better-auth expects', async () => {
    const auth = createBetterAuth({
      db: t.db,
      secret: 'x'.repeat(32),
      baseUrl: undefined,
      secureCookies: false,
      google: undefined,
      log: { warn: () => undefined, error: () => undefined },
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('CC-3.43 sign-up needs the bot check; then the session cookie is HttpOnly, SameSite=Lax, not Secure on http', async () => {
    const refused = await authCall(t.baseUrl, ACCOUNT_PATHS.signUp, {
      name: 'No Captcha',
      email: 'nocaptcha@example.com',
      password: STRONG_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODES.CAPTCHA_FAILED);

    const ok = await signUp(t.baseUrl, 'Ada@Example.com');
    expect(ok.status).toBe(200);
    expect(ok.token).toBeTruthy();
    const session = ok.cookies.find((c) => c.startsWith('mediaforge.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);

    const me = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.session}`, {
      headers: { cookie: cookieHeader(ok.cookies) },
    });
    const body = (await me.json()) as { user: { email: string; tier: string } };
    expect(body.user).toMatchObject({ email: 'ada@example.com', tier: 'FREE' });
  });

  it('passwords are stored as argon2id hashes', async () => {
    const row = await t.db
      .selectFrom('auth_accounts')
      .select('password')
      .where('provider_id', '=', 'credential')
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('CC-5.59 CC-5.63 the server refuses a password that fails the checklist', async () => {
    const weak = await authCall(
      t.baseUrl,
      ACCOUNT_PATHS.signUp,
      { name: 'Weak', email: 'weak@example.com', password: 'alllowercase1' },
      { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(t.baseUrl) },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe(ERROR_CODES.WEAK_PASSWORD);
  });

  it('CC-6.10 sign-in gives a cookie and a bearer token; the token identifies the caller; sign-out ends the session', async () => {
    await signUp(t.baseUrl, 'bea@example.com');
    const answer = await signIn(t.baseUrl, 'bea@example.com', STRONG_PASSWORD);
    expect(answer.status).toBe(200);
    const bearer = { authorization: `Bearer ${answer.token ?? ''}` };
    const balance = await fetch(`${t.baseUrl}/api/credits/balance`, { headers: bearer });
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({
      data: { tier: 'FREE', subscriptionCredits: 0, paygCredits: 0 },
    });

    const cookie = cookieHeader(answer.cookies);
    const out = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.signOut}`, {
      method: 'POST',
      headers: { cookie, origin: t.baseUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/credits/balance`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/credits/balance`, { headers: bearer })).status).toBe(401);
  });

  it('a solved captcha is accepted once: a replay is refused', async () => {
    const token = await solveCaptcha(t.baseUrl);
    const headers = { [CAPTCHA_TOKEN_HEADER]: token };
    const first = await authCall(
      t.baseUrl,
      ACCOUNT_PATHS.signIn,
      { email: 'bea@example.com', password: STRONG_PASSWORD },
      headers,
    );
    expect(first.status).toBe(200);
    const replay = await authCall(
      t.baseUrl,
      ACCOUNT_PATHS.signIn,
      { email: 'bea@example.com', password: STRONG_PASSWORD },
      headers,
    );
    expect(replay.status).toBe(403);
    expect(replay.body.code).toBe(ERROR_CODES.CAPTCHA_FAILED);
  });

  it('sign-in is throttled per account after repeated failures, even with the right password', async () => {
    await signUp(t.baseUrl, 'cid@example.com');
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.baseUrl, 'cid@example.com', 'Wrong-pass-1')).status).toBe(401);
    const throttled = await signIn(t.baseUrl, 'cid@example.com', STRONG_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ code: ERROR_CODES.RATE_LIMITED });
    // Another account from the same address is not locked by it.
    expect((await signIn(t.baseUrl, 'bea@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('cross-site state changes are refused (Sec-Fetch-Site / Origin)', async () => {
    const body = JSON.stringify({ email: 'bea@example.com', password: STRONG_PASSWORD });
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.CROSS_SITE_REQUEST });
    }
  });

  it('Google sign-in is offered only when configured', async () => {
    const config = await (await fetch(`${t.baseUrl}${ACCOUNT_PATHS.config}`)).json();
    expect(config).toMatchObject({
      data: { google: false, captcha: { provider: 'altcha' }, payments: false },
    });
  });
});

describe('accounts: configured variants', () => {
  it('with GOOGLE_* set, sign-in/social answers Google’s consent URL carrying our callback', async () => {
    const t = await startTestApp({
      GOOGLE_CLIENT_ID: 'client-id.apps.example',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      expect(await (await fetch(`${t.baseUrl}${ACCOUNT_PATHS.config}`)).json()).toMatchObject({
        data: { google: true },
      });
      const res = await authCall(t.baseUrl, ACCOUNT_PATHS.signInSocial, {
        provider: 'google',
        callbackURL: '/converter',
      });
      expect(res.status).toBe(200);
      const url = new URL(String(res.body.url));
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/callback/google`);
    } finally {
      await t.close();
    }
  });

  it('AUTH_SECURE_COOKIES=true marks the session cookie Secure', async () => {
    const t = await startTestApp({ ...FAST_CAPTCHA, AUTH_SECURE_COOKIES: 'true' });
    try {
      const answer = await signUp(t.baseUrl, 'sec@example.com');
      expect(answer.cookies.find((c) => c.includes('session_token='))).toMatch(/^__Secure-.*; Secure/i);
    } finally {
      await t.close();
    }
  });
});
