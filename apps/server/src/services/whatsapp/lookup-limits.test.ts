import { ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createSlidingWindow, serverLookupGate } from './lookup-limits.js';

describe('sliding windows of WhatsApp lookups', () => {
  it('counts uses per key within the window and says when the next one is possible', () => {
    let now = 1_000_000;
    const window = createSlidingWindow({ max: 2, windowMs: 60_000 }, () => now);
    expect(window.take('a').ok).toBe(true);
    now += 10_000;
    expect(window.take('a').ok).toBe(true);
    expect(window.take('b').ok).toBe(true);
    now += 5_000;
    expect(window.take('a')).toEqual({ ok: false, retryAfterMs: 45_000 });
    // The first use leaves the window.
    now += 45_000;
    expect(window.take('a').ok).toBe(true);
    expect(window.take('a').ok).toBe(false);
  });

  it('gives a use back when it is released', () => {
    const window = createSlidingWindow({ max: 1, windowMs: 60_000 }, () => 5);
    const first = window.take('a');
    expect(window.take('a').ok).toBe(false);
    if (first.ok) first.release();
    expect(window.take('a').ok).toBe(true);
  });

  it('throws RATE_LIMITED for the server scope past its limit', () => {
    const gate = serverLookupGate(createSlidingWindow({ max: 1, windowMs: 60_000 }, () => 0));
    gate();
    expect(gate).toThrow(
      expect.objectContaining({
        code: ERROR_CODES.RATE_LIMITED,
        context: { scope: 'server', retryAfterSeconds: 60 },
      }),
    );
  });
});
