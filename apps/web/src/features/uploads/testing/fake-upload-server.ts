import type { ChunkCompleteResponse, ChunkUploadResponse } from '@mediaforge/shared';
import { createI18n } from '../../../lib/i18n';
import type { ChunkRequest } from '../api/upload-chunk';
import { ApiError } from '../../../lib/api-client';
import type { ChunkTransport } from '../chunked-upload';
import type { Connectivity } from '../connectivity';
import { createResumeStore, type ResumeStore } from '../resume-store';
import { failureText, type UploadFailure } from '../../../lib/upload-failure';

/** What a fake call does: answer, fail with this error, or never answer (until aborted). */
export type FakeOutcome = 'ok' | 'hang' | ApiError;

/**
 * An in-memory upload server for unit tests of the uploader (Vitest fake timers drive its delays).
 * It records every call, stores chunks, and lets each test decide how a call answers.
 */
export class FakeUploadServer implements ChunkTransport {
  readonly calls: string[] = [];
  readonly stored = new Set<number>();
  readonly aborted: number[] = [];
  initBodies: unknown[] = [];
  inFlight = 0;
  maxInFlight = 0;
  healthy = true;
  chunkDelayMs = 100;
  chunkOutcome: (chunkNumber: number, attempt: number) => FakeOutcome = () => 'ok';
  progressOutcome: () => FakeOutcome = () => 'ok';
  completeOutcome: (attempt: number) => FakeOutcome = () => 'ok';
  initOutcome: () => FakeOutcome = () => 'ok';
  private readonly attempts = new Map<number, number>();
  private completeAttempts = 0;

  constructor(
    readonly totalChunks: number,
    readonly chunkSize: number,
    readonly uploadId = 'up_1',
  ) {}

  private answer<T>(outcome: FakeOutcome, value: () => T, signal?: AbortSignal): Promise<T> {
    if (outcome === 'ok') return Promise.resolve(value());
    if (outcome !== 'hang') return Promise.reject(outcome);
    return new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new ApiError('aborted')), { once: true });
    });
  }

  missing(): number[] {
    return Array.from({ length: this.totalChunks }, (_, n) => n).filter((n) => !this.stored.has(n));
  }

  init: ChunkTransport['init'] = (body, signal) => {
    this.calls.push('init');
    this.initBodies.push(body);
    const uploadedChunks = [...this.stored];
    const { uploadId, chunkSize, totalChunks } = this;
    return this.answer(
      this.initOutcome(),
      () => ({ uploadId, chunkSize, totalChunks, uploadedChunks }),
      signal,
    );
  };

  uploadChunk = ({ chunkNumber, chunk, signal, onProgress }: ChunkRequest): Promise<ChunkUploadResponse> => {
    this.calls.push(`chunk:${String(chunkNumber)}`);
    const attempt = this.attempts.get(chunkNumber) ?? 0;
    this.attempts.set(chunkNumber, attempt + 1);
    const outcome = this.chunkOutcome(chunkNumber, attempt);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        this.inFlight -= 1;
        this.aborted.push(chunkNumber);
        reject(new ApiError('aborted'));
      };
      const timer = setTimeout(() => {
        if (outcome === 'hang') return;
        signal?.removeEventListener('abort', onAbort);
        this.inFlight -= 1;
        if (outcome !== 'ok') {
          reject(outcome);
          return;
        }
        onProgress?.(chunk.size);
        this.stored.add(chunkNumber);
        const missing = this.missing();
        resolve({ progress: 0, nextChunk: missing[0] ?? null, isComplete: missing.length === 0 });
      }, this.chunkDelayMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  progress: ChunkTransport['progress'] = (uploadId, signal) => {
    this.calls.push('progress');
    const { totalChunks, chunkSize } = this;
    const missingChunks = this.missing();
    const fileSize = totalChunks * chunkSize;
    return this.answer(
      this.progressOutcome(),
      () => ({
        uploadId,
        totalChunks,
        chunkSize,
        fileSize,
        uploadedChunks: [...this.stored],
        missingChunks,
        progress: 0,
      }),
      signal,
    );
  };

  complete: ChunkTransport['complete'] = (uploadId, signal) => {
    this.calls.push('complete');
    const outcome = this.completeOutcome(this.completeAttempts);
    this.completeAttempts += 1;
    const result: ChunkCompleteResponse = {
      uploadId,
      fileId: 'file_1',
      fileName: 'clip.mp4',
      fileSize: this.totalChunks * this.chunkSize,
      mimeType: 'video/mp4',
      filePath: 'files/file_1',
      status: 'completed',
      uploadMethod: 'chunk',
      metadata: {
        container: 'mp4',
        duration: 1,
        width: 2,
        height: 2,
        videoCodec: 'h264',
        audioCodec: null,
        hasVideo: true,
        hasAudio: false,
      },
    };
    return this.answer(outcome, () => result, signal);
  };

  cancel: ChunkTransport['cancel'] = () => {
    this.calls.push('cancel');
    return Promise.resolve();
  };

  health: ChunkTransport['health'] = () => {
    this.calls.push('health');
    return Promise.resolve(this.healthy);
  };

  count(call: string): number {
    return this.calls.filter((entry) => entry === call || entry.startsWith(`${call}:`)).length;
  }
}

/** Online/offline events on demand. */
export class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(online: boolean): void {
    for (const listener of this.listeners) listener(online);
  }
}

/** A resume store over an in-memory Storage. */
export function memoryResumeStore(
  now: () => number = Date.now,
): ResumeStore & { readonly raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const storage = {
    getItem: (key: string) => raw.get(key) ?? null,
    setItem: (key: string, value: string) => raw.set(key, value),
  };
  return Object.assign(createResumeStore(storage, now), { raw });
}

const t = createI18n('en').getFixedT('en', 'upload');

/** A failure as the English UI shows it. */
export function englishFailure(failure: UploadFailure | undefined): string {
  return failure === undefined ? '' : failureText(failure, (key, values) => t(key, values));
}
