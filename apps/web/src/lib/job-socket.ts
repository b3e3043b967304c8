import {
  isSocketAuthError,
  SOCKET_EVENTS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_EXTRA_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@mediaforge/shared';
import type { Socket } from 'socket.io-client';
import { ensureAnonymousSession } from './anonymous-session';
import { authState } from './auth-session';

export type JobSocketConnection = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener = (raw: unknown) => void;

/**
 * What went wrong with the socket itself (downloader.md §8 "Tracker"): it could not connect
 * (`connect_error`), the server sent an `error` event, or the client could not be loaded at all.
 */
export type SocketTrouble = 'connect_error' | 'error' | 'unavailable';

export interface JobSocket {
  /** Live messages about one job until the returned function is called (then unsubscribe:job). */
  subscribe(jobId: string, listener: Listener): () => void;
  /** Whether the socket is connected now. */
  isLive(): boolean;
  /** Tells `listener` of every trouble of the socket from now on, until the returned function is called. */
  onTrouble(listener: (trouble: SocketTrouble) => void): () => void;
}

interface JobSocketOptions {
  readonly schedule?: (run: () => void, ms: number) => void;
  readonly random?: () => number;
}

function jobIdOf(raw: unknown): string | undefined {
  const id = typeof raw === 'object' && raw !== null ? (raw as { jobId?: unknown }).jobId : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The live job socket (CC §4 "Batching and polling", §7; socket-events.ts). It connects on the first
 * subscription, subscribes per job, and subscribes again after every reconnect (the server forgets a
 * socket's rooms when it drops). Auth errors ('User not authenticated', a missing session id) are not
 * retried by socket.io itself, so they reconnect after 2 s plus a random 0–1 s (CC-4.32, our reading of
 * CC-4.33: the jitter keeps clients from returning all at once after a server restart). Other errors
 * are left to socket.io's own reconnection; the polling fallback covers the gap.
 */
export function createJobSocket(
  connect: () => Promise<JobSocketConnection>,
  options: JobSocketOptions = {},
): JobSocket {
  const schedule = options.schedule ?? ((run, ms) => void globalThis.setTimeout(run, ms));
  const random = options.random ?? Math.random;
  const listeners = new Map<string, Set<Listener>>();
  const troubleListeners = new Set<(trouble: SocketTrouble) => void>();
  const trouble = (kind: SocketTrouble) => {
    for (const listener of troubleListeners) listener(kind);
  };
  let socket: JobSocketConnection | undefined;
  let connecting: Promise<JobSocketConnection> | undefined;

  const follow = (s: JobSocketConnection, jobId: string) => {
    s.emit(SOCKET_EVENTS.subscribeJob, jobId);
    // The job may have moved on before we subscribed: ask for where it stands now.
    s.emit(SOCKET_EVENTS.requestProgress, jobId);
  };

  const wire = (s: JobSocketConnection) => {
    const dispatch = (raw: unknown) => {
      const jobId = jobIdOf(raw);
      if (jobId === undefined) return;
      for (const listener of listeners.get(jobId) ?? []) listener(raw);
    };
    s.on(SOCKET_EVENTS.jobProgress, dispatch);
    s.on(SOCKET_EVENTS.jobUpdate, dispatch);
    s.on('connect', () => {
      for (const jobId of listeners.keys()) follow(s, jobId);
    });
    const reconnectOnAuthError = (message: string) => {
      if (!isSocketAuthError(message)) return;
      schedule(
        () => {
          if (!s.connected) s.connect();
        },
        SOCKET_RECONNECT_DELAY_MS + random() * SOCKET_RECONNECT_EXTRA_MS,
      );
    };
    s.on('connect_error', (error) => {
      trouble('connect_error');
      reconnectOnAuthError(error.message);
    });
    s.on(SOCKET_EVENTS.error, (error) => {
      trouble('error');
      reconnectOnAuthError(error.message);
    });
  };

  const ensure = () => {
    connecting ??= connect().then((s) => {
      socket = s;
      wire(s);
      return s;
    });
    return connecting;
  };

  return {
    subscribe(jobId, listener) {
      let set = listeners.get(jobId);
      if (set === undefined) {
        set = new Set();
        listeners.set(jobId, set);
      }
      set.add(listener);
      ensure()
        .then((s) => {
          if (s.connected && listeners.get(jobId)?.has(listener) === true) follow(s, jobId);
        })
        .catch(() => {
          // No socket (the client library failed to load): polling carries the job.
          connecting = undefined;
          trouble('unavailable');
        });
      return () => {
        const current = listeners.get(jobId);
        if (current === undefined || !current.delete(listener) || current.size > 0) return;
        listeners.delete(jobId);
        if (socket?.connected === true) socket.emit(SOCKET_EVENTS.unsubscribeJob, jobId);
      };
    },
    isLive: () => socket?.connected === true,
    onTrouble(listener) {
      troubleListeners.add(listener);
      return () => {
        troubleListeners.delete(listener);
      };
    },
  };
}

/**
 * The page's socket: socket.io-client is loaded only when the first job starts, so the converter's
 * first paint does not carry it. The auth callback runs on every (re)connect, so a session replaced
 * after 24 h is picked up (CC-4.30, CC-6.02).
 */
export const jobSocket: JobSocket = createJobSocket(async () => {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    auth: (send) => {
      // A signed-in visitor's socket is named by the session cookie (D43) and needs no anonymous one.
      if (authState().status === 'signedIn') {
        send({});
        return;
      }
      // The server-issued session (D33); without one the server refuses with 'Session id required'.
      ensureAnonymousSession().then(
        (session) => send({ sessionId: session.id }),
        () => send({ sessionId: '' }),
      );
    },
  });
});
