/**
 * Job messages across processes (scaled mode, DESIGN.md §1 "realtime"): every process with a socket
 * server attaches socket.io's Redis adapter, so `io.to(room).emit` in one process reaches the room's
 * sockets on every API node; a process without one (a worker) publishes the same broadcasts through
 * socket.io's Redis emitter, which speaks the adapter's protocol on the same channels.
 */
import type { JobProgressMessage, JobUpdateMessage, ServerToClientEvents } from '@mediaforge/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { ServerOptions } from 'socket.io';
import type { RedisConnections } from '../redis/redis-client.repository.js';
import { jobRoom, type JobEvents } from './job-events.repository.js';

/** Adapter and emitter must agree on the channel names: the install's prefix keeps installs apart. */
const channelKey = (prefix: string) => `${prefix}:socket.io`;

export type SocketAdapter = NonNullable<ServerOptions['adapter']>;

/**
 * socket.io's Redis adapter over the shared command connection and a subscriber of its own, opened
 * when a socket server first asks for it (a worker process never does).
 */
export function createRedisSocketAdapter(redis: RedisConnections, prefix: string): SocketAdapter {
  let make: ReturnType<typeof createAdapter> | undefined;
  // socket.io calls the adapter with `new`: a function declaration (not an arrow) may return its object.
  function lazy(nsp: unknown) {
    make ??= createAdapter(redis.client, redis.subscriber(), { key: channelKey(prefix) });
    return make(nsp);
  }
  return lazy;
}

/** Job messages broadcast to every API node's sockets from a process that has none. */
export function createRedisJobEvents(redis: RedisConnections, prefix: string): JobEvents {
  const emitter = new Emitter<ServerToClientEvents>(redis.client, { key: channelKey(prefix) });
  return {
    progress(message: JobProgressMessage) {
      emitter.to(jobRoom(message.jobId)).emit('job:progress', message);
    },
    update(message: JobUpdateMessage) {
      emitter.to(jobRoom(message.jobId)).emit('job:update', message);
    },
  };
}
