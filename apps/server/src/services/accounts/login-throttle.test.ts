import { describe, expect, it } from 'vitest';
import { useLimitStoreAdapters } from '../../../test/helpers/limit-stores.js';
import { createLoginThrottle } from './login-throttle.js';

const WINDOW = 15 * 60 * 1000;

describe.each(useLimitStoreAdapters())(
  'sign-in throttle per account and per IP, counted in $name',
  (adapter) => {
    it('locks an account after its failures until the oldest leaves the window; success clears it', async () => {
      const throttle = createLoginThrottle(
        { maxFailuresPerAccount: 3, maxFailuresPerIp: 100, windowMs: WINDOW },
        adapter.stores().windows('login'),
      );
      for (let i = 0; i < 3; i++) await throttle.recordFailure('A@x.org', `10.0.0.${i}`, 1000 * i);
      expect(await throttle.retryAfterMs('a@x.org', '10.9.9.9', 2000)).toBe(WINDOW - 2000);
      expect(await throttle.retryAfterMs('a@x.org', '10.9.9.9', WINDOW)).toBe(0);
      await throttle.recordSuccess('a@x.org');
      expect(await throttle.retryAfterMs('a@x.org', '10.9.9.9', 2000)).toBe(0);
    });
    it('locks an address (an IPv6 /64) across accounts', async () => {
      const throttle = createLoginThrottle(
        { maxFailuresPerAccount: 100, maxFailuresPerIp: 2, windowMs: WINDOW },
        adapter.stores().windows('login'),
      );
      await throttle.recordFailure('a@x.org', '2001:db8::1', 0);
      await throttle.recordFailure('b@x.org', '2001:db8::2', 0);
      expect(await throttle.retryAfterMs('c@x.org', '2001:db8::ffff', 1)).toBeGreaterThan(0);
      expect(await throttle.retryAfterMs('c@x.org', '2001:db8:0:1::1', 1)).toBe(0);
    });
  },
);
