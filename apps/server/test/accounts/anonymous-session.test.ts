import {
  ACCOUNT_PATHS,
  ANONYMOUS_SESSION_HEADER,
  ERROR_CODES,
  type AnonymousSessionResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 60 * 60 * 1000;

async function startSession(t: TestApp, current?: string): Promise<AnonymousSessionResponse> {
  const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.anonymousSession}`, {
    method: 'POST',
    headers: { 'X-User-Agent': 'Test agent', ...(current ? { [ANONYMOUS_SESSION_HEADER]: current } : {}) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AnonymousSessionResponse }).data;
}

const progressOf = (t: TestApp, session: string) =>
  fetch(`${t.baseUrl}/api/credits/daily-status`, { headers: { [ANONYMOUS_SESSION_HEADER]: session } });

describe('anonymous sessions issued by the server (CC §3, §4; D42)', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 10, 9);
  beforeAll(async () => {
    t = await startTestApp({ ANONYMOUS_SESSIONS_PER_HOUR: '5' }, { accountsNow: () => clock });
  });
  afterAll(() => t.close());

  it('CC-3.62 CC-3.63 POST /api/anonymous-session answers the stored fields, limits and usage', async () => {
    const s = await startSession(t);
    expect(s.id).toMatch(/^anon_[A-Za-z0-9_-]{47}$/);
    expect(s).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'Test agent',
      createdAt: new Date(clock).toISOString(),
      expiresAt: new Date(clock + 24 * HOUR).toISOString(),
      isExpired: false,
      dailyConversions: 0,
      usage: { tier: 'ANONYMOUS', used: 0, dailyLimit: 5, remaining: 5 },
      limits: { dailyCredits: 5, maxFileSize: 524_288_000, maxFilesPerUpload: 5 },
    });
    expect(s.limits.allowedFormats).toContain('m4a');
    // A valid current session is answered as it is.
    expect((await startSession(t, s.id)).id).toBe(s.id);
  });

  it('CC-6.02 a made-up or altered id is refused', async () => {
    const s = await startSession(t);
    const altered = `${s.id.slice(0, -1)}${s.id.endsWith('A') ? 'B' : 'A'}`;
    for (const id of ['anon_made-up-by-a-visitor', altered]) {
      const res = await progressOf(t, id);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.SESSION_REQUIRED });
    }
    expect((await progressOf(t, s.id)).status).toBe(200);
  });

  it('CC-4.49 a session expires 24 hours after creation and is replaced by a fresh one', async () => {
    const s = await startSession(t);
    clock += 24 * HOUR - 1;
    expect((await progressOf(t, s.id)).status).toBe(200);
    clock += 1;
    const expired = await progressOf(t, s.id);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: ERROR_CODES.SESSION_EXPIRED });
    const fresh = await startSession(t, s.id);
    expect(fresh.id).not.toBe(s.id);
    expect(fresh.createdAt).toBe(new Date(clock).toISOString());
  });

  it('issuing sessions is rate limited per address', async () => {
    let status = 200;
    for (let i = 0; i < 6 && status === 200; i++) {
      status = (await fetch(`${t.baseUrl}${ACCOUNT_PATHS.anonymousSession}`, { method: 'POST' })).status;
    }
    expect(status).toBe(429);
  });
});
