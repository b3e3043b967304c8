import type { WindowStore } from '../../repositories/limits/limit-store.repository.js';
import { ipGroup } from './ip-group.js';

/**
 * Sign-in throttling per account and per IP (DESIGN.md §5; docs/decisions.md D44): failed attempts are
 * counted in a sliding window; at the limit further attempts are refused until the oldest failure leaves
 * the window. A success clears the account's count, not the address's. The counts live in the run
 * mode's window store: this process's memory when embedded, Redis when API nodes share the load (D242).
 */
export interface LoginThrottleOptions {
  readonly maxFailuresPerAccount: number;
  readonly maxFailuresPerIp: number;
  readonly windowMs: number;
}

export interface LoginThrottle {
  /** 0 when the attempt may go ahead, else how long until it may. */
  retryAfterMs(email: string, ip: string, now: number): Promise<number>;
  recordFailure(email: string, ip: string, now: number): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ipGroup(ip)}`;

export function createLoginThrottle(options: LoginThrottleOptions, store: WindowStore): LoginThrottle {
  const wait = async (key: string, limit: number, now: number): Promise<number> => {
    const times = await store.recent(key, now, options.windowMs);
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit] ?? now;
    return Math.max(1, oldest + options.windowMs - now);
  };

  return {
    async retryAfterMs(email, ip, now) {
      const waits = await Promise.all([
        wait(accountKey(email), options.maxFailuresPerAccount, now),
        wait(ipKey(ip), options.maxFailuresPerIp, now),
      ]);
      return Math.max(...waits);
    },
    async recordFailure(email, ip, now) {
      await Promise.all(
        [accountKey(email), ipKey(ip)].map((key) => store.add(key, now, options.windowMs, Infinity)),
      );
    },
    async recordSuccess(email) {
      await store.clear(accountKey(email));
    },
  };
}
