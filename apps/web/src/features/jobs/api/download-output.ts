import { pageVisitor } from '../../../lib/anonymous-session';
import { ApiError } from '../../../lib/api-client';
import { httpError } from '../../../lib/api-error';

/**
 * Fetches a finished file (CC §7: a link with the file id and its download token; the anonymous
 * session header opens token-less links). Non-2xx answers become ApiError with the
 * server's code and message, for the 'Download Failed' toast (CC §8).
 */
export async function downloadOutput(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { ...pageVisitor.headers(), Accept: '*/*' },
      signal: signal ?? null,
    });
  } catch {
    throw new ApiError(signal?.aborted === true ? 'aborted' : 'network');
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // Not our JSON error body: the status says enough.
    }
    throw httpError(response.status, body);
  }
  try {
    return await response.blob();
  } catch {
    throw new ApiError('network');
  }
}
