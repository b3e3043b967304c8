import { isDownloadFailedSuppressed, outputFileName } from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';
import { downloadLink } from './job-result';
import type { QueueStore } from './queue-store';
import { targetFormat, type QueuedFile } from './queued-file';

export interface DownloadDeps {
  readonly result: (jobId: string) => Promise<unknown>;
  readonly fetchFile: (url: string) => Promise<Blob>;
  /** Hands the bytes to the browser as a download with this name. */
  readonly save: (blob: Blob, name: string) => void;
  /** The page's address, to resolve relative links against. */
  readonly baseUrl: string;
}

function errorMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

/** The name the result is saved under and the download button names (CC §5 "Download", CC-5.66). */
export function downloadName(file: Pick<QueuedFile, 'name' | 'outputFormat' | 'originalFormat'>): string {
  return outputFileName(file.name, targetFormat(file));
}

/**
 * The bytes of a finished row's result: its link (fetched first when the row has none, CC-4.10), then
 * the file. Failures are the toasts of CC §8: Download Not Available without a link, Download Error
 * when the link cannot be built, Download Failed otherwise (unless its text is one of the suppressed
 * ones); the answer is then undefined.
 */
export async function fetchResult(
  store: QueueStore,
  id: string,
  deps: DownloadDeps,
): Promise<Blob | undefined> {
  const file = store.file(id);
  if (file?.status !== 'completed') return undefined;
  let result = file.result;
  const failed = (error: unknown) => {
    const message = errorMessage(error);
    if (message === undefined || !isDownloadFailedSuppressed(message)) {
      store.notify({ kind: 'downloadFailed', name: file.name, message });
    }
    return undefined;
  };
  if (downloadLink(result) === undefined && file.jobId !== undefined) {
    try {
      result = await deps.result(file.jobId);
      store.dispatch({ type: 'resultFetched', id, result });
    } catch (error) {
      return failed(error);
    }
  }
  const link = downloadLink(result);
  if (link === undefined) {
    store.notify({ kind: 'downloadNotAvailable', name: file.name });
    return undefined;
  }
  let url: string;
  try {
    url = new URL(link, deps.baseUrl).href;
  } catch {
    store.notify({ kind: 'downloadError', name: file.name });
    return undefined;
  }
  try {
    return await deps.fetchFile(url);
  } catch (error) {
    return failed(error);
  }
}

/**
 * The download button (CC-2.29): the result's bytes (fetchResult), saved as the original name with
 * the output format's extension (CC §5 "Download").
 */
export async function downloadFile(store: QueueStore, id: string, deps: DownloadDeps): Promise<void> {
  const file = store.file(id);
  const blob = await fetchResult(store, id, deps);
  if (file !== undefined && blob !== undefined) deps.save(blob, downloadName(file));
}
