import type { IncomingMessage, ServerResponse } from 'node:http';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';

/**
 * Loopback servers speaking the part of Google Drive v3 and Dropbox v2 that Mediaforge calls: the
 * server's download (metadata and bytes) and the browser's listing. They answer as the providers'
 * references document (Drive: `files/{id}?fields=` and `?alt=media`, errors as `{error:{code,message}}`;
 * Dropbox: `/2/files/download` with `Dropbox-API-Arg` in and `Dropbox-API-Result` out, a 409 with
 * `error_summary`, `/2/files/list_folder`), so the production clients are what the tests run.
 */
export interface DriveFileFixture {
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
}

/** A drive's files by id (Google Drive, OneDrive) or lower-case path (Dropbox). */
export type DriveFiles = Readonly<Record<string, DriveFileFixture>>;

export const json = (res: ServerResponse, status: number, body: unknown, headers = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};

export const bearerOf = (req: IncomingMessage): string | undefined =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

/** Sends the bytes as a download does: its length, its type (`chunked` leaves the length out). */
export function sendBytes(res: ServerResponse, file: DriveFileFixture, chunked = false): void {
  res.writeHead(200, {
    'content-type': file.mimeType,
    ...(chunked ? {} : { 'content-length': String(file.bytes.length) }),
  });
  res.end(Buffer.from(file.bytes));
}

const MODIFIED = '2025-01-02T03:04:05.000Z';

/** Google Drive v3 on loopback; `token` is the only access token it accepts. */
export function startGoogleDrive(files: DriveFiles, token: string): Promise<Origin> {
  return startOrigin((req, res) => {
    const url = new URL(req.url ?? '/', 'http://drive.test');
    if (bearerOf(req) !== token) {
      return json(res, 401, {
        error: { code: 401, message: 'Request had invalid authentication credentials.' },
      });
    }
    if (url.pathname === '/drive/v3/files') {
      // The browser's listing (converter-compressor.md §9: page size 100, newest first, no trash).
      const list = Object.entries(files).map(([id, f]) => ({
        id,
        name: f.name,
        mimeType: f.mimeType,
        size: String(f.bytes.length),
        modifiedTime: MODIFIED,
      }));
      return json(res, 200, { files: list });
    }
    const match = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    const id = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
    if (id === 'forbidden') {
      return json(res, 403, {
        error: { code: 403, message: 'The user does not have sufficient permissions.' },
      });
    }
    const file = id === undefined ? undefined : files[id];
    if (!file) return json(res, 404, { error: { code: 404, message: `File not found: ${id ?? ''}.` } });
    if (url.searchParams.get('alt') === 'media') return sendBytes(res, file);
    const fields = (url.searchParams.get('fields') ?? 'name').split(',');
    const all: Record<string, string> = {
      name: file.name,
      mimeType: file.mimeType,
      size: String(file.bytes.length),
    };
    return json(res, 200, Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])));
  });
}

/** Dropbox v2's API and content hosts on loopback (two origins, as the real ones are). */
export async function startDropbox(
  files: DriveFiles,
  token: string,
): Promise<{ api: Origin; content: Origin; close(): Promise<void> }> {
  const refusedToken = (res: ServerResponse): void =>
    json(res, 401, {
      error_summary: 'invalid_access_token/..',
      error: { '.tag': 'invalid_access_token' },
    });
  const entry = (path: string, f: DriveFileFixture) => ({
    '.tag': 'file',
    name: f.name,
    path_lower: path,
    path_display: path,
    id: `id:${Buffer.from(path).toString('base64url')}`,
    size: f.bytes.length,
    client_modified: MODIFIED.slice(0, 19) + 'Z',
    server_modified: MODIFIED.slice(0, 19) + 'Z',
  });
  const content = await startOrigin((req, res) => {
    if (req.method !== 'POST' || req.url !== '/2/files/download') return json(res, 404, {});
    if (bearerOf(req) !== token) return refusedToken(res);
    const arg = JSON.parse(String(req.headers['dropbox-api-arg'] ?? '{}')) as { path?: string };
    const path = (arg.path ?? '').toLowerCase();
    const file = files[path];
    if (!file) {
      return json(res, 409, {
        error_summary: 'path/not_found/...',
        error: { '.tag': 'path', path: { '.tag': 'not_found' } },
      });
    }
    res.setHeader('dropbox-api-result', JSON.stringify(entry(path, file)));
    return sendBytes(res, { ...file, mimeType: 'application/octet-stream' });
  });
  const api = await startOrigin((req, res) => {
    if (bearerOf(req) !== token) return refusedToken(res);
    if (req.method === 'POST' && req.url === '/2/files/list_folder') {
      const entries = Object.entries(files).map(([path, f]) => entry(path, f));
      return json(res, 200, { entries, cursor: 'c1', has_more: false });
    }
    return json(res, 404, {});
  });
  return {
    api,
    content,
    close: async () => {
      await Promise.all([api.close(), content.close()]);
    },
  };
}
