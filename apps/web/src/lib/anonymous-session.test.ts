import {
  ANONYMOUS_SESSION_HEADER,
  ANONYMOUS_SESSION_STORAGE_KEY,
  type AnonymousSessionResponse,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { ensureAnonymousSession, refreshAnonymousSession, type AnonymousSession } from './anonymous-session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.map.get(ANONYMOUS_SESSION_STORAGE_KEY) ?? 'null') as AnonymousSession | null;

const HOUR = 3600_000;

/** A stand-in for POST /api/anonymous-session issuing ids in order. */
function fakeServer(now: () => number) {
  const calls: (string | null)[] = [];
  const fetchImpl = ((_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push(headers[ANONYMOUS_SESSION_HEADER] ?? null);
    const id = headers[ANONYMOUS_SESSION_HEADER] ?? `anon_${String(calls.length).padStart(47, '0')}`;
    const data: AnonymousSessionResponse = {
      id,
      ip: '203.0.113.9',
      userAgent: headers['X-User-Agent'] ?? '',
      createdAt: new Date(now()).toISOString(),
      expiresAt: new Date(now() + 24 * HOUR).toISOString(),
      isExpired: false,
      dailyConversions: calls.length - 1,
      usage: { tier: 'ANONYMOUS', used: 0, dailyLimit: 5, remaining: 5, resetsAt: '' },
      limits: {
        dailyCredits: 5,
        maxFileSize: 524_288_000,
        maxFilesPerUpload: 5,
        allowedFormats: ['mp4', 'm4a'],
      },
    };
    return Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }));
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('anonymous session issued by the server', () => {
  it('CC-3.62 CC-3.63 is stored under "anonymous_session" with an anon_ id, its fields and limits', async () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    const server = fakeServer(() => now);
    const session = await ensureAnonymousSession({
      storage,
      now,
      userAgent: 'Test agent',
      fetch: server.fetchImpl,
    });
    expect(session.id).toMatch(/^anon_/);
    expect(stored(storage)).toEqual(session);
    expect(session).toMatchObject({
      ip: '203.0.113.9',
      userAgent: 'Test agent',
      createdAt: '2026-01-01T00:00:00.000Z',
      dailyConversions: 0,
      isExpired: false,
      limits: { dailyCredits: 5, maxFileSize: 524_288_000, allowedFormats: ['mp4', 'm4a'] },
    });
  });

  it('CC-4.49 is kept until it expires (24 h), then replaced by a fresh one', async () => {
    const storage = memoryStorage();
    let now = Date.UTC(2026, 0, 2);
    const server = fakeServer(() => now);
    const env = () => ({ storage, now, fetch: server.fetchImpl });
    const first = await ensureAnonymousSession(env());
    now += 24 * HOUR - 1;
    expect((await ensureAnonymousSession(env())).id).toBe(first.id);
    now += 1;
    const next = await ensureAnonymousSession(env());
    expect(next.id).not.toBe(first.id);
    expect(stored(storage)?.id).toBe(next.id);
  });

  it('CC-4.49 a stored session without expiry (browser-made), 25 h old, or unreadable is replaced', async () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 3);
    const server = fakeServer(() => now);
    storage.setItem(
      ANONYMOUS_SESSION_STORAGE_KEY,
      JSON.stringify({ id: 'anon_0123456789abcdef', createdAt: new Date(now).toISOString() }),
    );
    expect((await ensureAnonymousSession({ storage, now, fetch: server.fetchImpl })).id).not.toBe(
      'anon_0123456789abcdef',
    );
    storage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, '{broken');
    expect(
      (await ensureAnonymousSession({ storage, now: now + 48 * HOUR, fetch: server.fetchImpl })).id,
    ).toMatch(/^anon_/);
  });

  it('CC-4.50 a refresh keeps the id and brings the server’s usage', async () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 5);
    const server = fakeServer(() => now);
    const first = await ensureAnonymousSession({ storage, now, fetch: server.fetchImpl });
    const again = await refreshAnonymousSession({ storage, now, fetch: server.fetchImpl });
    expect(again.id).toBe(first.id);
    expect(server.calls.at(-1)).toBe(first.id);
  });
});
