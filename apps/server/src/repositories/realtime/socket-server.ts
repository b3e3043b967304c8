import type { Server as HttpServer } from 'node:http';
import type { JobProgressMessage } from '@mediaforge/shared';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { jobRoom, type MediaforgeSocketServer } from './job-events.repository.js';

/** Who a handshake names, or the auth error text it is refused with (connect_error). */
export type SocketAuthResult =
  | { readonly ok: true; readonly owner: string; readonly sessionId: string }
  | { readonly ok: false; readonly message: string };

export interface SocketServerDeps {
  /** Reads `socket.handshake.auth` ({sessionId} or {token}, converter-compressor.md §4). */
  readonly authenticate: (
    auth: Readonly<Record<string, unknown>>,
    /** The handshake's Cookie header: a signed-in browser's session cookie travels here. */
    cookie?: string,
  ) => SocketAuthResult | Promise<SocketAuthResult>;
  /** The current progress of a job if `owner` owns it; undefined for anyone else (no hint it exists). */
  readonly snapshot: (owner: string, jobId: string) => Promise<JobProgressMessage | undefined>;
  readonly log: {
    warn(obj: object, msg: string): void;
  };
  /** Rooms across processes (the scaled mode's Redis adapter); socket.io's in-memory one when absent. */
  readonly adapter?: ServerOptions['adapter'] | undefined;
}

interface SocketData {
  owner: string;
}

/** Job ids are server-generated base64url; anything else cannot name a job. */
const JOB_ID = /^[A-Za-z0-9_-]{1,64}$/;
const JOB_NOT_FOUND = 'Job not found';

/**
 * The live socket at /socket.io (converter-compressor.md §4 "Batching and polling", §7; downloader.md §7).
 * A connection must name an anonymous session; a visitor may join only the rooms of their own jobs.
 */
export function createSocketServer(httpServer: HttpServer, deps: SocketServerDeps): MediaforgeSocketServer {
  const io: MediaforgeSocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  io.use((socket, next) => {
    const auth = socket.handshake.auth as Readonly<Record<string, unknown>> | undefined;
    const cookie = socket.handshake.headers.cookie;
    Promise.resolve(deps.authenticate(auth ?? {}, cookie)).then((result) => {
      if (!result.ok) {
        next(new Error(result.message));
        return;
      }
      (socket.data as SocketData).owner = result.owner;
      next();
    }, next);
  });

  io.on('connection', (socket) => {
    const { owner } = socket.data as SocketData;
    const auth = socket.handshake.auth as { sessionId?: string };
    // A signed-in socket names no session id (it authenticated with its token).
    socket.emit('connected', typeof auth.sessionId === 'string' ? { sessionId: auth.sessionId } : {});

    /** The job's progress for its owner, or an `error` event for anyone else. */
    const current = async (jobId: unknown): Promise<JobProgressMessage | undefined> => {
      const progress =
        typeof jobId === 'string' && JOB_ID.test(jobId) ? await deps.snapshot(owner, jobId) : undefined;
      if (!progress) socket.emit('error', { message: JOB_NOT_FOUND });
      return progress;
    };
    const guarded =
      (handler: (jobId: unknown) => Promise<void>) =>
      (jobId: unknown): void => {
        handler(jobId).catch((error: unknown) => {
          deps.log.warn({ err: error }, 'socket handler failed');
          socket.emit('error', { message: 'Internal server error' });
        });
      };

    socket.on(
      'subscribe:job',
      guarded(async (jobId) => {
        const progress = await current(jobId);
        if (!progress) return;
        await socket.join(jobRoom(progress.jobId));
        socket.emit('subscribed:job', { jobId: progress.jobId });
        socket.emit('job:progress', progress);
      }),
    );
    socket.on('unsubscribe:job', (jobId: unknown) => {
      if (typeof jobId === 'string' && JOB_ID.test(jobId)) void leave(socket, jobId);
    });
    socket.on(
      'request:progress',
      guarded(async (jobId) => {
        const progress = await current(jobId);
        if (progress) socket.emit('job:progress', progress);
      }),
    );
  });
  return io;
}

async function leave(socket: Socket, jobId: string): Promise<void> {
  await socket.leave(jobRoom(jobId));
}
