import type { UploadMethod } from '@mediaforge/shared';
import type { UploadFailure } from './upload-failure';

/**
 * Where an upload stands. Chunked: hashing → initializing → uploading ⇄ paused → completing →
 * completed; any active phase → failed or cancelled. Regular: uploading → completed | failed | cancelled.
 */
export type UploadPhase =
  'hashing' | 'initializing' | 'uploading' | 'paused' | 'completing' | 'completed' | 'failed' | 'cancelled';

/** Why a chunked upload is paused: the visitor asked, or the network went away (auto-resumes). */
export type PauseReason = 'user' | 'network';

export interface UploadSnapshot {
  readonly method: UploadMethod;
  readonly phase: UploadPhase;
  /** Bytes stored on the server plus bytes of chunks in flight, as a percent 0–100. */
  readonly percent: number;
  /** SHA-256 progress, percent 0–100 (chunked only). */
  readonly hashPercent: number;
  readonly pauseReason?: PauseReason;
  /** Heartbeats answered while the server assembles the file (chunked completion). */
  readonly heartbeats: number;
  readonly uploadId?: string;
  /** The server's file id once the upload is complete. */
  readonly fileId?: string;
  readonly failure?: UploadFailure;
}

/** One file's upload, driven by the UI. */
export interface UploadTask {
  readonly snapshot: UploadSnapshot;
  /** Calls `listener` after every snapshot change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  start(): void;
  /** Only chunked uploads pause; a no-op otherwise. */
  pause(): void;
  resume(): void;
  /** Stops the upload and tells the server to drop it. */
  cancel(): Promise<void>;
  /** Stops work without telling the server (the page is going away); a chunked upload stays resumable. */
  dispose(): void;
}

export const TERMINAL_PHASES: ReadonlySet<UploadPhase> = new Set(['completed', 'failed', 'cancelled']);

/** Snapshot holder with listeners, shared by both upload kinds. */
export class SnapshotEmitter {
  private current: UploadSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(initial: UploadSnapshot) {
    this.current = initial;
  }

  get snapshot(): UploadSnapshot {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  update(patch: Partial<UploadSnapshot>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }
}
