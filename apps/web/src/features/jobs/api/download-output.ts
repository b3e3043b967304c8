import { pageVisitor } from '../../../lib/anonymous-session';
import { apiBlob } from '../../../lib/api-client';

/**
 * Fetches a finished file (CC §7: a link with the file id and its download token; the anonymous
 * session header opens token-less links). Non-2xx answers become ApiError with the
 * server's code and message, for the 'Download Failed' toast (CC §8).
 */
export function downloadOutput(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob({ path: url, signal, visitor: pageVisitor });
}
