import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

const WINDOW = 15 * 60 * 1000;

describe('sign-in throttle per account and per IP (DESIGN.md §5)', () => {
  it('locks an account after its failures until the oldest leaves the window; success clears it', () => {
    const throttle = createLoginThrottle({
      maxFailuresPerAccount: 3,
      maxFailuresPerIp: 100,
      windowMs: WINDOW,
    });
    for (let i = 0; i < 3; i++) throttle.recordFailure('A@x.org', `10.0.0.${i}`, 1000 * i);
    expect(throttle.retryAfterMs('a@x.org', '10.9.9.9', 2000)).toBe(WINDOW - 2000);
    expect(throttle.retryAfterMs('a@x.org', '10.9.9.9', WINDOW)).toBe(0);
    throttle.recordSuccess('a@x.org');
    expect(throttle.retryAfterMs('a@x.org', '10.9.9.9', 2000)).toBe(0);
  });
  it('locks an address (an IPv6 /64) across accounts', () => {
    const throttle = createLoginThrottle({
      maxFailuresPerAccount: 100,
      maxFailuresPerIp: 2,
      windowMs: WINDOW,
    });
    throttle.recordFailure('a@x.org', '2001:db8::1', 0);
    throttle.recordFailure('b@x.org', '2001:db8::2', 0);
    expect(throttle.retryAfterMs('c@x.org', '2001:db8::ffff', 1)).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('c@x.org', '2001:db8:0:1::1', 1)).toBe(0);
  });
});
