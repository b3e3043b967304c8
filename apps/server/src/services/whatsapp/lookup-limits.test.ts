import { ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { useLimitStoreAdapters } from '../../../test/helpers/limit-stores.js';
import { createSlidingWindow, serverLookupGate } from './lookup-limits.js';

describe.each(useLimitStoreAdapters())('sliding windows of WhatsApp lookups, counted in $name', (adapter) => {
  const windowOf = (max: number, now: () => number) =>
    createSlidingWindow({ max, windowMs: 60_000 }, adapter.stores().windows('lookups'), now);

  it('counts uses per key within the window and says when the next one is possible', async () => {
    let now = 1_000_000;
    const window = windowOf(2, () => now);
    expect((await window.take('a')).ok).toBe(true);
    now += 10_000;
    expect((await window.take('a')).ok).toBe(true);
    expect((await window.take('b')).ok).toBe(true);
    now += 5_000;
    expect(await window.take('a')).toEqual({ ok: false, retryAfterMs: 45_000 });
    // The first use leaves the window.
    now += 45_000;
    expect((await window.take('a')).ok).toBe(true);
    expect((await window.take('a')).ok).toBe(false);
  });

  it('gives a use back when it is released', async () => {
    const window = windowOf(1, () => 5);
    const first = await window.take('a');
    expect((await window.take('a')).ok).toBe(false);
    if (!first.ok) throw new Error('the first use was refused');
    await first.release();
    expect((await window.take('a')).ok).toBe(true);
  });

  it('throws RATE_LIMITED for the server scope past its limit', async () => {
    const gate = serverLookupGate(windowOf(1, () => 0));
    await gate();
    await expect(gate()).rejects.toMatchObject({
      code: ERROR_CODES.RATE_LIMITED,
      context: { scope: 'server', retryAfterSeconds: 60 },
    });
  });
});
