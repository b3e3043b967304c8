// bench/scale, one run against the built server (`npm run build` first; needs redis-server and
// postgresql, which scripts/lib.sh installs for the tests):
//  (a) throughput of short conversions (a 1 s 160x90 clip to MP4) with one and with two workers: the
//      embedded mode (the jobs table as the queue: one process, JOB_CONCURRENCY 1 or 2) and the scaled
//      mode as operators run it (one api node and one or two worker processes with one slot each, on
//      PostgreSQL, with BullMQ on Redis);
//  (b) the queue's overhead per job: from the job row's creation (the submit) to its claim (the start),
//      p50/p95 over jobs submitted one at a time to an idle queue;
//  (c) what answering an upload costs: a regular upload of the clip, request to answer, p50/p95; in the
//      scaled mode the api node has a worker check the file (D256).
// Prints a table. BENCH_SCALE_JOBS sets the jobs of (a) (default 16), BENCH_SCALE_ROUNDS those of (b)
// and (c) (default 20).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startPostgresServer } from '../../scripts/lib/postgres-server.mjs';
import { anonymousSession } from '../lib/net.mjs';
import { startCluster, startRedis } from './cluster.mjs';

const JOBS = Number(process.env.BENCH_SCALE_JOBS ?? 16);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 20);
const FINAL = new Set(['completed', 'failed', 'cancelled']);
const work = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-scale-clip-'));
const clip = path.join(work, 'short.mov');
// A 1 s 160x90 clip with a tone: a job of a second or two, mostly the queue's and the processes' own cost.
const CLIP_ARGS = `-hide_banner -loglevel error -f lavfi -i testsrc2=s=160x90:r=25:d=1
  -f lavfi -i sine=frequency=440:sample_rate=48000:d=1 -c:v libx264 -preset ultrafast -pix_fmt yuv420p
  -c:a aac -shortest -y`;
execFileSync('ffmpeg', [...CLIP_ARGS.split(/\s+/), clip]);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The jobs table's timings of a job, from the SQLite file or from PostgreSQL. */
function jobRows(cluster, databaseUrl) {
  if (!databaseUrl) {
    const db = new Database(path.join(cluster.dataDir, 'mediaforge.db'), {
      readonly: true,
      fileMustExist: true,
    });
    const row = db.prepare('select status, created_at, started_at, finished_at from jobs where id = ?');
    return { get: async (id) => row.get(id), close: async () => db.close() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    async get(id) {
      const { rows } = await pool.query(
        'select status, created_at::float8 as created_at, started_at::float8 as started_at, finished_at::float8 as finished_at from jobs where id = $1',
        [id],
      );
      return rows[0];
    },
    close: () => pool.end(),
  };
}

async function upload(base, headers) {
  const form = new FormData();
  form.append('file', await openAsBlob(clip), 'short.mov');
  const started = performance.now();
  const res = await fetch(`${base}/api/files/v2/upload/`, { method: 'POST', headers, body: form });
  const body = await res.json();
  const ms = performance.now() - started;
  const fileId = body?.data?.fileId;
  if (!fileId) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return { fileId, ms };
}

/** One configuration: a cluster, a session, (c) the uploads, then (b) and (a) on the last upload. */
async function measure({ name, workers, concurrency, databaseUrl, env }) {
  const cluster = await startCluster({ workers, concurrency, databaseUrl, env });
  const jobs = jobRows(cluster, databaseUrl);
  try {
    const { base } = cluster;
    const session = await anonymousSession(base);
    const headers = { 'x-anonymous-session-id': session };
    await upload(base, headers); // warm-up: the decoder list, the first probe
    const uploadMs = [];
    let fileId;
    for (let i = 0; i < ROUNDS; i++) {
      const done = await upload(base, headers);
      uploadMs.push(done.ms);
      fileId = done.fileId;
    }

    async function submit() {
      const res = await fetch(`${base}/api/files/${fileId}/convert/mp4`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        // A CRF off the default forces an encode (the default MOV → MP4 would be a stream copy, D60).
        body: JSON.stringify({ settings: { video_crf: 22 }, format: 'mp4' }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`convert: ${res.status} ${JSON.stringify(body)}`);
      return body.data.jobId;
    }
    async function finished(ids) {
      for (;;) {
        const rows = await Promise.all(ids.map((id) => jobs.get(id)));
        if (rows.every((r) => r && FINAL.has(r.status))) {
          const failed = rows.find((r) => r.status !== 'completed');
          if (failed) throw new Error(`a job ended ${failed.status}`);
          return rows;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    await finished([await submit(), await submit()]); // warm-up: caches, the encoder's first start
    const overhead = [];
    for (let i = 0; i < ROUNDS; i++) {
      const [done] = await finished([await submit()]);
      overhead.push(done.started_at - done.created_at);
    }
    const ids = await Promise.all(Array.from({ length: JOBS }, () => submit()));
    const rows = await finished(ids);
    const first = Math.min(...rows.map((r) => r.created_at));
    const last = Math.max(...rows.map((r) => r.finished_at));
    return {
      name,
      jobsPerMinute: (JOBS / ((last - first) / 60_000)).toFixed(1),
      wallS: ((last - first) / 1000).toFixed(1),
      p50: Math.round(percentile(overhead, 50)),
      p95: Math.round(percentile(overhead, 95)),
      uploadP50: Math.round(percentile(uploadMs, 50)),
      uploadP95: Math.round(percentile(uploadMs, 95)),
    };
  } finally {
    await jobs.close();
    await cluster.stop();
  }
}

const [redis, postgres] = await Promise.all([startRedis(), startPostgresServer()]);
const results = [];
try {
  /** A fresh database of the private server for one configuration. */
  async function database(name) {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const bullmq = (prefix) => ({ REDIS_URL: redis.url, REDIS_PREFIX: prefix });
  for (const config of [
    { name: 'embedded, 1 slot', workers: 0, concurrency: 1 },
    { name: 'embedded, 2 slots', workers: 0, concurrency: 2 },
    { name: 'BullMQ, 1 worker', workers: 1, db: 'bench_bullmq_1', env: bullmq('bench-1') },
    { name: 'BullMQ, 2 workers', workers: 2, db: 'bench_bullmq_2', env: bullmq('bench-2') },
  ]) {
    process.stderr.write(`${config.name}…\n`);
    const databaseUrl = config.db ? await database(config.db) : undefined;
    results.push(await measure({ ...config, databaseUrl }));
  }
} finally {
  await Promise.all([redis.stop(), postgres.stop()]);
  rmSync(work, { recursive: true, force: true });
}

const pad = (v, n) => String(v).padEnd(n);
console.log(
  `\n${JOBS} short jobs for throughput; ${ROUNDS} jobs one at a time for submit → start; ${ROUNDS} uploads of the clip`,
);
console.log(
  `${pad('queue', 20)}${pad('jobs/min', 10)}${pad('wall s', 8)}${pad('start p50 ms', 14)}${pad('start p95 ms', 14)}${pad('upload p50 ms', 15)}upload p95 ms`,
);
for (const r of results) {
  console.log(
    `${pad(r.name, 20)}${pad(r.jobsPerMinute, 10)}${pad(r.wallS, 8)}${pad(r.p50, 14)}${pad(r.p95, 14)}${pad(r.uploadP50, 15)}${r.uploadP95}`,
  );
}
