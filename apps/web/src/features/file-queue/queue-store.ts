import type { UploadFailure } from '../../lib/upload-failure';
import type { FileRejection } from './file-screening';
import type { UnverifiedCheck } from './credit-preflight';
import { queueReducer, type QueueAction, type QueueState } from './queue-reducer';
import type { QueuedFile } from './queued-file';

/** What the list tells the visitor in a toast (CC §8 "Toasts"); the UI picks the words. */
export type QueueNotice =
  | { readonly kind: 'rejected'; readonly rejection: FileRejection }
  | { readonly kind: 'uploadFailed'; readonly name: string; readonly failure: UploadFailure | undefined }
  | { readonly kind: 'noFilesReady' }
  /** The credit pre-flight could not be made (CC-8.46). */
  | { readonly kind: 'creditCheckFailed'; readonly check: UnverifiedCheck }
  | { readonly kind: 'cancelled'; readonly name: string }
  | { readonly kind: 'cancelFailed'; readonly name: string }
  | { readonly kind: 'downloadFailed'; readonly name: string; readonly message: string | undefined }
  | { readonly kind: 'downloadNotAvailable'; readonly name: string }
  | { readonly kind: 'downloadError'; readonly name: string };

/** The list's state with its listeners: the reducer's single owner. */
export class QueueStore {
  private current: QueueState;
  private readonly listeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(notice: QueueNotice) => void>();

  constructor(initial: QueueState) {
    this.current = initial;
  }

  get state(): QueueState {
    return this.current;
  }

  file(id: string): QueuedFile | undefined {
    return this.current.files.find((file) => file.id === id);
  }

  dispatch(action: QueueAction): void {
    const next = queueReducer(this.current, action);
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Notices reach the mounted screen only: a list in the background does not toast over another page. */
  notify(notice: QueueNotice): void {
    for (const listener of this.noticeListeners) listener(notice);
  }

  onNotice(listener: (notice: QueueNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => {
      this.noticeListeners.delete(listener);
    };
  }
}
