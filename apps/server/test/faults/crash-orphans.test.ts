import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { encodersReferencing } from '../helpers/process-group.js';
import { startTestApp } from '../helpers/test-app.js';
import { TEST_AUTH_SECRET, testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_crash-orphans-owner';
const serverDir = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(serverDir, 'dist', 'server.js');

/** The built server (what `npm start` runs) on its own data directory; resolves with its address. */
async function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; address: string }> {
  const web = path.join(dataDir, 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>test</title>');
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: web,
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (out += text));
  const line = await until(
    () => out.split('\n').find((l) => l.includes('Mediaforge is listening')),
    20_000,
    50,
  );
  return { child, address: (JSON.parse(line) as { address: string }).address };
}

describe('a crash leaves no encoder behind (DESIGN.md §5; D65, D66)', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let slowClip: Uint8Array;

  beforeAll(async () => {
    // Always rebuild: a stale dist would test yesterday's process runner.
    execFileSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/server'], {
      cwd: path.resolve(serverDir, '..', '..'),
      stdio: 'ignore',
    });
    ({ dir, cleanup } = await tempDir('mf-crash-'));
    // Noisy 640x360 into VP9: many seconds of work, so the encoder is busy when the server dies.
    slowClip = readFileSync(await makeClip(dir, 'slow.mov', { seconds: 10, size: '640x360', noise: 30 }));
  }, 180_000);
  afterAll(async () => {
    // A failed run must not leave its encoders to the next test.
    for (const pid of encodersReferencing(dir)) process.kill(pid, 'SIGKILL');
    await cleanup();
  });

  it('the server SIGKILLed mid-encode: within 2 s no ffmpeg of its data directory is left', async () => {
    const dataDir = path.join(dir, 'killed-server');
    const { child, address } = await startServerProcess(dataDir);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const upload = await uploadClient(address, SESSION).regular<Data<RegularUploadResponse>>(
        slowClip,
        'slow.mov',
      );
      expect(upload.status).toBe(200);
      const jobs = jobClient(address, SESSION);
      const { body } = await jobs.convert(upload.body.data.fileId, 'webm', { settings: {} });
      // Mid-encode: past 5 % and an encoder of this data directory running at that moment (between two
      // of the job's commands — the stream probe, the passes, the result check — none is).
      const midEncode = async () =>
        (await jobs.status(body.data.jobId)).body.data.progress > 5 &&
        encodersReferencing(dataDir).length > 0;
      await until(midEncode, 30_000, 100);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const killedAt = Date.now();
    await until(() => encodersReferencing(dataDir).length === 0, 2000, 20);
    expect(Date.now() - killedAt).toBeLessThan(2000);
  }, 90_000);

  it('start-up recovery stops an encoder an interrupted job left running, before the job runs again', async () => {
    const first = await startTestApp();
    const jobId = 'interrupted-job';
    const now = Date.now();
    await first.db
      .insertInto('jobs')
      .values({
        id: jobId,
        owner: `anonymous:${testSessionId(SESSION)}`,
        file_id: 'gone',
        format: 'wav',
        job_type: 'conversion',
        settings: '{}',
        batch_task_id: null,
        status: 'running',
        progress: 12,
        message: 'Converting…',
        attempts: 2,
        original_size: 1,
        created_at: now,
        updated_at: now,
        started_at: now,
      })
      .execute();
    await first.stop();
    // An encoder of that job that nothing ties to a parent (as if a worker died where pdeathsig is absent).
    const scratch = path.join(first.dataDir, 'scratch', jobId);
    mkdirSync(scratch, { recursive: true });
    const orphan = spawn(
      'ffmpeg',
      ['-nostdin', '-re', '-f', 'lavfi', '-i', 'sine=d=300', '-y', path.join(scratch, 'out.wav')],
      { detached: true, stdio: 'ignore' },
    );
    const orphanExit = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));
    try {
      await until(() => encodersReferencing(first.dataDir).includes(orphan.pid ?? -1), 5000, 20);
      const second = await startTestApp({}, { dataDir: first.dataDir });
      try {
        expect(await orphanExit).toBe('SIGKILL');
        expect(encodersReferencing(first.dataDir)).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      if (orphan.exitCode === null && orphan.signalCode === null) orphan.kill('SIGKILL');
    }
  }, 60_000);
});
