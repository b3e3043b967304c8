import { ARCHIVE_HEADERS } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { ApiError } from '../../../lib/api-client';
import { dispositionName } from '../archive-progress';

export interface ArchiveProgress {
  readonly received: number;
  /** The archive's length as the server expects it (absent when a file's length was not known). */
  readonly expected: number | undefined;
  readonly items: number | undefined;
}

export interface FetchedArchive {
  readonly blob: Blob;
  readonly name: string;
}

/** Chunks are folded into a Blob every 8 MiB, so the page's memory holds little of a large archive. */
const FOLD_BYTES = 8 * 1024 * 1024;

async function refusal(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; context?: unknown } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  return new ApiError('http', {
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : undefined,
    serverMessage: typeof body?.message === 'string' ? body.message : undefined,
    context:
      body?.context !== null && typeof body?.context === 'object'
        ? (body.context as Record<string, unknown>)
        : undefined,
  });
}

/**
 * GET /api/downloader/archive as the visitor (their session or account), read as it arrives with the
 * bytes counted for the progress bar (D190). The server writes the ZIP while it fetches the files, so
 * the answer starts at once and its length is known only from its header. A refusal (no credits, an
 * expired result) is an ApiError with the server's code and words, told to the page's credit prompt.
 */
export function fetchArchive(
  path: string,
  onProgress: (progress: ArchiveProgress) => void,
  signal: AbortSignal,
): Promise<FetchedArchive> {
  return pageVisitor.ready(async () => {
    let response: Response;
    try {
      response = await fetch(path, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { ...pageVisitor.headers(), Accept: 'application/zip, application/json' },
        signal,
      });
    } catch {
      throw new ApiError(signal.aborted ? 'aborted' : 'network');
    }
    if (!response.ok || response.body === null) {
      const error = await refusal(response);
      pageVisitor.refused?.(error);
      throw error;
    }
    const expectedText = response.headers.get(ARCHIVE_HEADERS.expectedBytes);
    const itemsText = response.headers.get(ARCHIVE_HEADERS.items);
    const expected = expectedText === null ? undefined : Number(expectedText);
    const items = itemsText === null ? undefined : Number(itemsText);
    const parts: Blob[] = [];
    let pending: Uint8Array<ArrayBuffer>[] = [];
    let pendingBytes = 0;
    let received = 0;
    const reader = response.body.getReader();
    onProgress({ received, expected, items });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending.push(value);
        pendingBytes += value.length;
        received += value.length;
        if (pendingBytes >= FOLD_BYTES) {
          parts.push(new Blob(pending));
          pending = [];
          pendingBytes = 0;
        }
        onProgress({ received, expected, items });
      }
    } catch {
      throw new ApiError(signal.aborted ? 'aborted' : 'network');
    }
    parts.push(new Blob(pending));
    const name = dispositionName(response.headers.get('content-disposition'), 'download.zip');
    return { blob: new Blob(parts, { type: 'application/zip' }), name };
  });
}
