import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built entry point, exactly what `npm start` runs.
const serverDir = path.resolve(import.meta.dirname, '..');
const entry = path.join(serverDir, 'dist', 'server.js');

function run(env: Record<string, string>) {
  return spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  return () => text;
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(entry)) {
      const root = path.resolve(serverDir, '..', '..');
      execFileSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/server'], {
        cwd: root,
        stdio: 'ignore',
      });
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-proc-'));
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fails fast on bad configuration, naming every bad variable, and exits 78', async () => {
    const child = run({ PORT: 'x', NODE_ENV: 'staging', DATA_DIR: dataDir });
    const stderr = collect(child.stderr);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(78);
    expect(stderr()).toContain('PORT');
    expect(stderr()).toContain('NODE_ENV');
  });

  it('migrates, serves /api/health, and closes gracefully on SIGTERM with exit code 0', async () => {
    const child = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const stdout = collect(child.stdout);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const line = stdout()
          .split('\n')
          .find((l) => l.includes('Mediaforge is listening'));
        if (line) {
          clearInterval(timer);
          resolve((JSON.parse(line) as { address: string }).address);
        }
      }, 50);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`server exited early with ${String(code)}`));
      });
    });
    const res = await fetch(`${address}/api/health`);
    expect(res.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'mediaforge.db'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout()).toContain('"msg":"stopped"');
  });
});
