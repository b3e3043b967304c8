import type { DriveErrorKind } from '@mediaforge/shared';

/** A failed drive call, by the §8 text it shows (DRIVE_ERROR_MESSAGES). */
export class DriveError extends Error {
  constructor(
    readonly kind: DriveErrorKind,
    readonly status?: number,
  ) {
    super(kind);
    this.name = 'DriveError';
  }
}

export const isDriveError = (error: unknown): error is DriveError => error instanceof DriveError;

/** The kind of a failed answer: the §8 texts of 401 and 403, else what the call was doing. */
export function kindOfStatus(status: number, failure: DriveErrorKind): DriveErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return failure;
}

export interface DriveRequest {
  readonly url: string;
  readonly token: string;
  /** What a failure is reported as, unless it is a 401 or 403. */
  readonly failure: DriveErrorKind;
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: BodyInit;
  readonly signal?: AbortSignal | undefined;
  /** Statuses that are answers rather than failures (Dropbox's 409 for a folder that exists). */
  readonly accept?: readonly number[];
}

/**
 * One call to a drive's API straight from the browser (CC §7 "Direct to third parties"): the visitor's
 * token as a bearer, no cookies, no referrer. An abort is passed on as it is, so the caller can tell it.
 */
export async function driveFetch(request: DriveRequest): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: { Authorization: `Bearer ${request.token}`, ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: request.signal ?? null,
    });
  } catch (error) {
    if (request.signal?.aborted === true) throw error;
    throw new DriveError(request.failure);
  }
  if (!response.ok && !(request.accept ?? []).includes(response.status)) {
    throw new DriveError(kindOfStatus(response.status, request.failure), response.status);
  }
  return response;
}

/** The JSON body of an answer; an answer that is not JSON is the call's failure. */
export async function driveJson(response: Response, failure: DriveErrorKind): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new DriveError(failure, response.status);
  }
}

/** `base` + `path`, the base's own path kept (a base URL may carry a prefix). */
export function apiUrl(base: string, path: string, query?: Readonly<Record<string, string>>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.href;
}
