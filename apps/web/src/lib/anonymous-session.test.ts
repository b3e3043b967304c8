import { ANONYMOUS_SESSION_LIFETIME_MS, ANONYMOUS_SESSION_STORAGE_KEY } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { ensureAnonymousSession, type AnonymousSession } from './anonymous-session';

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

describe('anonymous session', () => {
  it('CC-3.62 CC-3.63 is created under "anonymous_session" with an anon_ id, its fields and limits', () => {
    const storage = memoryStorage();
    const session = ensureAnonymousSession(storage, Date.UTC(2026, 0, 1), 'Test agent');
    expect(session.id).toMatch(/^anon_[0-9a-f]{32}$/);
    expect(stored(storage)).toEqual(session);
    expect(session).toMatchObject({
      ip: null,
      userAgent: 'Test agent',
      createdAt: '2026-01-01T00:00:00.000Z',
      dailyConversions: 0,
      isExpired: false,
      limits: { dailyCredits: 5, maxFileSize: 524_288_000 },
    });
    expect(session.limits.allowedFormats).toContain('mp4');
  });

  it('CC-4.49 is kept for 24 hours, then replaced by a fresh one', () => {
    const storage = memoryStorage();
    const start = Date.UTC(2026, 0, 1);
    const first = ensureAnonymousSession(storage, start, '');
    expect(ensureAnonymousSession(storage, start + ANONYMOUS_SESSION_LIFETIME_MS - 1, '').id).toBe(first.id);
    const next = ensureAnonymousSession(storage, start + ANONYMOUS_SESSION_LIFETIME_MS, '');
    expect(next.id).not.toBe(first.id);
    expect(stored(storage)?.id).toBe(next.id);
  });

  it('CC-4.49 a session set to 25 h ago, or unreadable, is replaced', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 2);
    const old = { id: 'anon_old12345', createdAt: new Date(now - 25 * 3600_000).toISOString() };
    storage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, JSON.stringify(old));
    expect(ensureAnonymousSession(storage, now, '').id).not.toBe(old.id);
    storage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, '{broken');
    expect(ensureAnonymousSession(storage, now, '').id).toMatch(/^anon_/);
  });

  it('works without storage', () => {
    expect(ensureAnonymousSession(undefined, 0, '').id).toMatch(/^anon_/);
  });
});
