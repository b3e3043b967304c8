import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ClientToServerEvents,
  JobProgressMessage,
  JobUpdateMessage,
  RegularUploadResponse,
  ServerToClientEvents,
} from '@mediaforge/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startTestWorker } from '../helpers/test-worker.js';
import { testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_socket-fanout-owner';
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * DESIGN.md §1 scaled mode: a browser's socket is on one API node, its job runs in another process.
 * The API node here has no worker, so every message after the subscription's snapshot crossed Redis.
 */
describe('job messages across nodes (socket.io Redis adapter and emitter, real ffmpeg)', () => {
  let redis: TestRedis;
  let clip: Buffer;
  let cleanup: () => Promise<void>;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const temp = await tempDir('mf-fanout-');
    cleanup = temp.cleanup;
    clip = readFileSync(await makeClip(temp.dir, 'clip.mov', { seconds: 2, size: '640x360' }));
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(async () => {
    await redis.stop();
    await cleanup();
  });

  /** An API node (no worker) on a fresh data directory shared with whatever runs the jobs. */
  async function apiNode(): Promise<{ api: TestApp; dataDir: string; env: Record<string, string> }> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-fanout-'));
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: path.basename(dataDir), ENCODE_SPEED: 'ultrafast' };
    const api = await startTestApp(env, { dataDir, parts: ['http'] });
    stops.push(async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { api, dataDir, env };
  }

  /** Converts the clip through `api`, following the job on a socket of `api` until it completes. */
  async function followConversion(api: TestApp) {
    const up = await uploadClient(api.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(
      clip,
      'clip.mov',
    );
    expect(up.status).toBe(200);
    const socket: Client = connect(api.baseUrl, {
      path: '/socket.io',
      auth: { sessionId: testSessionId(SESSION) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    stops.push(() => Promise.resolve(void socket.disconnect()));
    await new Promise((resolve) => socket.once('connected', resolve));
    const progress: JobProgressMessage[] = [];
    const updates: JobUpdateMessage[] = [];
    socket.on('job:progress', (m) => progress.push(m));
    socket.on('job:update', (m) => updates.push(m));
    const { body } = await jobClient(api.baseUrl, SESSION).convert(up.body.data.fileId, 'webm');
    const jobId = body.data.jobId;
    const subscribed = new Promise((resolve) => socket.once('subscribed:job', resolve));
    socket.emit('subscribe:job', jobId);
    await subscribed;
    const final = await until(() => updates.find((u) => u.status === 'completed'), 60_000, 20);
    return { jobId, progress, final };
  }

  function expectRemoteProgress(run: Awaited<ReturnType<typeof followConversion>>): void {
    // The API node runs no job: the end and the encoder's steps were published by the worker's process.
    expect(run.final).toMatchObject({ jobId: run.jobId, progress: 100, result: { fileName: 'clip.webm' } });
    expect(run.progress.at(-1)).toMatchObject({ jobId: run.jobId, status: 'completed', progress: 100 });
    const percents = run.progress.map((p) => p.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  }

  it('a worker-only process publishes through the Redis emitter; the client on the API node follows', async () => {
    const { api, dataDir, env } = await apiNode();
    const worker = await startTestWorker(dataDir, env);
    stops.push(() => worker.stop());
    expectRemoteProgress(await followConversion(api));
  });

  it('a node with its own sockets broadcasts through the adapter to the client on another node', async () => {
    const { api, dataDir, env } = await apiNode();
    const other = await startTestApp(env, { dataDir, parts: ['http', 'worker'] });
    stops.push(() => other.stop());
    expectRemoteProgress(await followConversion(api));
  });
});
