/**
 * The built server (what `npm start` runs, apps/server/dist) as a child process for tests that need a
 * process to die for real: started on its own port, stopped by the test with whatever signal it picks.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { until } from './job-kit.js';
import { TEST_AUTH_SECRET } from './upload-client.js';

const serverDir = path.resolve(import.meta.dirname, '..', '..');

/** Builds shared and the server, so the child runs today's code rather than yesterday's dist. */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/server'], {
    cwd: path.resolve(serverDir, '..', '..'),
    stdio: 'ignore',
  });
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly address: string;
  readonly exited: Promise<unknown>;
  /** What the process logged so far (pino JSON lines), for a failing test to show. */
  output(): string;
}

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const web = path.join(dataDir, 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>test</title>');
  const child = spawn(process.execPath, [path.join(serverDir, 'dist', 'server.js'), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: web,
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (out += text));
  const line = await until(
    () => out.split('\n').find((l) => l.includes('Mediaforge is listening')),
    20_000,
    50,
  );
  return { child, address: (JSON.parse(line) as { address: string }).address, exited, output: () => out };
}
