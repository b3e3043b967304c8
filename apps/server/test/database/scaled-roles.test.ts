/**
 * The scaled mode's processes (DESIGN.md §1; docs/decisions.md D234–D236): the built server started as
 * `--role api` and `--role worker` on one PostgreSQL database and one data directory. The api node
 * queues, a worker process claims from the jobs table and converts with the real ffmpeg; a cancel
 * answered by the api node stops the worker's encoder; a worker killed mid-job leaves a row that another
 * worker recovers and finishes. Health and metrics say who is who.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../src/repositories/database/postgres-database.js';
import type { Database } from '../../src/repositories/database/schema.js';
import { makeClip } from '../encode/encode-helpers.js';
import { until } from '../helpers/job-kit.js';
import { jobClient } from '../helpers/job-client.js';
import { ensureServerBuilt, freePort, startRoleProcess, type RoleProcess } from '../helpers/role-process.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import { TEST_AUTH_SECRET, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_scaled-roles-owner';

/** ffmpeg processes whose parent is `pid`. */
function encodersOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return comm === 'ffmpeg' && state !== 'Z' && Number(ppid) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('--role api and --role worker on PostgreSQL', () => {
  let database: TestPostgresDatabase;
  let dir: string;
  let env: Record<string, string>;
  let api: RoleProcess;
  let worker: RoleProcess;
  let second: RoleProcess | undefined;
  let apiUrl: string;
  let workerHttpPort: number;
  let workerMetricsPort: number;
  const processes: RoleProcess[] = [];
  const start = (args: string[], extra: Record<string, string> = {}) => {
    const p = startRoleProcess(args, { ...env, ...extra });
    processes.push(p);
    return p;
  };

  beforeAll(async () => {
    ensureServerBuilt();
    database = await createTestPostgresDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-scaled-'));
    mkdirSync(path.join(dir, 'web'));
    writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>scaled</title>');
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST_DIR: path.join(dir, 'web'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_AUTH_SECRET,
      UPLOAD_TOKEN_SECRET: 'scaled-roles-download-token-secret-0123456789',
      METRICS_ENABLED: 'true',
      JOB_POLL_INTERVAL_MS: '100',
      JOB_STALE_AFTER_MS: '1500',
      JOB_CONCURRENCY: '1',
    };
    [workerHttpPort, workerMetricsPort] = [await freePort(), await freePort()];
    worker = start(['--role', 'worker'], {
      PORT: String(workerHttpPort),
      METRICS_PORT: String(workerMetricsPort),
      ENCODE_SPEED: 'ultrafast',
    });
    api = start(['--role', 'api'], { PORT: '0' });
    apiUrl = String((await api.waitForLog('Mediaforge is listening')).address);
    await worker.waitForLog('Mediaforge worker is running');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  it('an api role on SQLite is refused with exit 78, naming DATABASE_URL', async () => {
    const refused = startRoleProcess(['--role', 'api'], { ...env, DATABASE_URL: '', PORT: '0' });
    expect(await refused.exited).toBe(78);
    expect(refused.errors()).toContain('set DATABASE_URL');
  });

  it('api and worker nodes without the shared secrets are refused with exit 78, naming them (D257)', async () => {
    const worker = startRoleProcess(['--role', 'worker'], { ...env, UPLOAD_TOKEN_SECRET: '' });
    const api = startRoleProcess(['--role', 'api'], {
      ...env,
      AUTH_SECRET: '',
      UPLOAD_TOKEN_SECRET: '',
      PORT: '0',
    });
    expect(await worker.exited).toBe(78);
    expect(worker.errors()).toContain(
      '--role worker runs beside other nodes: set UPLOAD_TOKEN_SECRET to the same value',
    );
    expect(await api.exited).toBe(78);
    expect(api.errors()).toContain('set AUTH_SECRET and UPLOAD_TOKEN_SECRET to the same value on every node');
  });

  it('the api node queues, the worker process converts; health and metrics name each side', async () => {
    const clip = readFileSync(await makeClip(dir, 'clip.mp4', { seconds: 1 }));
    const up = await uploadClient(apiUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, 'clip.mp4');
    expect(up.status).toBe(200);
    const jobs = jobClient(apiUrl, SESSION);
    const started = await jobs.convert(up.body.data.fileId, 'webm', { settings: {} });
    expect(started.status).toBe(202);
    expect(await jobs.waitFor(started.body.data.jobId, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
    });
    const { body } = await jobs.result(started.body.data.jobId);
    expect((await fetch(`${apiUrl}${body.data.downloadUrl}`)).status).toBe(200);

    const health = await (await fetch(`${apiUrl}/api/health`)).json();
    expect(health).toMatchObject({
      status: 'ok',
      role: 'api',
      dependencies: { database: 'ok', objectStore: 'ok' },
    });
    const apiMetrics = await (await fetch(`${apiUrl}/metrics`)).text();
    expect(apiMetrics).toContain('mediaforge_info{version="');
    expect(apiMetrics).toContain('role="api"} 1');
    expect(apiMetrics).toContain('mediaforge_jobs{type="conversion",status="completed"} 1');
    expect(apiMetrics).toContain('mediaforge_queue_depth 0');
    expect(apiMetrics).toMatch(/mediaforge_upload_bytes_total\{method="regular"\} [1-9]\d*/);
    const workerMetrics = await (await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`)).text();
    expect(workerMetrics).toContain(
      'mediaforge_job_duration_seconds_count{type="conversion",status="completed"} 1',
    );
    // The worker opened no http api: its PORT refuses connections.
    await expect(fetch(`http://127.0.0.1:${workerHttpPort}/api/health`)).rejects.toThrow();
    expect(encodersOf(api.child.pid)).toEqual([]);
  });

  async function slowJob(name: string): Promise<string> {
    const clip = readFileSync(await makeClip(dir, name, { seconds: 8, size: '640x360', noise: 20 }));
    const up = await uploadClient(apiUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, name);
    const started = await jobClient(apiUrl, SESSION).convert(up.body.data.fileId, 'webm', {
      settings: { video_codec: 'vp9' },
    });
    expect(started.status).toBe(202);
    return started.body.data.jobId;
  }

  it('a cancel answered by the api node stops the encoder in the worker process', async () => {
    const jobId = await slowJob('slow-cancel.mp4');
    const jobs = jobClient(apiUrl, SESSION);
    await jobs.waitFor(jobId, ['running']);
    await until(() => encodersOf(worker.child.pid).length > 0, 20_000, 50);
    expect((await jobs.cancel(jobId)).body.data).toMatchObject({ jobId, status: 'cancelled' });
    await until(() => encodersOf(worker.child.pid).length === 0, 10_000, 50);
    expect((await jobs.status(jobId)).body.data).toMatchObject({ status: 'cancelled' });
  });

  it('a worker killed mid-job: another worker recovers the stale row and finishes it', async () => {
    const jobId = await slowJob('slow-crash.mp4');
    const jobs = jobClient(apiUrl, SESSION);
    await jobs.waitFor(jobId, ['running']);
    await worker.kill();
    second = start(['--role', 'worker'], { PORT: String(workerHttpPort), ENCODE_SPEED: 'ultrafast' });
    await second.waitForLog('Mediaforge worker is running');
    expect(await jobs.waitFor(jobId, ['completed', 'failed'], 120_000)).toMatchObject({
      status: 'completed',
    });
    const db = openPostgresDatabase<Database>(database.url, 1);
    try {
      const row = await db
        .selectFrom('jobs')
        .select('attempts')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(2);
    } finally {
      await db.destroy();
    }
    expect(second.output()).toContain('stale job recovered');
  }, 180_000);
});
