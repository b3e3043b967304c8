/**
 * The scaled mode's limit counters in Redis, shared by every API node. A window is a sorted set per
 * key (score: the time of the use), trimmed, checked and added to in one Lua script, so two nodes
 * adding at once cannot both pass the limit; it expires with its window. A once-key is `SET NX` with the key's
 * expiry.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from '../redis/redis-client.repository.js';
import type { LimitStores, OnceStore, WindowAdd, WindowStore } from './limit-store.repository.js';

// Scripts answer plain arrays of integers, the same under RESP2 and RESP3 (ioredis 6 speaks RESP3,
// where ZRANGE WITHSCORES would answer pairs).
const TRIM = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
local times = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local answer = {}
for i = 2, #times, 2 do answer[#answer + 1] = tonumber(times[i]) end
`;

// KEYS[1] the window; ARGV: now, windowMs. Answers the times in the window, oldest first.
const RECENT_SCRIPT = `${TRIM}
return answer
`;

// ARGV: now, windowMs, max (-1: none), entry. Answers {1} when added, else {0, time, …} oldest first.
const ADD_SCRIPT = `${TRIM}
local max = tonumber(ARGV[3])
if max >= 0 and #answer >= max then
  table.insert(answer, 1, 0)
  return answer
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1}
`;

/** Members are unique even for two uses in the same millisecond. */
const entryAt = (now: number) => `${now}:${randomBytes(6).toString('base64url')}`;

export function createRedisWindowStore(client: Redis, namespace: string): WindowStore {
  const keyOf = (key: string) => `${namespace}:${key}`;
  return {
    async recent(key, now, windowMs) {
      const answer = (await client.eval(
        RECENT_SCRIPT,
        1,
        keyOf(key),
        String(now),
        String(windowMs),
      )) as number[];
      return answer.map(Number);
    },
    async add(key, now, windowMs, max): Promise<WindowAdd> {
      const entry = entryAt(now);
      const args = [now, windowMs, Number.isFinite(max) ? max : -1].map(String);
      const answer = (await client.eval(ADD_SCRIPT, 1, keyOf(key), ...args, entry)) as number[];
      if (answer[0] === 1) return { added: true, entry };
      return { added: false, times: answer.slice(1).map(Number) };
    },
    async remove(key, entry) {
      await client.zrem(keyOf(key), entry);
    },
    async clear(key) {
      await client.del(keyOf(key));
    },
  };
}

export function createRedisOnceStore(client: Redis, namespace: string): OnceStore {
  return {
    async claim(key, expiresAt, now) {
      const ttl = Math.max(1, Math.ceil(expiresAt - now));
      return (await client.set(`${namespace}:${key}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}

/** Every limit's keys live under `<prefix>:limits:<name>:`. */
export function createRedisLimitStores(client: Redis, prefix: string): LimitStores {
  return {
    windows: (name) => createRedisWindowStore(client, `${prefix}:limits:${name}`),
    once: (name) => createRedisOnceStore(client, `${prefix}:limits:${name}`),
  };
}
