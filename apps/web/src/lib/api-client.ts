/** A non-2xx answer from our own API (status 0: no answer at all). */
export class ApiError extends Error {
  readonly status: number;
  /** The stable code of an error body (packages/shared errors.ts, or better-auth's own codes). */
  readonly code: string | undefined;
  /** The server's own words, when it sent any. */
  readonly serverMessage: string | undefined;
  readonly context: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    message: string,
    details: {
      readonly code?: string | undefined;
      readonly serverMessage?: string | undefined;
      readonly context?: Readonly<Record<string, unknown>> | undefined;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.context = details.context;
  }
}

/** The status an ApiError carries when the request got no answer (offline, connection reset). */
export const NO_ANSWER_STATUS = 0;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The ApiError of a non-2xx answer, with the `{code, message, context}` of its body when it has one. */
export async function apiErrorOf(response: Response, message: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    body = undefined;
  }
  return errorFromBody(response.status, message, body);
}

function errorFromBody(status: number, message: string, body: unknown): ApiError {
  const code = field(body, 'code');
  const serverMessage = field(body, 'message');
  const context = field(body, 'context');
  return new ApiError(status, message, {
    code: typeof code === 'string' ? code : undefined,
    serverMessage: typeof serverMessage === 'string' && serverMessage !== '' ? serverMessage : undefined,
    context:
      typeof context === 'object' && context !== null && !Array.isArray(context)
        ? (context as Record<string, unknown>)
        : undefined,
  });
}

/**
 * GET a JSON document from our own API (same origin; the dev server proxies /api). The body is
 * returned as `unknown` so every endpoint file has to validate the shape it relies on.
 */
export async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} answered ${String(response.status)}`);
  return (await response.json()) as unknown;
}

export interface SendJsonOptions {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/**
 * A JSON call to our own API. A POST always sends a JSON body (`{}` when none is given: Fastify refuses
 * an empty one). Non-2xx answers throw an ApiError carrying the `{code, message, context}` of the body.
 */
export async function sendJson(path: string, options: SendJsonOptions = {}): Promise<unknown> {
  const method = options.method ?? 'POST';
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted === true) throw error;
    throw new ApiError(NO_ANSWER_STATUS, `${method} ${path} got no answer`);
  }
  let body: unknown;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw errorFromBody(response.status, `${method} ${path} answered ${String(response.status)}`, body);
  }
  return body;
}

/** The `data` of a `{success: true, data}` answer, or a TypeError naming the path. */
export function successData(body: unknown, path: string): unknown {
  if (field(body, 'success') !== true) throw new TypeError(`unexpected answer from ${path}`);
  return field(body, 'data');
}
