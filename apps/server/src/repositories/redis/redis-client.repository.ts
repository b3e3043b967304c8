/**
 * The connections of the scaled mode to Redis (DESIGN.md §1). One command connection is shared by the
 * queue's producer, the cancel signals, the shared limits and the socket emitter; a subscriber
 * connection is opened per listener (a subscribed connection may issue no other command), and BullMQ's
 * worker opens its own blocking one. All of them are closed together.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

export interface RedisConnections {
  /** Commands (never subscribed). */
  readonly client: Redis;
  /** A new connection for SUBSCRIBE; closed with the others. */
  subscriber(): Redis;
  /** Whether Redis answers a PING within a second (for health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 1000;

export function openRedis(url: string, log: FastifyBaseLogger): RedisConnections {
  // BullMQ's worker needs commands to wait for a reconnect instead of failing after 20 retries
  // (docs.bullmq.io "Going to production", maxRetriesPerRequest: null); the same suits every caller here,
  // whose commands are short and whose callers handle a failure.
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  const opened: Redis[] = [client];
  let warned = false;
  const watch = (connection: Redis): Redis => {
    connection.on('error', (error: Error) => {
      // ioredis reconnects by itself; one line per outage is enough.
      if (!warned) log.warn({ err: error }, 'redis connection error');
      warned = true;
    });
    connection.on('ready', () => {
      warned = false;
    });
    return connection;
  };
  watch(client);
  return {
    client,
    subscriber() {
      const connection = watch(client.duplicate());
      opened.push(connection);
      return connection;
    },
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const answer = client.ping().then(
        (reply) => reply === 'PONG',
        () => false,
      );
      const ok = await Promise.race([answer, late]);
      clearTimeout(timer);
      return ok;
    },
    async close() {
      await Promise.all(opened.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
