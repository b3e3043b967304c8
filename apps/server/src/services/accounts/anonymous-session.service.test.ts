import { describe, expect, it } from 'vitest';
import { createAnonymousSessionIds } from './anonymous-session.service.js';

describe('server-issued anonymous session ids (D42)', () => {
  const ids = createAnonymousSessionIds('k'.repeat(32));
  const t0 = Date.UTC(2026, 0, 1);

  it('CC-4.49 an issued id is accepted for 24 hours, then expired', () => {
    const { id, expiresAt } = ids.issue(t0);
    expect(id).toMatch(/^anon_[A-Za-z0-9_-]{47}$/);
    expect(ids.verify(id, t0 + 1)).toEqual({ ok: true, createdAt: t0, expiresAt });
    expect(ids.verify(id, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses made-up ids, another key’s ids and altered creation times', () => {
    const { id } = ids.issue(t0);
    expect(ids.verify('anon_0123456789abcdef', t0).ok).toBe(false);
    expect(createAnonymousSessionIds('z'.repeat(32)).verify(id, t0).ok).toBe(false);
    const younger = `anon_${(t0 + 60_000).toString(36).padStart(9, '0')}${id.slice(14)}`;
    expect(ids.verify(younger, t0 + 60_000)).toEqual({ ok: false, reason: 'invalid' });
  });
});
