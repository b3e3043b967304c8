// bench/scale, one run against the built server (`npm run build` first; needs redis-server):
//  (a) throughput of short conversions (a 1 s 160x90 clip to MP4) with one and with two workers, for
//      the embedded queue (the jobs table: one process, JOB_CONCURRENCY 1 or 2) and for BullMQ (one or
//      two processes with one slot each, on one Redis);
//  (b) the queue's overhead per job: from the job row's creation (the submit) to its claim (the start),
//      p50/p95 over jobs submitted one at a time to an idle queue.
// Prints a table. BENCH_SCALE_JOBS sets the jobs of (a) (default 16), BENCH_SCALE_ROUNDS those of (b)
// (default 20).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
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

/** One configuration: a cluster, a session, the clip uploaded once, then (b) and (a). */
async function measure({ name, count, concurrency, env }) {
  const cluster = await startCluster({ count, concurrency, env });
  const db = new Database(path.join(cluster.dataDir, 'mediaforge.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const base = cluster.servers[0].base;
    const session = await anonymousSession(base);
    const headers = { 'x-anonymous-session-id': session };
    const form = new FormData();
    form.append('file', await openAsBlob(clip), 'short.mov');
    const upload = await (
      await fetch(`${base}/api/files/v2/upload/`, { method: 'POST', headers, body: form })
    ).json();
    const fileId = upload?.data?.fileId;
    if (!fileId) throw new Error(`upload failed: ${JSON.stringify(upload)}`);
    const row = db.prepare('select status, created_at, started_at, finished_at from jobs where id = ?');

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
        const rows = ids.map((id) => row.get(id));
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
      p50: percentile(overhead, 50),
      p95: percentile(overhead, 95),
    };
  } finally {
    db.close();
    await cluster.stop();
  }
}

const redis = await startRedis();
const results = [];
try {
  const scaled = (prefix) => ({ REDIS_URL: redis.url, REDIS_PREFIX: prefix });
  for (const config of [
    { name: 'jobs table, 1 slot', count: 1, concurrency: 1, env: {} },
    { name: 'jobs table, 2 slots', count: 1, concurrency: 2, env: {} },
    { name: 'BullMQ, 1 process', count: 1, concurrency: 1, env: scaled('bench-1') },
    { name: 'BullMQ, 2 processes', count: 2, concurrency: 1, env: scaled('bench-2') },
  ]) {
    process.stderr.write(`${config.name}…\n`);
    results.push(await measure(config));
  }
} finally {
  await redis.stop();
  rmSync(work, { recursive: true, force: true });
}

const pad = (v, n) => String(v).padEnd(n);
console.log(`\n${JOBS} short jobs for throughput; ${ROUNDS} jobs one at a time for submit → start`);
console.log(
  `${pad('queue', 24)}${pad('jobs/min', 10)}${pad('wall s', 8)}${pad('start p50 ms', 14)}start p95 ms`,
);
for (const r of results) {
  console.log(`${pad(r.name, 24)}${pad(r.jobsPerMinute, 10)}${pad(r.wallS, 8)}${pad(r.p50, 14)}${r.p95}`);
}
