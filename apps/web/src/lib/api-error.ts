/**
 * How a call to our own API failed, the one error type of the browser's API client. `http`: the server
 * answered non-2xx (status and, when the body is our `{code, message, context?}` or better-auth's
 * `{code, message}`, those too); `network`: no answer (offline, connection reset); `timeout`: the client
 * gave up; `aborted`: the caller aborted (pause, cancel); `parse`: a 2xx answer that is not the shape
 * the endpoint promises; `rejected`: a 2xx answer saying `success: false`.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse' | 'rejected';

/** English fallbacks of converter-compressor.md §8; the UI shows translated texts (upload-failure.ts). */
function defaultMessage(kind: ApiErrorKind, status: number | undefined): string {
  switch (kind) {
    case 'http':
      return `Server error: ${String(status)}`;
    case 'network':
      return 'Network error during upload';
    case 'timeout':
      return 'Upload timeout';
    case 'aborted':
      return 'Request aborted';
    case 'parse':
      return 'Failed to parse response';
    case 'rejected':
      return 'Upload failed';
  }
}

export interface ApiErrorDetails {
  readonly status?: number | undefined;
  readonly code?: string | undefined;
  readonly serverMessage?: string | undefined;
  readonly context?: Readonly<Record<string, unknown>> | undefined;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status of the answer; undefined when there was none (network, timeout, aborted). */
  readonly status: number | undefined;
  /** The stable code of an error body (packages/shared errors.ts, or better-auth's own codes). */
  readonly code: string | undefined;
  /** The server's own words, when it sent any. */
  readonly serverMessage: string | undefined;
  /** The error body's `context` (422 INVALID_SETTINGS lists `errors: [{field, message}]` there). */
  readonly context: Readonly<Record<string, unknown>> | undefined;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(details.serverMessage ?? defaultMessage(kind, details.status));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.context = details.context;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** Whether `error` is an HTTP answer with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error, 'http') && error.status === status;
}

/** Whether the call got no answer at all (offline, connection reset, the client's own timeout). */
export function isNoAnswer(error: unknown): boolean {
  return isApiError(error, 'network') || isApiError(error, 'timeout');
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The `http` error of a non-2xx answer, with the `{code, message, context}` of its body when it has one. */
export function httpError(status: number, body: unknown): ApiError {
  const code = field(body, 'code');
  const message = field(body, 'message');
  const context = field(body, 'context');
  return new ApiError('http', {
    status,
    code: typeof code === 'string' ? code : undefined,
    serverMessage: typeof message === 'string' && message !== '' ? message : undefined,
    context:
      typeof context === 'object' && context !== null && !Array.isArray(context)
        ? (context as Record<string, unknown>)
        : undefined,
  });
}
