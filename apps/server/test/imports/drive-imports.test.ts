import type { ImportResult } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobClient } from '../helpers/job-client.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import {
  DROPBOX_TOKEN,
  GOOGLE_TOKEN,
  importClient,
  sha256,
  startDriveKit,
  storedObjects,
  type DriveKit,
} from './import-kit.js';
import { GRAPH_TOKEN } from './microsoft-fixtures.js';

const SESSION = 'anon_import-drives-0001';

describe('imports from the drives: production clients against loopback Google Drive, Dropbox and Graph', () => {
  let kit: DriveKit;
  let client: ReturnType<typeof importClient>;

  beforeAll(async () => {
    kit = await startDriveKit();
    client = importClient(kit.app.baseUrl, SESSION);
  });
  afterAll(async () => {
    await kit.close();
  });

  /** The stored file behind an import result, fetched by its token link, as the browser would. */
  async function storedBytes(data: ImportResult): Promise<Uint8Array> {
    const res = await fetch(`${kit.app.baseUrl}${data.downloadUrl}`);
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  }

  function completed(reply: Awaited<ReturnType<typeof client.start>>): ImportResult {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data?.status).toBe('completed');
    return reply.body.data as ImportResult;
  }

  it('CC-1.04 CC-7.10 CC-3.56 Google Drive: the visitor’s token reads metadata and bytes; the stored file is the source, probed, and converts like an upload', async () => {
    const data = completed(
      await client.start('google-drive', { fileId: 'g-clip', accessToken: GOOGLE_TOKEN }),
    );
    expect(data).toMatchObject({
      fileName: 'Holiday Clip.mp4',
      fileSize: kit.media.mp4.bytes.length,
      mimeType: 'video/mp4',
      importMethod: 'google-drive',
      metadata: { hasVideo: true, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac' },
    });
    expect(data.accessToken).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
    expect(sha256(await storedBytes(data))).toBe(kit.media.sha256);
    const asked = kit.google.seen.map((r) => [r.url, r.headers.authorization]);
    expect(asked).toEqual([
      [
        '/drive/v3/files/g-clip?fields=name%2CmimeType%2Csize&supportsAllDrives=true',
        `Bearer ${GOOGLE_TOKEN}`,
      ],
      ['/drive/v3/files/g-clip?alt=media&supportsAllDrives=true', `Bearer ${GOOGLE_TOKEN}`],
    ]);

    const jobs = jobClient(kit.app.baseUrl, SESSION);
    const convert = await jobs.convert(data.fileId, 'mp3', { settings: {} });
    expect(convert.status).toBe(202);
    const done = await jobs.waitFor(convert.body.data.jobId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', result: { fileName: 'Holiday Clip.mp3' } });
  });

  it('CC-7.11 CC-3.57 Dropbox: files/download with the path in Dropbox-API-Arg; importMethod is the source', async () => {
    const before = kit.dropbox.content.seen.length;
    const data = completed(
      await client.start('dropbox', { path: '/Videos/Holiday Clip.mp4', accessToken: DROPBOX_TOKEN }),
    );
    expect(data).toMatchObject({
      fileName: 'Holiday Clip.mp4',
      importMethod: 'dropbox',
      mimeType: 'video/mp4',
    });
    expect(sha256(await storedBytes(data))).toBe(kit.media.sha256);
    const request = kit.dropbox.content.seen[before];
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(`Bearer ${DROPBOX_TOKEN}`);
    expect(JSON.parse(String(request?.headers['dropbox-api-arg']))).toEqual({
      path: '/Videos/Holiday Clip.mp4',
    });
  });

  it('CC-5.56 Dropbox: the path is trimmed and gets a leading slash; a name outside ASCII is escaped in the header', async () => {
    const before = kit.dropbox.content.seen.length;
    const data = completed(await client.start('dropbox', { path: '  a/b.mp4 ', accessToken: DROPBOX_TOKEN }));
    expect(data.fileName).toBe('Holiday Clip.mp4');
    expect(kit.dropbox.content.seen[before]?.headers['dropbox-api-arg']).toBe('{"path":"/a/b.mp4"}');

    const missing = await client.start('dropbox', { path: '/Vidéos/été.mp4', accessToken: DROPBOX_TOKEN });
    const header = String(kit.dropbox.content.seen.at(-1)?.headers['dropbox-api-arg']);
    expect(header).toBe('{"path":"/Vid\\u00e9os/\\u00e9t\\u00e9.mp4"}');
    expect(JSON.parse(header)).toEqual({ path: '/Vidéos/été.mp4' });
    expect(missing).toEqual({
      status: 404,
      body: {
        success: false,
        code: 'DRIVE_FILE_NOT_FOUND',
        message: 'The file was not found in Dropbox',
        context: expect.any(Object) as unknown,
      },
    });
  });

  it('CC-5.55 CC-5.57 CC-7.14 Dropbox: a missing or short token and a missing path are refused in the spec’s words, before Dropbox is asked', async () => {
    const before = kit.dropbox.content.seen.length;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { path: '/a/b.mp4' },
        401,
        'DRIVE_NOT_AUTHENTICATED',
        'No Dropbox access token provided. Please authenticate first.',
      ],
      [{ accessToken: DROPBOX_TOKEN }, 400, 'VALIDATION_FAILED', 'No file path provided for Dropbox import.'],
      [
        { path: '   ', accessToken: DROPBOX_TOKEN },
        400,
        'VALIDATION_FAILED',
        'No file path provided for Dropbox import.',
      ],
      [
        { path: '/a/b.mp4', accessToken: 'abc' },
        401,
        'DRIVE_AUTH_FAILED',
        'Invalid Dropbox access token. Please re-authenticate.',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      expect(await client.start('dropbox', body), JSON.stringify(body)).toEqual({
        status,
        body: { success: false, code, message },
      });
    }
    expect(kit.dropbox.content.seen.length).toBe(before);
  });

  it('CC-7.12 OneDrive: Graph’s item and its content; the redirect to the download host carries no token', async () => {
    const data = completed(await client.start('onedrive', { fileId: 'od-clip', accessToken: GRAPH_TOKEN }));
    expect(data).toMatchObject({ fileName: 'Holiday Clip.mp4', importMethod: 'onedrive' });
    expect(sha256(await storedBytes(data))).toBe(kit.media.sha256);
    expect(kit.microsoft.graph.seen.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/v1.0/me/drive/items/od-clip?$select=name,size,file', `Bearer ${GRAPH_TOKEN}`],
      ['/v1.0/me/drive/items/od-clip/content', `Bearer ${GRAPH_TOKEN}`],
    ]);
    expect(kit.microsoft.downloads.seen).toHaveLength(1);
    expect(kit.microsoft.downloads.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('CC-7.14 a failing import answers success false with its code: refused token, access denied, no such file, not media', async () => {
    const objects = storedObjects(kit.app.dataDir).length;
    const cases: [Parameters<typeof client.start>, number, string, string][] = [
      [
        ['google-drive', { fileId: 'g-clip', accessToken: 'ya29.revoked' }],
        401,
        'DRIVE_AUTH_FAILED',
        'Authentication failed. Please try signing in again.',
      ],
      [
        ['google-drive', { fileId: 'forbidden', accessToken: GOOGLE_TOKEN }],
        403,
        'DRIVE_ACCESS_DENIED',
        'Access denied. Please ensure you have granted permission to access Google Drive files.',
      ],
      [
        ['google-drive', { fileId: 'gone', accessToken: GOOGLE_TOKEN }],
        404,
        'DRIVE_FILE_NOT_FOUND',
        'The file was not found in Google Drive',
      ],
      [
        ['google-drive', { fileId: 'g-text', accessToken: GOOGLE_TOKEN }],
        415,
        'UNSUPPORTED_MEDIA',
        'The file is not a supported audio or video file',
      ],
      [
        ['google-drive', { fileId: 'g-clip' }],
        401,
        'DRIVE_NOT_AUTHENTICATED',
        'Not authenticated with Google Drive',
      ],
      [
        ['dropbox', { path: '/a/b.mp4', accessToken: 'sl.revoked-token' }],
        401,
        'DRIVE_AUTH_FAILED',
        'Invalid Dropbox access token. Please re-authenticate.',
      ],
      [
        ['onedrive', { fileId: 'a-folder', accessToken: GRAPH_TOKEN }],
        415,
        'UNSUPPORTED_MEDIA',
        'The file is not a supported audio or video file',
      ],
      [
        ['onedrive', { fileId: 'missing', accessToken: GRAPH_TOKEN }],
        404,
        'DRIVE_FILE_NOT_FOUND',
        'The file was not found in OneDrive',
      ],
      [
        ['onedrive', { fileId: 'od-clip', accessToken: '' }],
        401,
        'DRIVE_NOT_AUTHENTICATED',
        'Not authenticated with OneDrive',
      ],
    ];
    for (const [args, status, code, message] of cases) {
      const reply = await client.start(...args);
      expect(reply.status, JSON.stringify(args)).toBe(status);
      expect(reply.body).toMatchObject({ success: false, code, message });
    }
    expect(storedObjects(kit.app.dataDir)).toHaveLength(objects);
  });

  it('the visitor’s token is kept sealed in the job’s row, never in the clear', async () => {
    completed(await client.start('dropbox', { path: '/a/b.mp4', accessToken: DROPBOX_TOKEN }));
    const rows = await kit.app.db.selectFrom('jobs').select(['job_type', 'settings']).execute();
    const imports = rows.filter((r) => r.job_type === 'import');
    expect(imports.length).toBeGreaterThan(0);
    for (const row of imports) {
      expect(row.settings).not.toContain(DROPBOX_TOKEN);
      expect(row.settings).not.toContain(GOOGLE_TOKEN);
      expect(row.settings).not.toContain(GRAPH_TOKEN);
    }
    expect(imports.some((r) => /"sealedToken":"v1\./.test(r.settings))).toBe(true);
  });

  it('the unprefixed paths answer too (NOTES.md 3); the import belongs to its session only', async () => {
    const reply = await client.start('google-drive', { fileId: 'g-clip', accessToken: GOOGLE_TOKEN }, false);
    const data = completed(reply);
    const again = await client.job(data.jobId);
    expect(again).toEqual({ status: 200, body: { success: true, data } });
    const stranger = await importClient(kit.app.baseUrl, 'anon_import-drives-stranger').job(data.jobId);
    expect(stranger).toMatchObject({ status: 404, body: { success: false, code: 'JOB_NOT_FOUND' } });
    const noSession = await fetch(`${kit.app.baseUrl}/files/import/google-drive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: 'g-clip', accessToken: GOOGLE_TOKEN }),
    });
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toMatchObject({ success: false, code: 'SESSION_REQUIRED' });
    const status = await fetch(`${kit.app.baseUrl}/api/jobs/${data.jobId}`, {
      headers: ownerHeaders(SESSION),
    });
    expect(await status.json()).toMatchObject({
      data: { jobType: 'import', status: 'completed', result: { fileId: data.fileId } },
    });
  });
});
