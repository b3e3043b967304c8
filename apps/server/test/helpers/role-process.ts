/**
 * The built server started with a role (`node apps/server/dist/server.js --role …`), as an operator's
 * unit runs it: read through its JSON log lines, stopped by a signal or killed outright (a crash). A
 * worker has no http address to wait for, so this waits for any log line it is asked for.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const ENTRY = path.join(serverDir, 'dist', 'server.js');

/** A built entry point of apps/server/dist (the server, or a CLI such as `cli/migrate-to-postgres.js`). */
export const builtEntry = (relative = 'server.js'): string => path.join(serverDir, 'dist', relative);

/** Builds shared and the server when `entry` is missing from dist/ (npm test builds before Vitest). */
export function ensureServerBuilt(entry = ENTRY): void {
  if (existsSync(entry)) return;
  execFileSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/server'], {
    cwd: path.resolve(serverDir, '..', '..'),
    stdio: 'ignore',
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RoleProcess {
  readonly child: ChildProcess;
  /** Everything written to stdout so far (pino's JSON lines). */
  output(): string;
  /** Everything written to stderr so far (start-up refusals). */
  errors(): string;
  /** The first log line whose `msg` is `msg`, parsed; waits up to `ms`. */
  waitForLog(msg: string, ms?: number): Promise<Record<string, unknown>>;
  readonly exited: Promise<number | null>;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies as in a crash (its encoders with it, D65). */
  kill(): Promise<void>;
}

export function startRoleProcess(args: readonly string[], env: Record<string, string>): RoleProcess {
  const child = spawn(process.execPath, [ENTRY, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const lines = (): Record<string, unknown>[] =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    child,
    output: () => stdout,
    errors: () => stderr,
    async waitForLog(msg, ms = 30_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = lines().find((line) => line.msg === msg);
        if (found) return found;
        if (gone || Date.now() > deadline) {
          throw new Error(`no "${msg}" log line; exited: ${String(gone)}\n${stdout}\n${stderr}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    exited,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}
