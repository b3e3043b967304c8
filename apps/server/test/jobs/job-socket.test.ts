import { readFileSync } from 'node:fs';
import {
  SOCKET_AUTH_ERRORS,
  type ClientToServerEvents,
  type JobProgressMessage,
  type JobUpdateMessage,
  type RegularUploadResponse,
  type ServerToClientEvents,
} from '@mediaforge/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { until } from '../helpers/job-kit.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_jobs-socket-owner';
const STRANGER = 'anon_jobs-socket-stranger';
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('live job updates over socket.io (real server, real ffmpeg)', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let fileId: string;
  const sockets: Client[] = [];

  function open(auth: Record<string, unknown>): Client {
    const socket: Client = connect(t.baseUrl, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }
  const connectError = (socket: Client) =>
    new Promise<string>((resolve) => socket.once('connect_error', (e) => resolve(e.message)));

  beforeAll(async () => {
    // The presets' own speed: VP9 takes a few seconds, so progress lines arrive while it runs.
    t = await startTestApp();
    let dir: string;
    ({ dir, cleanup } = await tempDir('mf-jobs-socket-'));
    // 640x360 into VP9: a few seconds of progress to watch.
    const clip = readFileSync(await makeClip(dir, 'clip.mov', { seconds: 3, size: '640x360' }));
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, 'clip.mov');
    fileId = up.body.data.fileId;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
    await cleanup();
  });

  it('CC-4.30 CC-4.31 CC-3.38 CC-3.39 CC-7.23 the owner subscribes and sees monotonic progress, then completed', async () => {
    const socket = open({ sessionId: testSessionId(SESSION) });
    const connected = await new Promise<{ sessionId?: string }>((resolve) =>
      socket.once('connected', resolve),
    );
    expect(connected).toEqual({ sessionId: testSessionId(SESSION) });
    const progress: JobProgressMessage[] = [];
    const updates: JobUpdateMessage[] = [];
    socket.on('job:progress', (m) => progress.push(m));
    socket.on('job:update', (m) => updates.push(m));

    const { body } = await jobClient(t.baseUrl, SESSION).convert(fileId, 'webm', { settings: {} });
    const jobId = body.data.jobId;
    const subscribed = new Promise<{ jobId: string }>((resolve) => socket.once('subscribed:job', resolve));
    socket.emit('subscribe:job', jobId);
    expect(await subscribed).toEqual({ jobId });
    const final = await until(() => updates.find((u) => u.status === 'completed'), 60_000, 20);

    // CC-3.38: jobId, progress, status, message, metadata and isAnonymous on every progress message.
    for (const p of progress) {
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining(['jobId', 'progress', 'status', 'message', 'metadata', 'isAnonymous']),
      );
    }
    expect(progress[0]).toMatchObject({ jobId, isAnonymous: true });
    expect(progress[0]?.metadata?.fileSize).toBeGreaterThan(0);
    const percents = progress.map((p) => p.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.some((p) => p.status === 'running' && p.progress > 10 && p.progress < 90)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(final).toMatchObject({ jobId, progress: 100, error: null, result: { fileName: 'clip.webm' } });
    // CC-3.39: a job update carries jobId, status, progress, result, error and creditInfo.
    expect(Object.keys(final)).toEqual(
      expect.arrayContaining(['jobId', 'status', 'progress', 'result', 'error', 'creditInfo']),
    );

    const asked = new Promise<JobProgressMessage>((resolve) => socket.once('job:progress', resolve));
    socket.emit('request:progress', jobId);
    expect(await asked).toMatchObject({ jobId, status: 'completed', progress: 100 });
    socket.emit('unsubscribe:job', jobId);
  });

  it('CC-6.02 a stranger cannot subscribe to someone else’s job', async () => {
    const { body } = await jobClient(t.baseUrl, SESSION).convert(fileId, 'mp4', { settings: {} });
    const socket = open({ sessionId: testSessionId(STRANGER) });
    await new Promise((resolve) => socket.once('connected', resolve));
    const progress: JobProgressMessage[] = [];
    socket.on('job:progress', (m) => progress.push(m));
    const refused = new Promise<{ message: string }>((resolve) => socket.once('error', resolve));
    socket.emit('subscribe:job', body.data.jobId);
    expect(await refused).toEqual({ message: 'Job not found' });
    await jobClient(t.baseUrl, SESSION).waitFor(body.data.jobId, ['completed', 'failed']);
    expect(progress).toEqual([]);
  });

  it('a connection without a session id, or with an unchecked token, is refused', async () => {
    expect(await connectError(open({}))).toBe(SOCKET_AUTH_ERRORS.missingSessionId);
    expect(await connectError(open({ sessionId: 'not-a-session' }))).toBe(
      SOCKET_AUTH_ERRORS.missingSessionId,
    );
    expect(await connectError(open({ token: 'bearer-something' }))).toBe(SOCKET_AUTH_ERRORS.notAuthenticated);
  });
});
