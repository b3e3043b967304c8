/**
 * Real-time events between browser and server (converter-compressor.md §3 "Progress message",
 * "Job update", §4 "Batching and polling", §7; downloader.md §7). socket.io's own connect, disconnect
 * and connect_error are not listed.
 */
import type { JobPhase, JobStatus, ServerJobStatus } from './jobs.js';

export const SOCKET_EVENTS = {
  /** Received. */
  connected: 'connected',
  error: 'error',
  jobProgress: 'job:progress',
  jobUpdate: 'job:update',
  subscribedJob: 'subscribed:job',
  /** Sent, each with the job id. */
  subscribeJob: 'subscribe:job',
  unsubscribeJob: 'unsubscribe:job',
  requestProgress: 'request:progress',
} as const;

/**
 * Auth errors that make the browser reconnect after 2 s plus 1 s (CC §4). The spec quotes the first;
 * for a missing session id it gives no wording, this one is ours.
 */
export const SOCKET_AUTH_ERRORS = {
  notAuthenticated: 'User not authenticated',
  missingSessionId: 'Session id required',
} as const;

export function isSocketAuthError(message: string): boolean {
  return Object.values(SOCKET_AUTH_ERRORS).some((m) => message.includes(m));
}

/** Sizes a progress message may carry (CC §3 "Progress message"). */
export interface ProgressMetadata {
  readonly outputSize?: number;
  readonly fileSize?: number;
  readonly compressedSize?: number;
  readonly totalSize?: number;
}

/** job:progress (CC §3 "Progress message"; DL §7 adds result, error and the times). */
export interface JobProgressMessage {
  readonly jobId: string;
  readonly progress: number;
  readonly status: JobStatus | ServerJobStatus;
  /** CC §3 "Current job": where the job is; finalizing while the finished encode is stored. */
  readonly phase?: JobPhase;
  readonly message?: string;
  readonly metadata?: ProgressMetadata;
  readonly isAnonymous?: boolean;
  readonly result?: unknown;
  readonly error?: string | null;
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

/** job:update (CC §3 "Job update"). */
export interface JobUpdateMessage {
  readonly jobId: string;
  readonly status: JobStatus | ServerJobStatus;
  readonly progress?: number;
  readonly phase?: JobPhase;
  readonly result?: unknown;
  readonly error?: string | null;
  readonly creditInfo?: unknown;
}

/** Typed event maps for socket.io's Server<ClientToServerEvents, ServerToClientEvents> and the client. */
export interface ServerToClientEvents {
  connected: (info: { readonly userId?: string; readonly sessionId?: string }) => void;
  error: (error: { readonly message: string }) => void;
  'job:progress': (message: JobProgressMessage) => void;
  'job:update': (message: JobUpdateMessage) => void;
  'subscribed:job': (ack: { readonly jobId: string }) => void;
}

export interface ClientToServerEvents {
  'subscribe:job': (jobId: string) => void;
  'unsubscribe:job': (jobId: string) => void;
  'request:progress': (jobId: string) => void;
}
