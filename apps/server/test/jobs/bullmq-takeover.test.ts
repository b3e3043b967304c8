import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/repositories/database/database.js';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { encodersReferencing } from '../helpers/process-group.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { buildServer, startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { testSessionId, uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_bullmq-takeover-owner';

/** Files under a directory, recursively (the local object store's objects). */
function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}

/** The server among `servers` that `pid` descends from (an encoder runs under setpriv under the server). */
function ancestorAmong(pid: number, servers: readonly ServerProcess[]): ServerProcess | undefined {
  let current = pid;
  for (let depth = 0; depth < 5 && current > 1; depth++) {
    const found = servers.find((s) => s.child.pid === current);
    if (found) return found;
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      current = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * DESIGN.md §5 "Nothing lost" in the scaled mode: a worker process dies with SIGKILL in the middle of
 * an encode; BullMQ sees its lock lapse and hands the job to the other worker, which runs it again and
 * records exactly one result. Two server processes on one Redis and one data directory.
 */
describe('BullMQ: a worker killed mid-job, its job finished by another (real processes, real ffmpeg)', () => {
  let redis: TestRedis;
  let dir: string;
  let cleanup: () => Promise<void>;
  let slowClip: Buffer;
  const children: ServerProcess[] = [];

  beforeAll(async () => {
    buildServer();
    redis = await startRedis();
    ({ dir, cleanup } = await tempDir('mf-takeover-'));
    // 750 noisy frames into VP9: many seconds of work, so the worker that holds it is busy when it dies.
    slowClip = readFileSync(await makeClip(dir, 'slow.mov', { seconds: 30, size: '320x180', noise: 30 }));
  }, 180_000);
  afterAll(async () => {
    for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    for (const pid of encodersReferencing(dir)) process.kill(pid, 'SIGKILL');
    await redis.stop();
    await cleanup();
  });

  it('the job is taken over after the lock lapses and ends completed with one result', async () => {
    const dataDir = path.join(dir, 'shared');
    const env = {
      REDIS_URL: redis.url,
      // Short so the test waits seconds, not BullMQ's default half a minute.
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      JOB_CONCURRENCY: '1',
      // Cheap per frame, long in frames: the encode lasts while the machine is busy with other tests.
      ENCODE_SPEED: 'ultrafast',
    };
    // Both workers wait for jobs before there is one; whichever BullMQ hands it to is killed.
    const servers = [await startServerProcess(dataDir, env), await startServerProcess(dataDir, env)];
    children.push(...servers);
    const [entry] = servers;
    if (!entry) throw new Error('no server');
    const upload = await uploadClient(entry.address, SESSION).regular<Data<RegularUploadResponse>>(
      slowClip,
      'slow.mov',
    );
    expect(upload.status).toBe(200);
    const { body } = await jobClient(entry.address, SESSION).convert(upload.body.data.fileId, 'webm');
    const jobId = body.data.jobId;
    const holderOf = async (): Promise<ServerProcess | undefined> => {
      if ((await jobClient(entry.address, SESSION).status(jobId)).body.data.progress <= 5) return undefined;
      const owners = encodersReferencing(dataDir).map((pid) => ancestorAmong(pid, servers));
      return owners.find((s) => s !== undefined);
    };
    const holder = await until(holderOf, 60_000, 100);
    const survivor = servers.find((s) => s !== holder);
    if (!survivor) throw new Error('no second worker');
    holder.child.kill('SIGKILL');
    await holder.exited;

    const jobs = jobClient(survivor.address, SESSION);
    const done = await jobs
      .waitFor(jobId, ['completed', 'failed', 'cancelled'], 240_000)
      .catch((e: unknown) => {
        console.log(survivor.output());
        throw e;
      });
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const result = await jobs.result(jobId);
    expect(result.status).toBe(200);
    const download = await fetch(`${survivor.address}${result.body.data.downloadUrl}`, {
      headers: { 'X-Anonymous-Session-ID': testSessionId(SESSION) },
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(result.body.data.totalSize);

    // One claim by each worker; one output row; no object beside the input and that output.
    const db = openDatabase({ kind: 'sqlite', path: path.join(dataDir, 'mediaforge.db') });
    try {
      await migrateToLatest(db);
      const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'completed', attempts: 2 });
      const outputs = await db
        .selectFrom('files')
        .select('id')
        .where('upload_method', '=', 'output')
        .execute();
      expect(outputs.map((o) => o.id)).toEqual([job.result_file_id]);
      expect(countFiles(path.join(dataDir, 'files'))).toBe(2);
      expect(readdirSync(path.join(dataDir, 'scratch'))).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 360_000);
});
