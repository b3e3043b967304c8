import { anonymousHeaders, withAnonymousSession } from './anonymous-session';
import { ApiError, NO_ANSWER_STATUS } from './api-client';
import { readEnvelope } from './read-envelope';
import { UploadRequestError } from './upload-request-error';

/** Headers of every upload call: JSON answers and the anonymous session (CC §6, CC-6.02, DL-6.03). */
export function uploadHeaders(): Record<string, string> {
  return { Accept: 'application/json', ...anonymousHeaders() };
}

function abortedError(signal: AbortSignal | undefined): UploadRequestError {
  const reason: unknown = signal?.reason;
  return new UploadRequestError(
    reason instanceof DOMException && reason.name === 'TimeoutError' ? 'timeout' : 'aborted',
  );
}

interface JsonRequest {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /** Aborting it rejects with kind `aborted`; aborting it with a TimeoutError reason, with `timeout`. */
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

/**
 * Every upload call names the visitor: a signed-in account by its cookie, anybody else by the page's
 * server-issued anonymous session (lib/anonymous-session.ts), asked for first when the page has none.
 * The server refusing a session is that refusal, in its words (429 SESSION_LIMIT_REACHED, D78); only no
 * answer at all is a network failure of the call.
 */
function withSession<T>(run: () => Promise<T>): Promise<T> {
  let started = false;
  return withAnonymousSession(() => {
    started = true;
    return run();
  }).catch((error: unknown) => {
    if (started) throw error;
    if (error instanceof ApiError && error.status !== NO_ANSWER_STATUS) {
      throw new UploadRequestError('http', {
        status: error.status,
        ...(error.code === undefined ? {} : { code: error.code }),
        ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
        ...(error.context === undefined ? {} : { context: error.context }),
      });
    }
    throw new UploadRequestError('network');
  });
}

/** A JSON call with fetch; every failure becomes an UploadRequestError. */
export function requestJson<T>(
  request: JsonRequest,
  parseData: (data: unknown) => T | undefined,
): Promise<T> {
  return withSession(() => sendJson(request, parseData));
}

async function sendJson<T>(request: JsonRequest, parseData: (data: unknown) => T | undefined): Promise<T> {
  const signals = [
    request.signal,
    request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs),
  ];
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  const signal = present.length === 0 ? undefined : AbortSignal.any(present);
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.path, {
      method: request.method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        ...uploadHeaders(),
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: signal ?? null,
    });
    text = await response.text();
  } catch {
    if (signal?.aborted === true) throw abortedError(signal);
    throw new UploadRequestError('network');
  }
  return readEnvelope(response.status, text, parseData);
}

interface MultipartRequest {
  readonly path: string;
  readonly form: FormData;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Bytes of the request body sent so far (multipart framing included). */
  readonly onProgress?: (loaded: number) => void;
}

/** A multipart POST with XMLHttpRequest, the only browser API that reports upload progress. */
export function postMultipart<T>(
  request: MultipartRequest,
  parseData: (data: unknown) => T | undefined,
): Promise<T> {
  return withSession(() => sendMultipart(request, parseData));
}

function sendMultipart<T>(
  request: MultipartRequest,
  parseData: (data: unknown) => T | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted === true) {
      reject(abortedError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => {
      xhr.abort();
    };
    const settle = (outcome: () => T) => {
      signal?.removeEventListener('abort', onAbort);
      try {
        resolve(outcome());
      } catch (error) {
        reject(error instanceof Error ? error : new UploadRequestError('parse'));
      }
    };
    xhr.open('POST', request.path);
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(uploadHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => request.onProgress?.(event.loaded));
    xhr.addEventListener('load', () => {
      settle(() => readEnvelope(xhr.status, xhr.responseText, parseData));
    });
    xhr.addEventListener('error', () => {
      settle(() => {
        throw new UploadRequestError('network');
      });
    });
    xhr.addEventListener('timeout', () => {
      settle(() => {
        throw new UploadRequestError('timeout');
      });
    });
    xhr.addEventListener('abort', () => {
      settle(() => {
        throw abortedError(signal);
      });
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.form);
  });
}
