/**
 * A whole scaled install on one machine for cluster.test.ts: a private PostgreSQL database, Redis and
 * the loopback S3 store, with any number of built server processes in roles on them. Each process has
 * a data directory of its own, as nodes on separate machines would: with S3 the files are in the store
 * and a DATA_DIR holds only that node's workspace (docs/operations.md "Shared files").
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ClientToServerEvents,
  JobProgressMessage,
  JobUpdateMessage,
  ServerToClientEvents,
} from '@mediaforge/shared';
import type { Kysely } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { openPostgresDatabase } from '../../src/repositories/database/postgres-database.js';
import type { Database } from '../../src/repositories/database/schema.js';
import { jobClient } from '../helpers/job-client.js';
import { startRedis } from '../helpers/redis-server.js';
import { ensureServerBuilt, startRoleProcess, type RoleProcess } from '../helpers/role-process.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import { ownerHeaders, TEST_AUTH_SECRET, testSessionId } from '../helpers/upload-client.js';

export const BUCKET = 'cluster';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Downloads a job's result through `baseUrl` as `session` would. */
export async function downloadResult(baseUrl: string, session: string, jobId: string): Promise<Uint8Array> {
  const result = await jobClient(baseUrl, session).result(jobId);
  expect(result.status).toBe(200);
  const res = await fetch(`${baseUrl}${result.body.data.downloadUrl}`, { headers: ownerHeaders(session) });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.byteLength).toBe(result.body.data.totalSize);
  return bytes;
}

export interface Node {
  readonly name: string;
  readonly process: RoleProcess;
  readonly dataDir: string;
  /** The http address of an api node (undefined for a worker). */
  readonly url?: string;
}

export interface Cluster {
  readonly s3: S3Server;
  readonly database: TestPostgresDatabase;
  /** A scratch directory of the test's own (clips, nothing the servers read). */
  readonly workDir: string;
  startApi(name: string): Promise<Node & { readonly url: string }>;
  startWorker(name: string, dataDir?: string): Promise<Node>;
  openDb(): Kysely<Database>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Variables every node gets, on top of the cluster's own. */
  readonly env?: Readonly<Record<string, string>>;
  /** Variables the api nodes alone get. */
  readonly apiEnv?: Readonly<Record<string, string>>;
}

/**
 * Stand-ins for ffmpeg, ffprobe, sox and yt-dlp that only record that they were started (and fail):
 * given to the api nodes, the record shows whether an api node ever ran one (D256).
 */
export function tripwireTools(dir: string): { readonly env: Record<string, string>; runs(): string[] } {
  mkdirSync(dir, { recursive: true });
  const record = path.join(dir, 'runs.log');
  const tool = (name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> '${record}'\nexit 1\n`, { mode: 0o755 });
    return file;
  };
  return {
    env: {
      FFMPEG_PATH: tool('ffmpeg'),
      FFPROBE_PATH: tool('ffprobe'),
      SOX_PATH: tool('sox'),
      YTDLP_PATH: tool('yt-dlp'),
    },
    runs: () => {
      try {
        return readFileSync(record, 'utf8').split('\n').filter(Boolean);
      } catch {
        return [];
      }
    },
  };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  ensureServerBuilt();
  const root = mkdtempSync(path.join(tmpdir(), 'mf-cluster-'));
  const [redis, s3, database] = await Promise.all([
    startRedis(),
    startS3Server(),
    createTestPostgresDatabase(),
  ]);
  const web = path.join(root, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>cluster</title>');
  const workDir = path.join(root, 'work');
  mkdirSync(workDir);
  const env = s3.env(BUCKET, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    WEB_DIST_DIR: web,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    // Every node must verify the others' sessions and signed download links.
    AUTH_SECRET: TEST_AUTH_SECRET,
    UPLOAD_TOKEN_SECRET: 'cluster-test-download-token-secret-0123456789',
    // Seconds, not BullMQ's half minute, before a dead worker's job is handed on; the lock is renewed
    // every half duration, so 3 s leaves a loaded machine room before a live worker looks dead.
    QUEUE_LOCK_DURATION_MS: '3000',
    QUEUE_STALLED_INTERVAL_MS: '1000',
    ...options.env,
  });
  const processes: RoleProcess[] = [];
  const spawn = (role: string, dataDir: string, extra: Record<string, string> = {}) => {
    mkdirSync(dataDir, { recursive: true });
    const child = startRoleProcess(['--role', role], { ...env, DATA_DIR: dataDir, ...extra });
    processes.push(child);
    return child;
  };
  return {
    s3,
    database,
    workDir,
    async startApi(name) {
      const dataDir = path.join(root, name);
      const child = spawn('api', dataDir, { ...options.apiEnv });
      const url = String((await child.waitForLog('Mediaforge is listening', 60_000)).address);
      return { name, process: child, dataDir, url };
    },
    async startWorker(name, dataDir = path.join(root, name)) {
      const child = spawn('worker', dataDir, { JOB_CONCURRENCY: '1', ENCODE_SPEED: 'ultrafast' });
      await child.waitForLog('Mediaforge worker is running', 60_000);
      return { name, process: child, dataDir };
    },
    openDb: () => openPostgresDatabase<Database>(database.url, 1),
    async stop() {
      await Promise.all(processes.map((p) => p.kill()));
      await Promise.all([redis.stop(), s3.close(), database.drop()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Fields of /proc/<pid>/stat after the command name: state, ppid, …; undefined once it is gone. */
function statOf(pid: number): { comm: string; state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** A pid that names a running (not zombie) process. */
export const isLive = (pid: number): boolean => {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== 'Z';
};

/** Live ffmpeg processes whose parent is `pid` (the runner execs ffmpeg in place of setpriv, D65). */
export function encodersOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((n) => {
      const stat = statOf(n);
      return stat?.comm === 'ffmpeg' && stat.state !== 'Z' && stat.ppid === pid;
    });
}

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Follower {
  readonly socket: Client;
  readonly progress: JobProgressMessage[];
  readonly updates: JobUpdateMessage[];
  /** Joins the job's room; resolves once the node acknowledged it. */
  subscribe(jobId: string): Promise<void>;
}

/** A browser's socket on one api node, for one anonymous session, recording every job message. */
export async function follower(baseUrl: string, session: string): Promise<Follower> {
  const socket: Client = connect(baseUrl, {
    path: '/socket.io',
    auth: { sessionId: testSessionId(session) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('connected', resolve);
    socket.once('connect_error', reject);
  });
  const progress: JobProgressMessage[] = [];
  const updates: JobUpdateMessage[] = [];
  socket.on('job:progress', (m) => progress.push(m));
  socket.on('job:update', (m) => updates.push(m));
  return {
    socket,
    progress,
    updates,
    async subscribe(jobId) {
      const acked = new Promise((resolve) => socket.once('subscribed:job', resolve));
      socket.emit('subscribe:job', jobId);
      await acked;
    },
  };
}
