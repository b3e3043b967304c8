import type {
  ChunkCompleteResponse,
  ChunkInitRequest,
  ChunkInitResponse,
  ChunkProgressResponse,
  ChunkUploadResponse,
} from '@mediaforge/shared';
import type { ChunkRequest } from './api/upload-chunk';
import { hasStatus, isApiError } from '../../lib/api-client';
import { ChunkPump } from './chunk-pump';
import { ChunkSet } from './chunk-set';
import { CompletionError, completeWithRetries } from './complete-with-retries';
import type { Connectivity } from './connectivity';
import { HealthWatch } from './health-watch';
import { fileFingerprint, type ResumeStore } from './resume-store';
import { describeRequestError, type UploadFailure, type UploadMessageKey } from '../../lib/upload-failure';
import { SnapshotEmitter, TERMINAL_PHASES, type PauseReason, type UploadTask } from '../../lib/upload-task';

/** The server calls the uploader makes; the real ones are in api/, unit tests pass fakes. */
export interface ChunkTransport {
  init(body: ChunkInitRequest, signal: AbortSignal): Promise<ChunkInitResponse>;
  uploadChunk(request: ChunkRequest): Promise<ChunkUploadResponse>;
  progress(uploadId: string, signal: AbortSignal): Promise<ChunkProgressResponse>;
  complete(uploadId: string, signal: AbortSignal): Promise<ChunkCompleteResponse>;
  cancel(uploadId: string): Promise<void>;
  /** HEAD /api/health with its 5 s timeout; never rejects. */
  health(): Promise<boolean>;
}

export interface ChunkedUploadDeps {
  readonly transport: ChunkTransport;
  /** SHA-256 hex of the file, or '' when it cannot be computed; never rejects. */
  readonly hashFile: (
    file: Blob,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<string>;
  readonly resumeStore: ResumeStore;
  readonly connectivity: Connectivity;
  /** Jitter source of network retries. */
  readonly random?: () => number;
}

/** How many times a 409 UPLOAD_INCOMPLETE sends the missing chunks again before giving up. */
const MAX_INCOMPLETE_ROUNDS = 2;

/**
 * The resumable chunked upload of converter-compressor.md §4 "Chunked upload": hash → init session →
 * send the missing chunks → complete → done. Each pass is a "run" with its own AbortController; pause,
 * cancel and failure end the run, which aborts its requests and silences its callbacks. Resuming (by
 * the visitor, the `online` event or a healthy check after a network pause) starts a new run that asks
 * the server which chunks are missing.
 */
export class ChunkedUpload implements UploadTask {
  private readonly emitter = new SnapshotEmitter({
    method: 'chunk',
    phase: 'hashing',
    percent: 0,
    hashPercent: 0,
    heartbeats: 0,
  });
  /** Aborted on cancel, failure and dispose; hashing belongs to it so a pause does not lose it. */
  private readonly lifetime = new AbortController();
  private readonly fingerprint: string;
  private readonly health: HealthWatch;
  private run = 0;
  private controller = new AbortController();
  private session: { uploadId: string; chunks: ChunkSet } | undefined;
  private fileHash: Promise<string> | undefined;
  private incompleteRounds = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly file: File,
    private readonly deps: ChunkedUploadDeps,
  ) {
    this.fingerprint = fileFingerprint(file);
    this.health = new HealthWatch(
      () => deps.transport.health(),
      (healthy) => {
        if (healthy) this.onReachable();
        else if (this.snapshot.phase === 'uploading') this.pauseFor('network');
      },
    );
  }

  get snapshot() {
    return this.emitter.snapshot;
  }

  subscribe(listener: () => void): () => void {
    return this.emitter.subscribe(listener);
  }

  start(): void {
    if (this.unsubscribe !== undefined || TERMINAL_PHASES.has(this.snapshot.phase)) return;
    this.unsubscribe = this.deps.connectivity.subscribe((online) => {
      const { phase } = this.snapshot;
      if (online) this.onReachable();
      else if (phase === 'uploading' || phase === 'initializing') this.pauseFor('network');
    });
    void this.begin(this.newRun());
  }

  pause(): void {
    // Completion is not interrupted: the server is assembling the file.
    const { phase } = this.snapshot;
    if (phase !== 'completing' && !TERMINAL_PHASES.has(phase)) this.pauseFor('user');
  }

  resume(): void {
    if (this.snapshot.phase === 'paused') void this.begin(this.newRun());
  }

  async cancel(): Promise<void> {
    if (TERMINAL_PHASES.has(this.snapshot.phase)) return;
    this.stop();
    this.deps.resumeStore.remove(this.fingerprint);
    this.emitter.update({ phase: 'cancelled' });
    if (this.session !== undefined)
      await this.deps.transport.cancel(this.session.uploadId).catch(() => undefined);
  }

  dispose(): void {
    this.stop();
  }

  /** Ends the current run (aborting its requests and timers) and returns the number of the next. */
  private newRun(): number {
    this.controller.abort();
    this.controller = new AbortController();
    this.run += 1;
    return this.run;
  }

  private isLive(run: number): boolean {
    return run === this.run && !this.lifetime.signal.aborted;
  }

  private stop(): void {
    this.newRun();
    this.lifetime.abort();
    this.health.stop();
    this.unsubscribe?.();
  }

  /** Pause aborts the chunks in flight (CC-4.36); a network pause keeps checking health to resume. */
  private pauseFor(reason: PauseReason): void {
    this.newRun();
    this.emitter.update({
      phase: 'paused',
      pauseReason: reason,
      percent: this.session?.chunks.percent() ?? 0,
    });
    if (reason === 'network') this.health.start();
    else this.health.stop();
  }

  /** Back online or healthy again: a network pause resumes; a visitor's pause or a cancel does not (CC-4.39). */
  private onReachable(): void {
    if (this.snapshot.phase === 'paused' && this.snapshot.pauseReason === 'network') this.resume();
  }

  private fail(failure: UploadFailure): void {
    this.stop();
    this.deps.resumeStore.remove(this.fingerprint);
    this.emitter.update({ phase: 'failed', failure });
    // Frees the partial chunks now; the server also forgets an abandoned session by itself.
    if (this.session !== undefined)
      void this.deps.transport.cancel(this.session.uploadId).catch(() => undefined);
  }

  /** A call failed: with the server out of reach the upload pauses (to resume later); otherwise it fails. */
  private async failOrPause(run: number, error: unknown, headline: UploadMessageKey): Promise<void> {
    if (isApiError(error, 'network') && !(await this.health.checkNow())) {
      if (this.isLive(run)) this.pauseFor('network');
      return;
    }
    if (this.isLive(run))
      this.fail({ headline: { key: headline }, detail: describeRequestError(error, 'chunk') });
  }

  private async begin(run: number): Promise<void> {
    const saved = this.session === undefined ? this.deps.resumeStore.get(this.fingerprint) : undefined;
    if (saved !== undefined) {
      this.session = {
        uploadId: saved.uploadId,
        chunks: new ChunkSet(this.file.size, saved.chunkSize, saved.totalChunks),
      };
      this.fileHash = Promise.resolve(saved.fileHash);
      this.emitter.update({ uploadId: saved.uploadId });
    }
    if (this.session !== undefined) {
      await this.refresh(run);
      return;
    }
    this.emitter.update({ phase: 'hashing', pauseReason: undefined });
    this.fileHash ??= this.deps.hashFile(
      this.file,
      (hashPercent) => {
        this.emitter.update({ hashPercent });
      },
      this.lifetime.signal,
    );
    const fileHash = await this.fileHash;
    if (this.isLive(run)) await this.init(run, fileHash);
  }

  /** POST init with the hash (CC-7.01, CC-7.02); the session is remembered for a reload. */
  private async init(run: number, fileHash: string): Promise<void> {
    this.emitter.update({ phase: 'initializing', hashPercent: 100 });
    const { name: fileName, size: fileSize, type: mimeType } = this.file;
    try {
      const answer = await this.deps.transport.init(
        { fileName, fileSize, mimeType, fileHash },
        this.controller.signal,
      );
      if (!this.isLive(run)) return;
      const { uploadId, chunkSize, totalChunks } = answer;
      const chunks = new ChunkSet(fileSize, chunkSize, totalChunks);
      this.session = { uploadId, chunks };
      this.deps.resumeStore.save(this.fingerprint, {
        uploadId,
        chunkSize,
        totalChunks,
        fileHash,
        createdAt: Date.now(),
      });
      this.emitter.update({ uploadId });
      const stored = new Set(answer.uploadedChunks);
      this.send(
        run,
        chunks.all().filter((n) => !stored.has(n)),
      );
    } catch (error) {
      if (this.isLive(run)) await this.failOrPause(run, error, 'initFailed');
    }
  }

  /** Resume: ask the server what it holds, then send only what is missing (CC-4.37). */
  private async refresh(run: number): Promise<void> {
    const session = this.session;
    if (session === undefined) return;
    this.emitter.update({ phase: 'initializing', pauseReason: undefined });
    try {
      const progress = await this.deps.transport.progress(session.uploadId, this.controller.signal);
      if (this.isLive(run)) this.send(run, progress.missingChunks);
    } catch (error) {
      if (!this.isLive(run)) return;
      if (!hasStatus(error, 404)) {
        await this.failOrPause(run, error, 'uploadFailed');
        return;
      }
      // The server no longer knows the session (expired, or cancelled in another tab): start over.
      this.session = undefined;
      this.deps.resumeStore.remove(this.fingerprint);
      this.emitter.update({ uploadId: undefined });
      await this.begin(run);
    }
  }

  private send(run: number, missing: readonly number[]): void {
    const session = this.session;
    if (session === undefined) return;
    const pump = new ChunkPump({
      file: this.file,
      uploadId: session.uploadId,
      chunks: session.chunks,
      missing,
      uploadChunk: (request) => this.deps.transport.uploadChunk(request),
      checkHealth: () => this.health.checkNow(),
      signal: this.controller.signal,
      ...(this.deps.random ? { random: this.deps.random } : {}),
      onProgress: () => {
        this.emitter.update({ percent: session.chunks.percent() });
      },
      onDone: () => void this.finish(run),
      onFail: (failure) => {
        this.fail(failure);
      },
      onUnreachable: () => {
        this.pauseFor('network');
      },
    });
    this.emitter.update({ phase: 'uploading', pauseReason: undefined, percent: session.chunks.percent() });
    this.health.start();
    pump.start();
  }

  /** Completion with retries and heartbeats (CC-4.41); the server checks size, hash and media. */
  private async finish(run: number): Promise<void> {
    const session = this.session;
    if (session === undefined || !this.isLive(run)) return;
    this.health.stop();
    this.emitter.update({ phase: 'completing', percent: 100, heartbeats: 0 });
    try {
      const result = await completeWithRetries({
        attempt: (signal) => this.deps.transport.complete(session.uploadId, signal),
        heartbeat: () => this.deps.transport.health(),
        onHeartbeat: (heartbeats) => {
          if (this.isLive(run)) this.emitter.update({ heartbeats });
        },
        signal: this.controller.signal,
      });
      if (!this.isLive(run)) return;
      this.stop();
      this.deps.resumeStore.remove(this.fingerprint);
      this.emitter.update({ phase: 'completed', fileId: result.fileId });
    } catch (error) {
      if (!this.isLive(run)) return;
      if (error instanceof CompletionError) await this.onCompletionError(run, error);
      else this.fail({ headline: { key: 'completeFailed' }, detail: describeRequestError(error, 'upload') });
    }
  }

  private async onCompletionError(run: number, error: CompletionError): Promise<void> {
    if (error.incomplete && this.incompleteRounds < MAX_INCOMPLETE_ROUNDS) {
      this.incompleteRounds += 1;
      await this.refresh(run);
      return;
    }
    if (isApiError(error.lastError, 'network') && !(await this.health.checkNow())) {
      if (this.isLive(run)) this.pauseFor('network');
      return;
    }
    if (this.isLive(run)) this.fail(error.failure);
  }
}
