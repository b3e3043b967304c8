import { rmSync } from 'node:fs';
import type {
  ClientToServerEvents,
  ImportPending,
  ImportResult,
  JobProgressMessage,
  JobUpdateMessage,
  ServerToClientEvents,
} from '@mediaforge/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCanary, type Canary, type Origin } from '../egress/egress-fixtures.js';
import { until } from '../helpers/job-kit.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { testSessionId } from '../helpers/upload-client.js';
import { startFileServer } from './file-server.js';
import { importClient, makeMedia, scratchLeft, sha256, storedObjects, type Media } from './import-kit.js';

const SESSION = 'anon_import-url-0001';
const CAP = 256 * 1024;

/** How a refusal met by the import's job is answered: its code and message, and the job it was. */
const refused = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, code, message, context: { jobId: expect.any(String) as unknown } },
});

describe('URL import through the egress client (loopback site admitted by EGRESS_ALLOW_PRIVATE)', () => {
  let media: Media;
  let site: Origin;
  let canary: Canary;
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  beforeAll(async () => {
    media = await makeMedia();
    site = await startFileServer(media);
    canary = await startCanary();
    // The allow-list names the site's port only: the canary, on loopback too, stays refused.
    t = await startTestApp({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
      ANONYMOUS_MAX_FILE_SIZE: String(CAP),
    });
    client = importClient(t.baseUrl, SESSION);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    await canary.close();
    rmSync(media.dir, { recursive: true, force: true });
  });

  const done = (reply: Awaited<ReturnType<typeof client.start>>): ImportResult => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as ImportResult;
  };
  const filesRows = () => t.db.selectFrom('files').select('id').execute();

  it('CC-1.03 CC-7.09 CC-3.56 CC-3.57 a reachable media link becomes the owner’s stored file, byte for byte, probed', async () => {
    const data = done(await client.start('url', { url: `${site.url}/clip.mp4`, filename: 'My Trip.mp4' }));
    expect(data).toMatchObject({
      status: 'completed',
      fileName: 'My Trip.mp4',
      fileSize: media.mp4.bytes.length,
      mimeType: 'video/mp4',
      importMethod: 'url',
      metadata: { hasVideo: true, hasAudio: true },
    });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['fileId', 'fileName', 'fileSize', 'mimeType', 'accessToken', 'importMethod']),
    );
    const res = await fetch(`${t.baseUrl}${data.downloadUrl}`);
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(media.sha256);
    // The spec's path without /api answers the same way.
    const unprefixed = done(await client.start('url', { url: `${site.url}/clip.mp4` }, false));
    expect(unprefixed).toMatchObject({ fileName: 'clip.mp4', importMethod: 'url' });
  });

  it('names a file by Content-Disposition, or by the link with the declared type’s extension', async () => {
    expect(done(await client.start('url', { url: `${site.url}/download?id=7` })).fileName).toBe('Fête.mp4');
    expect(done(await client.start('url', { url: `${site.url}/stream` })).fileName).toBe('stream.mp4');
    expect(done(await client.start('url', { url: `${site.url}/to?u=/clip.mp4` })).fileName).toBe('clip.mp4');
  });

  it('a file past the tier’s size is refused while it streams, with the upload’s code, and nothing is left', async () => {
    const objects = storedObjects(t.dataDir);
    const rows = (await filesRows()).length;
    for (const path of ['/endless.mp4', '/declared-huge.mp4']) {
      expect(await client.start('url', { url: `${site.url}${path}` }), path).toEqual(
        refused(413, 'FILE_TOO_LARGE', 'File exceeds the maximum size of 256 KB'),
      );
    }
    expect(scratchLeft(t.dataDir)).toEqual([]);
    expect(storedObjects(t.dataDir)).toEqual(objects);
    expect(await filesRows()).toHaveLength(rows);
  });

  it('bytes that are not media are refused as an upload of them is; an anonymous visitor’s other formats too', async () => {
    expect(await client.start('url', { url: `${site.url}/fake.mp4` })).toEqual(
      refused(415, 'UNSUPPORTED_MEDIA', 'The file is not a supported audio or video file'),
    );
    const text = await client.start('url', { url: `${site.url}/notes.txt` });
    expect(text).toMatchObject({ status: 415, body: { success: false, code: 'FORMAT_NOT_ALLOWED' } });
    const named = await client.start('url', { url: `${site.url}/clip.mp4`, filename: 'clip.exe' });
    expect(named).toMatchObject({ status: 415, body: { success: false, code: 'FORMAT_NOT_ALLOWED' } });
    expect(scratchLeft(t.dataDir)).toEqual([]);
  });

  it('the remote server’s error and a redirect to a loopback canary are refused with their egress codes', async () => {
    expect(await client.start('url', { url: `${site.url}/nothing-here.mp4` })).toEqual(
      refused(502, 'EGRESS_HTTP_ERROR', 'The remote server answered with an error (HTTP 404)'),
    );
    for (const target of [`http://127.0.0.1:${canary.port}/a.mp4`, `http://localhost:${canary.port}/a.mp4`]) {
      const reply = await client.start('url', { url: `${site.url}/to?u=${encodeURIComponent(target)}` });
      expect(reply, target).toMatchObject({
        status: 403,
        body: { success: false, code: 'EGRESS_BLOCKED_ADDRESS' },
      });
    }
    expect(canary.connections()).toBe(0);
  });
});

describe('a slow URL import: 202 at once, progress on the socket, the answer by its status link', () => {
  it('answers 202 with the job, reports progress like a conversion, then answers the import result', async () => {
    const media = await makeMedia();
    const site = await startFileServer(media);
    const t = await startTestApp({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
      IMPORT_ANSWER_WAIT_MS: '0',
    });
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(t.baseUrl, {
      path: '/socket.io',
      auth: { sessionId: testSessionId(SESSION) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve) => socket.once('connected', resolve));
      const progress: JobProgressMessage[] = [];
      const updates: JobUpdateMessage[] = [];
      socket.on('job:progress', (m) => progress.push(m));
      socket.on('job:update', (m) => updates.push(m));
      const client = importClient(t.baseUrl, SESSION);
      const reply = await client.start('url', { url: `${site.url}/slow.mp4` });
      expect(reply.status).toBe(202);
      const pending = reply.body.data as ImportPending;
      expect(pending).toMatchObject({
        importMethod: 'url',
        statusUrl: `/api/files/import/jobs/${pending.jobId}`,
      });
      expect(['pending', 'running']).toContain(pending.status);
      socket.emit('subscribe:job', pending.jobId);

      const final = await until(() => updates.find((u) => u.status === 'completed'), 30_000, 20);
      expect(progress.some((p) => p.status === 'running' && p.progress > 10 && p.progress < 90)).toBe(true);
      const percents = progress.map((p) => p.progress);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      const answer = await client.job(pending.jobId);
      expect(answer.status).toBe(200);
      const data = answer.body.data as ImportResult;
      expect(data).toMatchObject({
        jobId: pending.jobId,
        fileName: 'slow.mp4',
        fileSize: media.mp4.bytes.length,
      });
      expect(final.result).toMatchObject({ fileId: data.fileId, fileName: 'slow.mp4' });
    } finally {
      socket.disconnect();
      await t.close();
      await site.close();
      rmSync(media.dir, { recursive: true, force: true });
    }
  });
});
