import type { RegularUploadResponse } from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';
import { describeRequestError } from '../../lib/upload-failure';
import { SnapshotEmitter, TERMINAL_PHASES, type UploadTask } from '../../lib/upload-task';

export type RegularUploadFn = (
  file: Blob,
  fileName: string,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (loaded: number) => void },
) => Promise<RegularUploadResponse>;

/**
 * A file at or under the chunking threshold, sent in one request (POST /api/files/v2/upload/, CC-7.08).
 * It cannot pause; cancel aborts the request.
 */
export class RegularUploadTask implements UploadTask {
  private readonly emitter = new SnapshotEmitter({
    method: 'regular',
    phase: 'uploading',
    percent: 0,
    hashPercent: 0,
    heartbeats: 0,
  });
  private readonly controller = new AbortController();
  private started = false;

  constructor(
    private readonly file: File,
    private readonly upload: RegularUploadFn,
  ) {}

  get snapshot() {
    return this.emitter.snapshot;
  }

  subscribe(listener: () => void): () => void {
    return this.emitter.subscribe(listener);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const { file } = this;
    const onProgress = (loaded: number) => {
      if (this.snapshot.phase !== 'uploading') return;
      this.emitter.update({ percent: file.size > 0 ? Math.min(100, (loaded / file.size) * 100) : 0 });
    };
    this.upload(file, file.name, { signal: this.controller.signal, onProgress }).then(
      (result) => {
        if (!TERMINAL_PHASES.has(this.snapshot.phase)) {
          this.emitter.update({ phase: 'completed', percent: 100, fileId: result.fileId });
        }
      },
      (error: unknown) => {
        if (TERMINAL_PHASES.has(this.snapshot.phase) || isApiError(error, 'aborted')) return;
        this.emitter.update({
          phase: 'failed',
          failure: { headline: { key: 'fileUploadFailed' }, detail: describeRequestError(error, 'upload') },
        });
      },
    );
  }

  pause(): void {
    // A single request cannot pause.
  }

  resume(): void {
    // Nothing to resume.
  }

  cancel(): Promise<void> {
    if (!TERMINAL_PHASES.has(this.snapshot.phase)) this.emitter.update({ phase: 'cancelled' });
    this.controller.abort();
    return Promise.resolve();
  }

  dispose(): void {
    this.controller.abort();
  }
}
