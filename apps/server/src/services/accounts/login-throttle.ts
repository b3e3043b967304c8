import { ipGroup } from './ip-group.js';

/**
 * Sign-in throttling per account and per IP (DESIGN.md §5; docs/decisions.md D44): failed attempts are
 * counted in a sliding window; at the limit further attempts are refused until the oldest failure leaves
 * the window. A success clears the account's count, not the address's. Kept in memory (one process in
 * embedded mode); the scaled mode would keep the same counts in Redis.
 */
export interface LoginThrottleOptions {
  readonly maxFailuresPerAccount: number;
  readonly maxFailuresPerIp: number;
  readonly windowMs: number;
  /** Bounds memory under a flood of made-up accounts. */
  readonly maxKeys?: number;
}

export interface LoginThrottle {
  /** 0 when the attempt may go ahead, else how long until it may. */
  retryAfterMs(email: string, ip: string, now: number): number;
  recordFailure(email: string, ip: string, now: number): void;
  recordSuccess(email: string): void;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ipGroup(ip)}`;

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const failures = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 100_000;

  const recent = (key: string, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((t) => now - t < options.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const wait = (key: string, limit: number, now: number): number => {
    const times = recent(key, now);
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit] ?? now;
    return Math.max(1, oldest + options.windowMs - now);
  };

  return {
    retryAfterMs(email, ip, now) {
      return Math.max(
        wait(accountKey(email), options.maxFailuresPerAccount, now),
        wait(ipKey(ip), options.maxFailuresPerIp, now),
      );
    },
    recordFailure(email, ip, now) {
      for (const key of [accountKey(email), ipKey(ip)]) {
        const times = recent(key, now);
        times.push(now);
        failures.set(key, times);
      }
      // Maps iterate in insertion order: drop the oldest keys first.
      for (const key of failures.keys()) {
        if (failures.size <= maxKeys) break;
        failures.delete(key);
      }
    },
    recordSuccess(email) {
      failures.delete(accountKey(email));
    },
  };
}
