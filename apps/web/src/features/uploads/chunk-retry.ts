import { ERROR_CODES, chunkErrorKindForStatus, type ChunkErrorKind } from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';

/**
 * 4xx answers no retry can change: a malformed chunk (400 UPLOAD_CHUNK_INVALID), no or a foreign
 * session (401, 403), an unknown upload (404), too large (413), not media (415), a hash mismatch (422).
 * Other 4xx (408, 409 busy, 429) are retried as client errors.
 */
const PERMANENT_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 410, 413, 415, 422]);

export type ChunkErrorDecision =
  /** The request was aborted on purpose (pause, cancel): nothing to do. */
  | { readonly action: 'ignore' }
  /** Fail the whole upload now. */
  | { readonly action: 'fail' }
  /** Retry after the delay of this kind (retryDelayMs in packages/shared uploads.ts). */
  | { readonly action: 'retry'; readonly kind: ChunkErrorKind };

/** What to do about a failed chunk request (converter-compressor.md §4 "Chunked upload", §8). */
export function classifyChunkError(error: unknown): ChunkErrorDecision {
  if (!isApiError(error)) return { action: 'fail' };
  switch (error.kind) {
    case 'aborted':
      return { action: 'ignore' };
    case 'network':
      return { action: 'retry', kind: 'network' };
    case 'timeout':
      return { action: 'retry', kind: 'timeout' };
    case 'parse':
    case 'rejected':
      // A 2xx answer we cannot read: the chunk may or may not be stored; sending it again is harmless.
      return { action: 'retry', kind: 'client' };
    case 'http': {
      const status = error.status ?? 0;
      if (PERMANENT_STATUSES.has(status)) return { action: 'fail' };
      return { action: 'retry', kind: chunkErrorKindForStatus(status) };
    }
  }
}

/** Whether a failed completion attempt may be tried again: network, timeout, 5xx, 408, 429, 409 busy. */
export function isRetryableCompletionError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind !== 'http')
    return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'parse';
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429 || error.code === ERROR_CODES.UPLOAD_BUSY;
}

/** 409 UPLOAD_INCOMPLETE: the server lacks chunks; the uploader sends what is missing and completes again. */
export function isIncompleteError(error: unknown): boolean {
  return isApiError(error, 'http') && error.code === ERROR_CODES.UPLOAD_INCOMPLETE;
}
