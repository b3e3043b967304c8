// Processes for bench/scale: a private Redis, and built Mediaforge servers on one data directory. Each
// server is `--role all` with JOB_CONCURRENCY=1 (one worker slot per process), so "two workers" on
// BullMQ is two processes taking jobs from one Redis. They share one SQLite file, which is enough to
// measure the queue (a production install of several nodes shares PostgreSQL, docs/operations.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitHealthy } from '../lib/net.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(root, 'apps/server/dist/server.js');

function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** redis-server on a free loopback port, nothing persisted (Debian's package, as the tests use). */
export async function startRedis() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' });
  child.once('error', (error) => {
    throw new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`);
  });
  const { createConnection } = await import('node:net');
  for (let i = 0; ; i++) {
    const ok = await new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) break;
    if (i > 200) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` servers on one fresh data directory; `env` adds REDIS_URL for the scaled queue. */
export async function startCluster({ count, env = {}, concurrency = 1 }) {
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-scale-'));
  const servers = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [entry, '--role', 'all'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JOB_CONCURRENCY: String(concurrency),
        // Short jobs: the queue's share of a job's time is what the bench is after.
        ENCODE_SPEED: 'ultrafast',
        ANONYMOUS_DAILY_CREDITS: '100000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    servers.push({ base, child });
    // One at a time: the first applies the migrations, the others find them applied.
    await waitHealthy(`${base}/api/health`);
  }
  return {
    dataDir,
    servers,
    async stop() {
      for (const s of servers) await stopChild(s.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
