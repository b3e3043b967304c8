/**
 * How an upload call failed. `http`: the server answered non-2xx (status and, when the body is our
 * `{code, message}`, both); `network`: no answer (offline, connection reset); `timeout`: the client gave
 * up; `aborted`: the caller aborted (pause, cancel); `parse`: a 2xx answer that is not our JSON;
 * `rejected`: a 2xx answer saying `success: false`.
 */
export type UploadRequestErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse' | 'rejected';

/** English fallbacks of converter-compressor.md §8; the UI shows translated texts (upload-failure.ts). */
function defaultMessage(kind: UploadRequestErrorKind, status: number | undefined): string {
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

export class UploadRequestError extends Error {
  readonly kind: UploadRequestErrorKind;
  readonly status: number | undefined;
  /** The stable error code of an error body (packages/shared errors.ts), if the server sent one. */
  readonly code: string | undefined;
  /** The server's own message, if it sent one. */
  readonly serverMessage: string | undefined;
  /** The error body's `context` (422 INVALID_SETTINGS lists `errors: [{field, message}]` there). */
  readonly context: Readonly<Record<string, unknown>> | undefined;

  constructor(
    kind: UploadRequestErrorKind,
    details: {
      status?: number;
      code?: string;
      serverMessage?: string;
      context?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(details.serverMessage ?? defaultMessage(kind, details.status));
    this.name = 'UploadRequestError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.context = details.context;
  }
}

export function isUploadRequestError(
  error: unknown,
  kind?: UploadRequestErrorKind,
): error is UploadRequestError {
  return error instanceof UploadRequestError && (kind === undefined || error.kind === kind);
}

/** Whether `error` is an HTTP answer with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isUploadRequestError(error, 'http') && error.status === status;
}
