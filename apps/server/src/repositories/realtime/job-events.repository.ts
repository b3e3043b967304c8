import type {
  ClientToServerEvents,
  JobProgressMessage,
  JobUpdateMessage,
  ServerToClientEvents,
} from '@mediaforge/shared';
import type { Server } from 'socket.io';

/**
 * How the job service tells subscribers about a job (converter-compressor.md §3 "Progress message",
 * "Job update"; §4 "Batching and polling"). The service sees only this interface, never socket.io, so a
 * Redis-adapter publisher or a test recorder can stand in (DESIGN.md §1).
 */
export interface JobEvents {
  /** `job:progress` to the job's subscribers, at once (no throttle: the live bar follows ffmpeg). */
  progress(message: JobProgressMessage): void;
  /** `job:update` to the job's subscribers on every status change. */
  update(message: JobUpdateMessage): void;
}

export type MediaforgeSocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** The room of one job's subscribers. */
export const jobRoom = (jobId: string): string => `job:${jobId}`;

export function createSocketJobEvents(io: MediaforgeSocketServer): JobEvents {
  return {
    progress(message) {
      io.to(jobRoom(message.jobId)).emit('job:progress', message);
    },
    update(message) {
      io.to(jobRoom(message.jobId)).emit('job:update', message);
    },
  };
}

/** A publisher that tells no one (workers without sockets, tests that do not listen). */
export const silentJobEvents: JobEvents = {
  progress: () => undefined,
  update: () => undefined,
};
