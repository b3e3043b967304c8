/** A non-2xx answer from our own API. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
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
