import { ApiError, httpError } from './api-error';

export { ApiError, hasStatus, isApiError, isNoAnswer, type ApiErrorKind } from './api-error';

/**
 * The browser's one client of our own API (same origin; the dev server proxies /api). Every call names
 * the schema its answer must match (packages/shared response schemas) and fails with an ApiError.
 * Our endpoints answer `{success: true, data}` (apiData); better-auth's answer their own bodies (apiBody).
 */

/** What the client needs of a zod schema: its safeParse. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { readonly success: true; readonly data: T } | { readonly success: false };
}

/** Takes any answer as it is (calls whose answer the browser does not read). */
export const anyAnswer: AnswerSchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** `schema`, with a rule of the browser's own on top (a chunk size of 0 cannot be uploaded). */
export function withRule<T>(schema: AnswerSchema<T>, rule: (value: T) => boolean): AnswerSchema<T> {
  return {
    safeParse(value) {
      const parsed = schema.safeParse(value);
      return parsed.success && rule(parsed.data) ? parsed : { success: false };
    },
  };
}

/**
 * Who the call is made for, when the server must know (uploads, jobs, credits): `ready` runs the call
 * once the visitor can be named (lib/anonymous-session.ts), `headers` name it.
 */
export interface Visitor {
  ready<T>(run: () => Promise<T>): Promise<T>;
  headers(): Record<string, string>;
  /** Told of every refusal (a non-2xx answer) of a call made for the visitor. */
  refused?(error: ApiError): void;
}

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  /** Sent as JSON; without it a request has no body (better-auth wants `{}` on its POSTs: pass it). */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Aborting it rejects with kind `aborted`; aborting it with a TimeoutError reason, with `timeout`. */
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
  readonly visitor?: Visitor | undefined;
}

export interface MultipartRequest {
  readonly path: string;
  readonly form: FormData;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  /** Bytes of the request body sent so far (multipart framing included). */
  readonly onProgress?: ((loaded: number) => void) | undefined;
  readonly visitor?: Visitor | undefined;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function abortedError(signal: AbortSignal | undefined): ApiError {
  const reason: unknown = signal?.reason;
  return new ApiError(
    reason instanceof DOMException && reason.name === 'TimeoutError' ? 'timeout' : 'aborted',
  );
}

function validated<T>(value: unknown, schema: AnswerSchema<T>, status: number): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('parse', { status });
  return result.data;
}

/**
 * An answer of our own endpoints: `{success: true, data}` on 2xx, `{code, message, context?}` otherwise
 * (packages/shared errors.ts). A 204 has no body: the schema is asked about `undefined`.
 */
export function readData<T>(status: number, text: string, schema: AnswerSchema<T>): T {
  const body = parseJson(text);
  if (status < 200 || status >= 300) throw httpError(status, body);
  if (body === undefined) {
    if (status === 204) return validated(undefined, schema, status);
    throw new ApiError('parse', { status });
  }
  if (field(body, 'success') !== true) throw new ApiError('rejected', { status });
  return validated(field(body, 'data'), schema, status);
}

/** An answer that is not enveloped (better-auth's endpoints): the body itself, `null` when empty. */
export function readBody<T>(status: number, text: string, schema: AnswerSchema<T>): T {
  const body = parseJson(text);
  if (status < 200 || status >= 300) throw httpError(status, body);
  if (body === undefined && text !== '') throw new ApiError('parse', { status });
  return validated(body ?? null, schema, status);
}

/**
 * A call on behalf of the visitor waits until it can be named. The server refusing to name it is that
 * refusal, in its words (429 SESSION_LIMIT_REACHED, D78); anything else before the call is no answer.
 */
function forVisitor<T>(visitor: Visitor | undefined, run: () => Promise<T>): Promise<T> {
  if (visitor === undefined) return run();
  let started = false;
  return visitor
    .ready(() => {
      started = true;
      return run();
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'http') visitor.refused?.(error);
      if (started || (error instanceof ApiError && error.kind === 'http')) throw error;
      throw new ApiError('network');
    });
}

async function exchange(request: ApiRequest): Promise<{ status: number; text: string }> {
  const signals = [
    request.signal ?? undefined,
    request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs),
  ].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length === 0 ? undefined : AbortSignal.any(signals);
  const json = request.body !== undefined;
  try {
    const response = await fetch(request.path, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...request.visitor?.headers(),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(json ? { body: JSON.stringify(request.body) } : {}),
      signal: signal ?? null,
    });
    return { status: response.status, text: await response.text() };
  } catch {
    if (signal?.aborted === true) throw abortedError(signal);
    throw new ApiError('network');
  }
}

/** A JSON call to one of our endpoints; answers the `data` of its envelope, checked by `schema`. */
export function apiData<T>(request: ApiRequest, schema: AnswerSchema<T>): Promise<T> {
  return forVisitor(request.visitor, async () => {
    const { status, text } = await exchange(request);
    return readData(status, text, schema);
  });
}

/** A JSON call whose answer is not enveloped (better-auth); answers the body, checked by `schema`. */
export function apiBody<T>(request: ApiRequest, schema: AnswerSchema<T>): Promise<T> {
  return forVisitor(request.visitor, async () => {
    const { status, text } = await exchange(request);
    return readBody(status, text, schema);
  });
}

/** A multipart POST with XMLHttpRequest, the only browser API that reports upload progress. */
export function apiUpload<T>(request: MultipartRequest, schema: AnswerSchema<T>): Promise<T> {
  return forVisitor(request.visitor, () => sendMultipart(request, schema));
}

function sendMultipart<T>(request: MultipartRequest, schema: AnswerSchema<T>): Promise<T> {
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
        reject(error instanceof Error ? error : new ApiError('parse'));
      }
    };
    xhr.open('POST', request.path);
    xhr.timeout = request.timeoutMs;
    const headers = { Accept: 'application/json', ...request.visitor?.headers() };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => request.onProgress?.(event.loaded));
    xhr.addEventListener('load', () => {
      settle(() => readData(xhr.status, xhr.responseText, schema));
    });
    xhr.addEventListener('error', () => {
      settle(() => {
        throw new ApiError('network');
      });
    });
    xhr.addEventListener('timeout', () => {
      settle(() => {
        throw new ApiError('timeout');
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

/**
 * A file the server sends (a finished job's output): the body as a Blob. A refusal is an ApiError with
 * the error body's code and message, as for JSON calls.
 */
export async function apiBlob(request: Pick<ApiRequest, 'path' | 'signal' | 'visitor'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(request.path, {
      credentials: 'same-origin',
      headers: { ...request.visitor?.headers(), Accept: '*/*' },
      signal: request.signal ?? null,
    });
  } catch {
    throw new ApiError(request.signal?.aborted === true ? 'aborted' : 'network');
  }
  if (!response.ok) throw httpError(response.status, parseJson(await response.text().catch(() => '')));
  try {
    return await response.blob();
  } catch {
    throw new ApiError('network');
  }
}

/**
 * Whether a file link answers: a GET of its first byte, the body dropped once the headers are in. A
 * refusal is an ApiError as for JSON calls, so a page can report it before it sends the browser to the
 * link (which would otherwise show the error body instead of the page).
 */
export function apiProbe(request: Pick<ApiRequest, 'path' | 'visitor' | 'timeoutMs'>): Promise<void> {
  return forVisitor(request.visitor, async () => {
    let response: Response;
    try {
      response = await fetch(request.path, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { ...request.visitor?.headers(), Accept: '*/*', Range: 'bytes=0-0' },
        ...(request.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(request.timeoutMs) }),
      });
    } catch {
      throw new ApiError('network');
    }
    if (!response.ok) throw httpError(response.status, parseJson(await response.text().catch(() => '')));
    await response.body?.cancel().catch(() => undefined);
  });
}

/** A HEAD request: true when the server answers 2xx within `timeoutMs`; never throws. */
export async function apiReachable(path: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(path, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
