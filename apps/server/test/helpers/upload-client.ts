import {
  ANONYMOUS_SESSION_HEADER,
  isAcceptedAnonymousSessionId,
  type ApiErrorBody,
  type ChunkInitRequest,
} from '@mediaforge/shared';
import { createAnonymousSessionIds } from '../../src/services/accounts/anonymous-session.service.js';

/**
 * Every test app signs anonymous session ids with this key (test-app.ts sets AUTH_SECRET), so a test
 * can name a session readably ('anon_chunk-test-0001') and send the server-issued id that stands for it.
 */
export const TEST_AUTH_SECRET = 'mediaforge-test-auth-secret-0123456789abcdef';
const testIds = createAnonymousSessionIds(TEST_AUTH_SECRET);
const minted = new Map<string, string>();

/**
 * The valid id standing for a readable test session name (the same one for the whole test run). Ids the
 * server issued, and values that are not session ids at all ('anon_1'), are sent as they are.
 */
export function testSessionId(name: string): string {
  if (!isAcceptedAnonymousSessionId(name) || testIds.verify(name, Date.now()).ok) return name;
  let id = minted.get(name);
  if (id === undefined) {
    id = testIds.issue(Date.now()).id;
    minted.set(name, id);
  }
  return id;
}

/** A minimal HTTP client of the upload endpoints, as the browser would call them. */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export type Data<T> = { success: true; data: T } & Partial<ApiErrorBody>;

export function ownerHeaders(session: string | undefined): Record<string, string> {
  return session === undefined ? {} : { [ANONYMOUS_SESSION_HEADER]: testSessionId(session) };
}

async function call<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export function uploadClient(baseUrl: string, session: string | undefined) {
  const headers = ownerHeaders(session);
  const form = (field: string, bytes: Uint8Array, fileName: string): FormData => {
    const body = new FormData();
    body.append(field, new Blob([bytes]), fileName);
    return body;
  };
  return {
    init: <T = Data<{ uploadId: string; chunkSize: number; totalChunks: number; uploadedChunks: number[] }>>(
      body: ChunkInitRequest | Record<string, unknown>,
    ) =>
      call<T>(`${baseUrl}/api/files/chunk/init`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    chunk: <T = Data<{ progress: number; nextChunk: number | null; isComplete: boolean }>>(
      uploadId: string,
      chunkNumber: number | string,
      bytes: Uint8Array,
      field = 'chunk',
    ) =>
      call<T>(`${baseUrl}/api/files/chunk/upload/${uploadId}/${chunkNumber}`, {
        method: 'POST',
        headers,
        body: form(field, bytes, 'blob'),
      }),
    progress: <
      T = Data<{ totalChunks: number; missingChunks: number[]; uploadedChunks: number[]; progress: number }>,
    >(
      uploadId: string,
    ) => call<T>(`${baseUrl}/api/files/chunk/progress/${uploadId}`, { headers }),
    complete: <T = Data<Record<string, unknown>>>(uploadId: string) =>
      call<T>(`${baseUrl}/api/files/chunk/complete/${uploadId}`, { method: 'POST', headers }),
    cancel: <T = Data<{ uploadId: string; cancelled: boolean }>>(uploadId: string) =>
      call<T>(`${baseUrl}/api/files/chunk/${uploadId}`, { method: 'DELETE', headers }),
    regular: <T = Data<Record<string, unknown>>>(bytes: Uint8Array, fileName: string, field = 'file') =>
      call<T>(`${baseUrl}/api/files/v2/upload/`, {
        method: 'POST',
        headers,
        body: form(field, bytes, fileName),
      }),
  };
}

/** The chunks of `bytes` for a session's chunk size. */
export function chunksOf(bytes: Uint8Array, chunkSize: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize)
    chunks.push(bytes.subarray(offset, offset + chunkSize));
  return chunks;
}

/** Runs `tasks` with at most `limit` in flight (the browser sends up to 3 chunks at once, CC §4). */
export async function inParallel<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (task) results[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
