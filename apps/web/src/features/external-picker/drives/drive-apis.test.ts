import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveError } from './drive-http';
import { createDriveService } from './drive-service';
import { headerSafeJson } from './dropbox-api';

/**
 * The browser's drive clients against a loopback server answering in the providers' formats: what they
 * ask, and how a refusal becomes the §8 text.
 */
type Handler = (
  request: IncomingMessage,
  body: string,
) => { status: number; body?: unknown; headers?: Record<string, string> };
let handler: Handler = () => ({ status: 404 });
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = handler(request, body);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clients = () => ({
  googleDrive: { clientId: 'g', apiBaseUrl: base, scriptUrl: `${base}/gsi/client` },
  dropbox: { appKey: 'd', apiBaseUrl: base, contentBaseUrl: base, authorizeUrl: `${base}/authorize` },
  onedrive: { clientId: 'o', graphBaseUrl: base, authorizeUrl: `${base}/authorize` },
});

async function failure(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return error instanceof DriveError ? error.kind : 'other';
  }
  return undefined;
}

describe('Google Drive', () => {
  it('lists 100 a page, newest first, without trashed items, and follows the next page', async () => {
    seen.length = 0;
    handler = (request) => {
      const url = new URL(request.url ?? '', base);
      return url.searchParams.get('pageToken') === null
        ? {
            status: 200,
            body: {
              nextPageToken: 'p2',
              files: [{ id: '1', name: 'a.mp4', mimeType: 'video/mp4', size: '12' }],
            },
          }
        : {
            status: 200,
            body: {
              files: [
                { id: '2', name: 'Notes', mimeType: 'application/vnd.google-apps.document' },
                { id: '3', name: 'b.mov', mimeType: 'video/quicktime', modifiedTime: '2024-01-01T00:00:00Z' },
              ],
            },
          };
    };
    const files = await createDriveService('google-drive', clients(), 'tok').list();
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ['a.mp4', 12],
      ['b.mov', undefined],
    ]);
    const first = new URL(seen[0]?.url ?? '', base);
    expect(first.pathname).toBe('/drive/v3/files');
    expect(first.searchParams.get('pageSize')).toBe('100');
    expect(first.searchParams.get('orderBy')).toBe('modifiedTime desc');
    expect(first.searchParams.get('q')).toBe('trashed = false');
    expect(seen[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('a 401 is "Authentication failed. Please try signing in again.", a 403 the access text', async () => {
    handler = () => ({ status: 401, body: { error: { code: 401 } } });
    expect(await failure(() => createDriveService('google-drive', clients(), 't').list())).toBe(
      'unauthorized',
    );
    handler = () => ({ status: 403, body: { error: { code: 403 } } });
    expect(await failure(() => createDriveService('google-drive', clients(), 't').list())).toBe('forbidden');
    handler = () => ({ status: 500 });
    expect(await failure(() => createDriveService('google-drive', clients(), 't').list())).toBe(
      'browseFailed',
    );
  });

  it('CC-8.17 a folder that cannot be made is "Failed to create folder"', async () => {
    handler = (request) =>
      request.method === 'GET' ? { status: 200, body: { files: [] } } : { status: 500, body: { error: {} } };
    const blob = new Blob(['x']);
    expect(
      await failure(() => createDriveService('google-drive', clients(), 't').exportFile(blob, 'a.mp4')),
    ).toBe('folderFailed');
  });

  it('uploads into the folder found, and never sends the token to an upload address elsewhere', async () => {
    seen.length = 0;
    handler = (request) => {
      if (request.method === 'GET') return { status: 200, body: { files: [{ id: 'folder-9' }] } };
      return { status: 200, body: {}, headers: { location: 'http://elsewhere.invalid/upload?id=1' } };
    };
    expect(
      await failure(() =>
        createDriveService('google-drive', clients(), 't').exportFile(new Blob(['x']), 'a.mp4'),
      ),
    ).toBe('uploadFailed');
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({ name: 'a.mp4', parents: ['folder-9'] });
    expect(seen).toHaveLength(2);
  });
});

describe('Dropbox', () => {
  it('lists every file under the root through the cursor; the path is the lowercase one', async () => {
    seen.length = 0;
    handler = (request) =>
      request.url === '/2/files/list_folder'
        ? {
            status: 200,
            body: {
              entries: [{ '.tag': 'folder', name: 'V', id: 'id:0', path_lower: '/v' }],
              cursor: 'c1',
              has_more: true,
            },
          }
        : {
            status: 200,
            body: {
              entries: [{ '.tag': 'file', name: 'Clip.MP4', id: 'id:1', path_lower: '/v/clip.mp4', size: 5 }],
              cursor: 'c2',
              has_more: false,
            },
          };
    const files = await createDriveService('dropbox', clients(), 'tok').list();
    expect(files.map((f) => [f.name, f.downloadUrl, f.source])).toEqual([
      ['Clip.MP4', '/v/clip.mp4', 'dropbox'],
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ path: '', recursive: true, limit: 2000 });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ cursor: 'c1' });
  });

  it('a folder already there is used; the upload names its path in an ASCII header', async () => {
    seen.length = 0;
    handler = (request) =>
      request.url === '/2/files/create_folder_v2'
        ? { status: 409, body: { error_summary: 'path/conflict/folder/..' } }
        : { status: 200, body: {} };
    await createDriveService('dropbox', clients(), 'tok').exportFile(new Blob(['x']), 'Résumé.mp4');
    expect(seen[1]?.url).toBe('/2/files/upload');
    expect(seen[1]?.headers['dropbox-api-arg']).toBe(
      headerSafeJson({ path: '/Mediaforge/Résumé.mp4', mode: 'add', autorename: true }),
    );
    expect(seen[1]?.headers['dropbox-api-arg']).toContain('\\u00e9');
  });

  it('CC-8.16 a refused upload is "Failed to upload file"', async () => {
    handler = (request) =>
      request.url === '/2/files/upload' ? { status: 400, body: {} } : { status: 200, body: {} };
    expect(
      await failure(() => createDriveService('dropbox', clients(), 't').exportFile(new Blob(['x']), 'a.mp4')),
    ).toBe('uploadFailed');
  });
});

describe('OneDrive', () => {
  it('lists the root’s files and follows a next link only on Graph’s own origin', async () => {
    seen.length = 0;
    handler = () => ({
      status: 200,
      body: {
        value: [
          { id: '1', name: 'a.mp4', size: 3, file: { mimeType: 'video/mp4' } },
          { id: '2', name: 'Docs', folder: {} },
        ],
        '@odata.nextLink': 'http://elsewhere.invalid/next',
      },
    });
    const files = await createDriveService('onedrive', clients(), 'tok').list();
    expect(files.map((f) => [f.name, f.mimeType])).toEqual([['a.mp4', 'video/mp4']]);
    expect(seen).toHaveLength(1);
  });

  it('a name that exists is the folder; the file is put by path', async () => {
    seen.length = 0;
    handler = (request) =>
      request.method === 'POST' ? { status: 409, body: {} } : { status: 201, body: { id: 'x' } };
    await createDriveService('onedrive', clients(), 'tok').exportFile(new Blob(['x']), 'my clip.mp4');
    expect(seen[1]?.method).toBe('PUT');
    expect(seen[1]?.url).toMatch(/^\/v1\.0\/me\/drive\/root:\/Mediaforge\/my%20clip\.mp4:\/content\?/);
  });
});

describe('the service factory', () => {
  it('CC-8.18 an unknown source is "Unknown service type"', async () => {
    expect(await failure(() => Promise.resolve(createDriveService('box', clients(), 't')))).toBe(
      'unknownService',
    );
  });
});
