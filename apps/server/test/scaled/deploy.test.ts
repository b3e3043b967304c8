import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type {
  ClientToServerEvents,
  JobUpdateMessage,
  RegularUploadResponse,
  ServerToClientEvents,
} from '@mediaforge/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { bigAvi } from '../helpers/media-fixtures.js';
import { startNginx, type NginxServer } from '../helpers/nginx-server.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { ensureServerBuilt, freePort, startRoleProcess, type RoleProcess } from '../helpers/role-process.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import {
  chunksOf,
  ownerHeaders,
  TEST_AUTH_SECRET,
  testSessionId,
  uploadClient,
  type Data,
} from '../helpers/upload-client.js';
import {
  composeReferences,
  composeServices,
  deployFile,
  dockerfileEnv,
  hostOf,
  readEnvFile,
  systemdService,
  type ComposeService,
} from './deploy-kit.js';
import { sha256 } from './cluster-kit.js';

const run = promisify(execFile);
const MIB = 1024 * 1024;

/** What an operator fills in deploy/env.example and the systemd env file: the secrets. */
const SECRETS = {
  AUTH_SECRET: TEST_AUTH_SECRET,
  UPLOAD_TOKEN_SECRET: 'deploy-test-download-token-secret-0123456789',
};

/**
 * deploy/ as written (D258): its compose file, its systemd units and its nginx site run the built server
 * here, without Docker. Two api nodes (one from compose.yaml's `api` service over the Dockerfile's ENV,
 * one from mediaforge-api@.service over its env file) and two workers (compose's `worker`,
 * mediaforge-worker@.service) on PostgreSQL, Redis and the loopback S3 store, behind Debian's nginx with
 * deploy/nginx.conf. Only what a host decides is swapped: the services' addresses, ports, directories.
 */
describe('deploy/: the compose services, the systemd units and the nginx site, run as written', () => {
  let root: string;
  let database: TestPostgresDatabase;
  let redis: TestRedis;
  let s3: S3Server;
  let proxy: NginxServer;
  let services: Record<string, ComposeService>;
  let composeApi: { process: RoleProcess; port: number };
  let composeWorkerMetrics: number;
  const processes: RoleProcess[] = [];

  beforeAll(async () => {
    ensureServerBuilt();
    root = mkdtempSync(path.join(tmpdir(), 'mf-deploy-'));
    const web = path.join(root, 'web');
    mkdirSync(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>deploy</title>');
    [database, redis, s3] = await Promise.all([createTestPostgresDatabase(), startRedis(), startS3Server()]);
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    services = composeServices({
      ...readEnvFile(deployFile('env.example')),
      ...SECRETS,
      PUBLIC_URL: publicUrl,
    });

    /** The host's services in place of compose's and the units' (postgres:5432, db.internal…). */
    const onThisHost = (env: Readonly<Record<string, string>>, name: string): Record<string, string> => {
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET'] as const) {
        expect(env[key], `${name} sets ${key}`).toBeTruthy();
      }
      return {
        ...env,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        ...s3.env(env.S3_BUCKET!),
        DATA_DIR: path.join(root, name),
        WEB_DIST_DIR: web,
        LOG_LEVEL: 'info',
      };
    };
    const start = (args: readonly string[], env: Record<string, string>) => {
      mkdirSync(env.DATA_DIR!, { recursive: true });
      const child = startRoleProcess(args, env);
      processes.push(child);
      return child;
    };
    /** `node apps/server/dist/server.js …` (compose's command, the units' ExecStart after node). */
    const serverArgs = (words: readonly string[]) => {
      expect(words.slice(0, 2).map((w) => path.basename(w))).toEqual(['node', 'server.js']);
      expect(words[1]).toBe('apps/server/dist/server.js');
      return words.slice(2);
    };

    // compose: the image's ENV under the service's environment.
    const image = dockerfileEnv();
    const apiPort = await freePort();
    const composeApiProcess = start(
      serverArgs(services.api!.command),
      onThisHost({ ...image, ...services.api!.environment, PORT: String(apiPort) }, 'compose-api'),
    );
    composeWorkerMetrics = await freePort();
    expect(services.worker!.environment.METRICS_PORT, 'compose gives the worker a metrics port').toBeTruthy();
    start(
      serverArgs(services.worker!.command),
      onThisHost(
        {
          ...image,
          ...services.worker!.environment,
          METRICS_PORT: String(composeWorkerMetrics),
          ENCODE_SPEED: 'ultrafast',
        },
        'compose-worker',
      ),
    );
    // systemd: the env file, then the unit's Environment= lines (PORT=%i).
    const unitEnv = {
      ...readEnvFile(deployFile('systemd', 'mediaforge.env.example')),
      ...SECRETS,
      BASE_URL: publicUrl,
    };
    const unitPort = await freePort();
    const apiUnit = systemdService('mediaforge-api@.service', String(unitPort));
    expect(apiUnit.environment.PORT).toBe(String(unitPort));
    const unitApiProcess = start(
      serverArgs(apiUnit.execStart),
      onThisHost({ ...unitEnv, ...apiUnit.environment }, 'unit-api'),
    );
    const workerUnit = systemdService('mediaforge-worker@.service', '1');
    start(
      serverArgs(workerUnit.execStart),
      onThisHost({ ...unitEnv, ...workerUnit.environment, ENCODE_SPEED: 'ultrafast' }, 'unit-worker'),
    );
    await Promise.all([
      composeApiProcess.waitForLog('Mediaforge is listening', 60_000),
      unitApiProcess.waitForLog('Mediaforge is listening', 60_000),
      ...processes
        .filter((p) => p !== composeApiProcess && p !== unitApiProcess)
        .map((p) => p.waitForLog('Mediaforge worker is running', 60_000)),
    ]);
    composeApi = { process: composeApiProcess, port: apiPort };
    proxy = await startNginx(
      deployFile('nginx.conf'),
      'mediaforge_api',
      [`127.0.0.1:${apiPort}`, `127.0.0.1:${unitPort}`],
      proxyPort,
    );
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all([redis?.stop(), s3?.close(), database?.drop()]);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('compose reads only variables deploy/env.example sets; api and worker get the secrets every node shares', () => {
    const example = readEnvFile(deployFile('env.example'));
    const references = composeReferences(readFileSync(deployFile('compose.yaml'), 'utf8'));
    expect(references).toContain('AUTH_SECRET');
    for (const name of references) {
      expect(Object.keys(example), `deploy/env.example sets ${name}`).toContain(name);
    }
    for (const service of ['api', 'worker']) {
      expect(services[service]!.environment).toMatchObject(SECRETS);
      expect(services[service]!.command).toContain('--role');
    }
    expect(services.api!.command.at(-1)).toBe('api');
    expect(services.worker!.command.at(-1)).toBe('worker');
  });

  it('both systemd units pass systemd-analyze verify, with no unknown setting', async () => {
    const dir = path.join(root, 'units');
    mkdirSync(dir);
    const units = [
      ['mediaforge-api@.service', 'mediaforge-api@8081.service'],
      ['mediaforge-worker@.service', 'mediaforge-worker@1.service'],
    ];
    for (const [template, instance] of units)
      copyFileSync(deployFile('systemd', template!), path.join(dir, instance!));
    const { stderr } = await run('systemd-analyze', [
      'verify',
      '--man=no',
      ...units.map(([, i]) => path.join(dir, i!)),
    ]);
    expect(stderr).toBe('');
  });

  it('through deploy/nginx.conf: /api/health answers from an api node, every dependency up', async () => {
    const res = await fetch(`${proxy.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      role: 'api',
      dependencies: { database: 'ok', objectStore: 'ok', redis: 'ok' },
    });
  });

  it('a chunked upload through the proxy: chunks past nginx’s default 1 MB body limit arrive whole (SHA-256)', async () => {
    const bytes = readFileSync((await bigAvi()).file);
    const hash = sha256(bytes);
    const client = uploadClient(proxy.url, 'anon_deploy-chunks');
    const init = await client.init({ fileName: 'big.avi', fileSize: bytes.length, fileHash: hash });
    expect(init.status).toBe(200);
    const { uploadId, chunkSize } = init.body.data;
    expect(chunkSize).toBeGreaterThan(MIB);
    for (const [n, chunk] of chunksOf(bytes, chunkSize).entries()) {
      expect((await client.chunk(uploadId, n, chunk)).status).toBe(200);
    }
    const done = await client.complete<Data<{ fileSize: number; downloadUrl: string }>>(uploadId);
    expect(done.status).toBe(200);
    const res = await fetch(`${proxy.url}${done.body.data.downloadUrl}`, {
      headers: ownerHeaders('anon_deploy-chunks'),
    });
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(hash);
  }, 60_000);

  it('socket.io through the proxy upgrades to a WebSocket and follows a conversion to its end; the result downloads by Range', async () => {
    const session = 'anon_deploy-socket';
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(proxy.url, {
      path: '/socket.io',
      auth: { sessionId: testSessionId(session) },
      reconnection: false,
      forceNew: true,
    });
    try {
      // The browser's way: long polling first (sticky at the proxy), then the upgrade through it.
      const upgraded = new Promise<string>((resolve) => {
        socket.io.engine?.once('upgrade', (t) => resolve(t.name));
        setTimeout(() => resolve('no upgrade within 10 s'), 10_000);
      });
      await new Promise((resolve, reject) => {
        socket.once('connected', resolve);
        socket.once('connect_error', reject);
      });
      expect(await upgraded).toBe('websocket');
      const updates: JobUpdateMessage[] = [];
      socket.on('job:update', (m) => updates.push(m));
      const clip = readFileSync(await makeClip(root, 'deploy.mp4', { seconds: 1, size: '160x120' }));
      const up = await uploadClient(proxy.url, session).regular<Data<RegularUploadResponse>>(
        clip,
        'deploy.mp4',
      );
      expect(up.status).toBe(200);
      const jobs = jobClient(proxy.url, session);
      const started = await jobs.convert(up.body.data.fileId, 'webm');
      expect(started.status).toBe(202);
      const jobId = started.body.data.jobId;
      const acked = new Promise((resolve) => socket.once('subscribed:job', resolve));
      socket.emit('subscribe:job', jobId);
      await acked;
      const end = await until(
        () => updates.find((u) => u.jobId === jobId && u.status !== 'running' && u.status !== 'pending'),
        120_000,
        50,
      );
      expect(end).toMatchObject({ status: 'completed', progress: 100 });
      const result = await jobs.result(jobId);
      const url = `${proxy.url}${result.body.data.downloadUrl}`;
      const whole = new Uint8Array(
        await (await fetch(url, { headers: ownerHeaders(session) })).arrayBuffer(),
      );
      const part = await fetch(url, { headers: { ...ownerHeaders(session), range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.byteLength}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    } finally {
      socket.disconnect();
    }
  }, 150_000);

  it('/metrics: not served through the proxy; the compose worker serves it on its METRICS_PORT', async () => {
    const hidden = await fetch(`${proxy.url}/metrics`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('mediaforge_');
    const scraped = await fetch(`http://127.0.0.1:${composeWorkerMetrics}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('mediaforge_queue_depth');
  });

  it('compose’s api healthcheck passes against a running api node and fails against none', async () => {
    const test = (services.api as unknown as { healthcheck: { test: string[] } }).healthcheck.test;
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    const script = test[3]!;
    expect(hostOf(/http:\/\/[^/']+/.exec(script)?.[0])).toBe('127.0.0.1:8080');
    const against = (port: number) =>
      run(process.execPath, ['-e', script.replace('127.0.0.1:8080', `127.0.0.1:${port}`)]);
    await expect(against(composeApi.port)).resolves.toBeDefined();
    await expect(against(await freePort())).rejects.toMatchObject({ code: 1 });
  });
});
