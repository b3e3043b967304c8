import { isQueuedFileStatus } from '@mediaforge/shared';
import { asRecord } from '../../lib/job-message';
import type { QueuedFile } from './queued-file';

/** sessionStorage key of a screen's rows (CC-2.15: per tab, so a reload keeps them). */
export function storageKey(screenKey: string): string {
  return `mediaforge.queue:${screenKey}`;
}

/**
 * The rows worth keeping over a reload. A File cannot be stored, so only rows the server already
 * holds (they have a fileId) are kept; the stop-revert copy is not.
 */
export function serializeRows(files: readonly QueuedFile[]): string {
  const kept = files
    .filter((file) => file.fileId !== undefined)
    .map(({ beforeCancel: _beforeCancel, ...rest }) => rest);
  return JSON.stringify(kept);
}

function restoredRow(entry: unknown): QueuedFile | undefined {
  const r = asRecord(entry);
  if (r === undefined) return undefined;
  const { id, name, size, status, fileId } = r;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof size !== 'number') return undefined;
  if (typeof status !== 'string' || !isQueuedFileStatus(status) || typeof fileId !== 'string')
    return undefined;
  const row = { ...r, isPreUploading: false, uploadProgress: 100 } as unknown as QueuedFile;
  // A row whose convert call was on its way when the page went is ready to start again.
  if (
    (status === 'converting' && row.jobId === undefined) ||
    status === 'pending' ||
    status === 'uploading'
  ) {
    return { ...row, status: 'upload_ready', conversionPhase: undefined, progress: 0 };
  }
  return row;
}

/** The rows saved by serializeRows; anything unreadable is skipped. */
export function restoreRows(raw: string | null): QueuedFile[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(restoredRow).filter((row): row is QueuedFile => row !== undefined);
}
