// bench/convert, one run against the built server (`npm run build` first):
//  (a) a 30 s 720p H.264 clip converted through the API (POST convert → job:update completed) against
//      the raw ffmpeg command with the identical arguments (read back through ffmpeg-tap.mjs): ratio ≤ 1.05;
//  (b) size-target accuracy, 1/5/10/25 MB from three clips larger than the targets (smooth, noisy,
//      near-static): every output ≤ target and ≥ 90 % of it;
//  (c) the time from ffmpeg writing a progress block to the job:progress event reaching a socket client:
//      median ≤ 200 ms.
// Prints a table; exits 1 when a target is missed. BENCH_CONVERT_QUICK=1 runs a smaller (b).
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { ffmpeg, makeClips, median } from './media.mjs';
import { benchRemux } from './remux.mjs';
import { benchSizeQuality } from './size-quality.mjs';
import { startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-convert-'));
const tapLog = path.join(work, 'tap.jsonl');
const MB = 1_048_576;
const ROUNDS = 3;
const quick = process.env.BENCH_CONVERT_QUICK === '1';

const server = await startServer({ root, work, tapLog });
const { api, session, base } = server;

function socketClient() {
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { sessionId: session } });
  const events = [];
  const waiters = new Map();
  socket.on('job:progress', (m) => events.push({ ...m, at: Date.now(), kind: 'progress' }));
  socket.on('job:update', (m) => {
    events.push({ ...m, at: Date.now(), kind: 'update' });
    const status = String(m.status).toLowerCase();
    if (['completed', 'failed', 'cancelled'].includes(status)) waiters.get(m.jobId)?.(m);
  });
  const connected = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const finished = (jobId) =>
    new Promise((resolve) => {
      waiters.set(jobId, resolve);
      socket.emit('subscribe:job', jobId);
    });
  return { socket, events, connected, finished };
}

function tapRecords() {
  return readFileSync(tapLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

async function timeRaw(args, jobId, sourceFile) {
  // The same arguments, with the job's scratch directory (gone by now) swapped for one of ours. The job
  // read its input from the copy it fetched into that directory (input-<fileId>); ours gets a link to
  // the uploaded clip under the same name.
  const scratch = path.join(work, 'raw', jobId);
  mkdirSync(scratch, { recursive: true });
  const jobScratch = path.join(server.dataDir, 'scratch', jobId);
  const swapped = args.map((a) => a.replaceAll(jobScratch, scratch));
  for (const arg of swapped) {
    const file = arg.replace(/^file:/, ''); // inputs are given as file: URLs (the hardened protocol)
    if (path.dirname(file) === scratch && path.basename(file).startsWith('input-'))
      linkSync(sourceFile, file);
  }
  const t0 = performance.now();
  await ffmpeg(swapped);
  const ms = performance.now() - t0;
  rmSync(scratch, { recursive: true, force: true });
  return ms;
}

/** (a) + (c): API conversion vs the raw command; progress-block-to-socket latency from the same runs. */
async function conversionRounds(fileId, sourceFile, durationSeconds) {
  const client = socketClient();
  await client.connected;
  const rows = [];
  const latencies = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    // A CRF one step off the default forces an encode: with default settings this MOV → MP4 is now a
    // stream copy (D60, measured in remux.mjs), which has no progress to time.
    const { jobId } = await api('POST', `/api/files/${fileId}/convert/mp4`, {
      settings: { video_crf: 22 },
      format: 'mp4',
    });
    const done = client.finished(jobId);
    const final = await done;
    const apiMs = performance.now() - t0;
    if (String(final.status).toLowerCase() !== 'completed') throw new Error(`job ${jobId}: ${final.error}`);
    const records = tapRecords();
    const run = records.find((r) => r.kind === 'run' && r.args.some((a) => a.includes(`/scratch/${jobId}/`)));
    if (!run) throw new Error(`no ffmpeg run recorded for job ${jobId}`);
    const rawMs = await timeRaw(run.args, jobId, sourceFile);
    rows.push({ apiMs, rawMs });
    const lines = records.filter((r) => r.kind === 'progress' && r.pid === run.pid && r.state === 'continue');
    const events = client.events.filter((e) => e.jobId === jobId && e.kind === 'progress');
    latencies.push(...matchLatencies(lines, events, durationSeconds));
  }
  client.socket.close();
  return { rows, latencies };
}

/**
 * Each progress block's expected job percent is 10 + 80 · out_time / duration (the processing phase);
 * its event is the first job:progress at or after the block whose progress is within 1 of it.
 */
function matchLatencies(lines, events, durationSeconds) {
  const out = [];
  for (const [i, line] of lines.entries()) {
    if (!(line.outTimeUs > 0)) continue;
    const expected = 10 + 80 * Math.min(1, line.outTimeUs / 1e6 / durationSeconds);
    const until = (lines[i + 1]?.at ?? Infinity) + 1000;
    const hit = events.find((e) => e.at >= line.at && e.at <= until && Math.abs(e.progress - expected) <= 1);
    if (hit) out.push(hit.at - line.at);
  }
  return out;
}

/** (b): every clip × target through the API, all queued at once, then polled. */
async function sizeTargets(clips, targets) {
  const jobs = [];
  for (const clip of clips) {
    for (const mb of targets) {
      const settings = {
        processing_mode: 'compression',
        compression_settings: { compression_method: 'size_targeted_mb', target_size_mb: mb },
      };
      const { jobId } = await api('POST', `/api/files/${clip.fileId}/convert/mp4`, {
        settings,
        format: 'mp4',
      });
      jobs.push({ clip: clip.name, mb, jobId });
    }
  }
  for (const job of jobs) {
    for (;;) {
      const status = await api('GET', `/api/jobs/${job.jobId}`);
      if (status.status === 'completed') {
        job.size = status.result.totalSize;
        break;
      }
      if (status.status === 'failed' || status.status === 'cancelled') {
        job.error = status.error;
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  return jobs;
}

try {
  const clips = await makeClips(work, quick);
  for (const clip of clips) clip.fileId = (await server.upload(clip.file)).fileId;
  const [conversionClip, ...sizeClips] = clips;

  const { rows, latencies } = await conversionRounds(
    conversionClip.fileId,
    conversionClip.file,
    conversionClip.seconds,
  );
  const apiMs = median(rows.map((r) => r.apiMs));
  const rawMs = median(rows.map((r) => r.rawMs));
  const ratio = apiMs / rawMs;
  const latency = median(latencies);

  const targets = quick ? [1, 5] : [1, 5, 10, 25];
  const sized = await sizeTargets(sizeClips, targets);

  console.log('\n(a) 30 s 720p H.264 → MP4, median of %d rounds', ROUNDS);
  console.table([
    { path: 'raw ffmpeg, same arguments', seconds: +(rawMs / 1000).toFixed(2) },
    { path: 'through the API', seconds: +(apiMs / 1000).toFixed(2) },
  ]);
  console.log(`ratio API / raw: ${ratio.toFixed(3)} (target ≤ 1.05) ${ratio <= 1.05 ? 'met' : 'MISSED'}`);

  console.log('\n(b) size targets (1 MB = 1 048 576 bytes)');
  let sizeOk = true;
  console.table(
    sized.map((j) => {
      const share = j.size / (j.mb * MB);
      const ok = j.size !== undefined && share <= 1 && share >= 0.9;
      sizeOk &&= ok;
      return {
        clip: j.clip,
        targetMB: j.mb,
        bytes: j.size ?? null,
        percentOfTarget: j.size ? +(share * 100).toFixed(1) : null,
        ok,
        error: j.error ?? '',
      };
    }),
  );
  console.log(`every output ≤ target and ≥ 90 %: ${sizeOk ? 'met' : 'MISSED'}`);

  console.log('\n(c) progress block → job:progress at the client');
  console.log(
    `matched blocks: ${latencies.length}; median ${latency.toFixed(0)} ms; p90 ${[...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.9)] ?? NaN} ms (target median ≤ 200 ms) ${latency <= 200 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `\nsource sizes: ${clips.map((c) => `${c.name} ${(statSync(c.file).size / MB).toFixed(1)} MB`).join(', ')}`,
  );
  process.exitCode = ratio <= 1.05 && sizeOk && latency <= 200 ? 0 : 1;
  if (!(await benchRemux({ server, work, clip: conversionClip }))) process.exitCode = 1;
  if (!(await benchSizeQuality({ server, work }))) process.exitCode = 1;
  if (!(await (await import('./corpus.mjs')).corpusPassRate({ root, work }))) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
