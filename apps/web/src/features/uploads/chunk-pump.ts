import { CHUNK_CLIENT_MAX_RETRIES, MAX_CONCURRENT_CHUNKS, retryDelayMs } from '@mediaforge/shared';
import type { ChunkRequest } from './api/upload-chunk';
import { hasStatus } from '../../lib/api-client';
import type { ChunkSet } from './chunk-set';
import { classifyChunkError } from './chunk-retry';
import { describeRequestError, type UploadFailure } from '../../lib/upload-failure';

export interface ChunkPumpOptions {
  readonly file: Blob;
  readonly uploadId: string;
  readonly chunks: ChunkSet;
  /** The chunk numbers to send, as the server listed them. */
  readonly missing: readonly number[];
  readonly uploadChunk: (request: ChunkRequest) => Promise<unknown>;
  readonly checkHealth: () => Promise<boolean>;
  /** Aborting it stops the pump: requests are aborted, timers dropped, no callback fires again. */
  readonly signal: AbortSignal;
  readonly random?: () => number;
  readonly onProgress: () => void;
  /** Every chunk is stored. */
  readonly onDone: () => void;
  readonly onFail: (failure: UploadFailure) => void;
  /** A chunk met a network error and the health check failed too: the server is out of reach. */
  readonly onUnreachable: () => void;
}

/**
 * One pass of sending the missing chunks: up to 3 in flight (CC-4.35), each failure retried by its
 * kind with capped delays, at most 3 times (CC-4.40, CC-9.04, CC-9.05); a permanent 4xx or running out
 * of retries fails the upload.
 */
export class ChunkPump {
  private readonly queue: number[];
  /** Chunks between a failure and their retry. */
  private readonly waiting = new Set<number>();
  private readonly retries = new Map<number, number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly options: ChunkPumpOptions) {
    const { chunks, missing, signal } = options;
    this.queue = [...new Set(missing)].filter((n) => n >= 0 && n < chunks.totalChunks).sort((a, b) => a - b);
    signal.addEventListener(
      'abort',
      () => {
        for (const timer of this.timers) clearTimeout(timer);
        chunks.clearInFlight();
      },
      { once: true },
    );
  }

  private get stopped(): boolean {
    return this.options.signal.aborted;
  }

  start(): void {
    this.options.chunks.setMissing(this.queue);
    this.pump();
  }

  private pump(): void {
    const { chunks } = this.options;
    if (this.stopped) return;
    while (chunks.inFlightCount() < MAX_CONCURRENT_CHUNKS) {
      const next = this.queue.shift();
      if (next === undefined) break;
      this.send(next);
    }
    if (chunks.inFlightCount() === 0 && this.queue.length === 0 && this.waiting.size === 0)
      this.options.onDone();
  }

  private send(chunkNumber: number): void {
    const { chunks, file, uploadId, signal } = this.options;
    const [start, end] = chunks.range(chunkNumber);
    chunks.setInFlight(chunkNumber, 0);
    const request: ChunkRequest = {
      uploadId,
      chunkNumber,
      chunk: file.slice(start, end),
      signal,
      onProgress: (loaded) => {
        if (this.stopped) return;
        chunks.setInFlight(chunkNumber, loaded);
        this.options.onProgress();
      },
    };
    void this.options.uploadChunk(request).then(
      () => {
        if (this.stopped) return;
        chunks.markStored(chunkNumber);
        this.options.onProgress();
        this.pump();
      },
      (error: unknown) => {
        if (this.stopped) return;
        chunks.setInFlight(chunkNumber, undefined);
        this.waiting.add(chunkNumber);
        void this.onError(chunkNumber, error);
      },
    );
  }

  private async onError(chunkNumber: number, error: unknown): Promise<void> {
    const decision = classifyChunkError(error);
    if (decision.action === 'fail') {
      const headline = hasStatus(error, 404) ? 'noSession' : 'chunkFailed';
      this.options.onFail({ headline: { key: headline }, detail: describeRequestError(error, 'chunk') });
      return;
    }
    if (decision.action === 'retry' && decision.kind === 'network' && !(await this.options.checkHealth())) {
      // Offline rather than a flaky chunk: no retry is spent; the uploader pauses until it is back.
      if (!this.stopped) this.options.onUnreachable();
      return;
    }
    if (this.stopped) return;
    const attempt = this.retries.get(chunkNumber) ?? 0;
    if (decision.action === 'retry' && attempt >= CHUNK_CLIENT_MAX_RETRIES) {
      this.options.onFail({ headline: { key: 'chunkFailed' }, detail: describeRequestError(error, 'chunk') });
      return;
    }
    this.retries.set(chunkNumber, attempt + 1);
    const delay = decision.action === 'retry' ? retryDelayMs(decision.kind, attempt, this.options.random) : 0;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.waiting.delete(chunkNumber);
      this.queue.unshift(chunkNumber);
      this.pump();
    }, delay);
    this.timers.add(timer);
  }
}
