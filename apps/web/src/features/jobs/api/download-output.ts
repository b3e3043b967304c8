import { uploadHeaders } from '../../../lib/upload-http';
import { UploadRequestError } from '../../../lib/upload-request-error';

/**
 * Fetches a finished file (CC §7: a link with the file id and its download token; the anonymous
 * session header opens token-less links). Non-2xx answers become UploadRequestError with the
 * server's code and message, for the 'Download Failed' toast (CC §8).
 */
export async function downloadOutput(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { ...uploadHeaders(), Accept: '*/*' },
      signal: signal ?? null,
    });
  } catch {
    throw new UploadRequestError(signal?.aborted === true ? 'aborted' : 'network');
  }
  if (!response.ok) {
    let body: { code?: unknown; message?: unknown } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // Not our JSON error body: the status says enough.
    }
    throw new UploadRequestError('http', {
      status: response.status,
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      ...(typeof body.message === 'string' ? { serverMessage: body.message } : {}),
    });
  }
  try {
    return await response.blob();
  } catch {
    throw new UploadRequestError('network');
  }
}
