/**
 * Both adapters of the limit counters (repositories/limits/): this process's memory and Redis on a
 * private server of the test file, for `describe.each`. Each call of `stores()` is a fresh namespace.
 */
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { LimitStores } from '../../src/repositories/limits/limit-store.repository.js';
import { createMemoryLimitStores } from '../../src/repositories/limits/memory-limit-store.repository.js';
import { createRedisLimitStores } from '../../src/repositories/limits/redis-limit-store.repository.js';
import { openRedis, type RedisConnections } from '../../src/repositories/redis/redis-client.repository.js';
import { randomId } from '../../src/services/random-id.js';
import { startRedis, type TestRedis } from './redis-server.js';

export interface LimitStoreAdapter {
  readonly name: string;
  stores(): LimitStores;
}

export function useLimitStoreAdapters(): readonly LimitStoreAdapter[] {
  let server: TestRedis | undefined;
  let redis: RedisConnections | undefined;
  beforeAll(async () => {
    server = await startRedis();
    redis = openRedis(server.url, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await redis?.close();
    await server?.stop();
  });
  return [
    { name: 'memory', stores: () => createMemoryLimitStores() },
    {
      name: 'Redis',
      stores() {
        if (!redis) throw new Error('the test Redis has not started');
        return createRedisLimitStores(redis.client, `test-${randomId().slice(0, 12)}`);
      },
    },
  ];
}
