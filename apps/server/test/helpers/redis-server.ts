/**
 * A private Redis for a test file (Debian's redis-server, installed by `npm test` through
 * scripts/lib.sh): its own free port, no persistence, a scratch directory; stopped after the file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Removes every key (between tests that must not see each other's queue). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One command over a raw connection (the helper needs no client library of its own). */
async function command(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setEncoding('utf8');
    socket.once('error', reject);
    socket.on('data', (chunk: string) => {
      reply += chunk;
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.write(`${line}\r\n`);
  });
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const pong = await command(port, 'PING').catch(() => '');
    if (pong === '+PONG') return;
    if (Date.now() > deadline) throw new Error('redis-server did not answer in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitReady(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async flush() {
      const reply = await command(port, 'FLUSHALL');
      if (reply !== '+OK') throw new Error(`FLUSHALL answered ${reply}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
