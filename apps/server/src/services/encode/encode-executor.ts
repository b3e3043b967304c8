/**
 * The seam between the job handlers (jobs/: convert, compress) and the media engine (plans, ffmpeg, sox):
 * one call turns a stored input into an output file in the job's scratch directory, reporting progress.
 * The job worker owns the scratch directory (creates it before, removes it after, in every outcome).
 */
import type { MediaMetadata, ParsedSettings, ProcessingMode } from '@mediaforge/shared';

export interface EncodeTask {
  readonly jobId: string;
  /** The stored input: an absolute local path of a server-generated name, and its facts. */
  readonly input: {
    readonly path: string;
    readonly size: number;
    readonly metadata: MediaMetadata;
    readonly fileName: string;
  };
  /** Lowercase output format from the route (for compression presets: the preset's, or keep_original). */
  readonly format: string;
  readonly mode: ProcessingMode;
  /** The job's settings, parsed (and validated) once when the job was created; read as they are. */
  readonly settings: ParsedSettings;
  /** An empty directory the executor may write into; removed by the caller afterwards. */
  readonly scratchDir: string;
  /** The owner's uploaded subtitle file when add_subtitle is 'upload' (D76), with its demuxer. */
  readonly subtitle?: { readonly path: string; readonly demuxer: string };
}

export interface EncodeProgress {
  /** 0-1 over the whole task (every pass and attempt weighted), never decreasing. */
  readonly fraction: number;
  /** Bytes the running command has written so far (ffmpeg's total_size), when known. */
  readonly outputBytes?: number;
}

export type EncodeOutcome =
  /** The result is `path` (inside scratchDir), `size` bytes, in `format` (the real container). */
  | { readonly kind: 'file'; readonly path: string; readonly size: number; readonly format: string }
  /** Compression only: the untouched source is the better result (it fits, or encoding grew it). */
  | { readonly kind: 'source'; readonly size: number; readonly format: string }
  /** Nothing to deliver; `message` is for the user (e.g. the smallest size reachable). */
  | { readonly kind: 'failed'; readonly message: string };

export interface EncodeRunOptions {
  /** Aborting kills the running command's process group (SIGTERM, SIGKILL after 3 s); run then rejects. */
  readonly signal: AbortSignal;
  readonly onProgress: (progress: EncodeProgress) => void;
}

export interface EncodeExecutor {
  /**
   * Runs the task. Resolves with the outcome; rejects with EncodeCancelledError when the signal aborted,
   * or with EncodeFailedError (a user-facing message plus a bounded stderr tail for the log) when a
   * command failed or timed out.
   */
  run(task: EncodeTask, options: EncodeRunOptions): Promise<EncodeOutcome>;
}

export class EncodeCancelledError extends Error {
  override readonly name = 'EncodeCancelledError';
}

export class EncodeFailedError extends Error {
  override readonly name = 'EncodeFailedError';
  constructor(
    message: string,
    /** The last bytes of the failing command's stderr (bounded), for logs only. */
    readonly stderrTail: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}
