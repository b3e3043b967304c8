// Processes for bench/scale: a private Redis, and built Mediaforge servers: the embedded mode (one
// `--role all` process on SQLite) and the scaled mode as operators run it (docs/operations.md): one
// `--role api` node and N `--role worker` processes with one slot each, on PostgreSQL and Redis, sharing
// one data directory for the files (the no-S3 layout).
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

function startServer(role, env) {
  return spawn(process.execPath, [entry, '--role', role], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Short jobs: the queue's share of a job's time is what the bench is after.
      ENCODE_SPEED: 'ultrafast',
      ANONYMOUS_DAILY_CREDITS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until a worker's log says it runs (it has no http port to ask). */
function workerRunning(child) {
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    let seen = '';
    let running = false;
    // Read to the end either way: a pipe nobody drains would stall the worker's logging.
    child.stdout.on('data', (chunk) => {
      if (running) return;
      seen = (seen + chunk).slice(-4096);
      if (seen.includes('Mediaforge worker is running')) {
        running = true;
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`a worker exited with ${code}`)));
  });
}

/**
 * The embedded mode (`workers` 0: one `--role all` process with `concurrency` slots, on SQLite), or the
 * scaled mode: one api node and `workers` worker processes with one slot each on `databaseUrl` (and
 * `REDIS_URL` in `env` for BullMQ). Answers the api's base URL and a stop.
 */
export async function startCluster({ workers = 0, concurrency = 1, databaseUrl, env = {} }) {
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-scale-'));
  const children = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shared = {
    DATA_DIR: dataDir,
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: 'bench-scale-auth-secret-0123456789abcdef',
          UPLOAD_TOKEN_SECRET: 'bench-scale-download-token-secret-0123456789',
          JOB_POLL_INTERVAL_MS: '100',
        }
      : {}),
    ...env,
  };
  try {
    if (workers === 0) {
      children.push(
        startServer('all', { ...shared, PORT: String(port), JOB_CONCURRENCY: String(concurrency) }),
      );
      await waitHealthy(`${base}/api/health`);
    } else {
      // The api first: it applies the migrations, the workers find them applied.
      children.push(startServer('api', { ...shared, PORT: String(port) }));
      await waitHealthy(`${base}/api/health`);
      const started = [];
      for (let i = 0; i < workers; i++) {
        const child = spawn(process.execPath, [entry, '--role', 'worker'], {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            LOG_LEVEL: 'info',
            ENCODE_SPEED: 'ultrafast',
            ...shared,
            JOB_CONCURRENCY: '1',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        started.push(workerRunning(child));
      }
      await Promise.all(started);
    }
  } catch (error) {
    for (const child of children) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    dataDir,
    async stop() {
      for (const child of children) await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
