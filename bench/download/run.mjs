// bench/download, one run against the built server (`npm run build` first):
//  1. a 500 MiB file (BENCH_DOWNLOAD_BYTES) through the downloader's stream link against the same file
//     fetched directly from the origin, with the origin paced to 100 MiB/s (target ratio ≥ 0.98) and
//     unpaced (target ≥ 0.65), next to the leanest plain Node streaming proxy (the peer, no target);
//  2. our server's RSS growth while it streams (target ≤ 64 MiB);
//  3. the analysis overhead: median POST /api/downloader/info minus median of the same yt-dlp command
//     run directly (target ≤ 50 ms).
// The origin, the plain proxy and our server are separate processes; the client is this one. Prints a
// table with PASS/MISS per row and exits 0 either way (a benchmark reports, the tests judge).
import { fork, spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, signedInCookie, waitHealthy } from '../lib/net.mjs';
import { benchAnalysis, info } from './analysis.mjs';
import { download, median, procCpu, procStatus, sampleRss } from './measure.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const MiB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_DOWNLOAD_BYTES ?? 500 * MiB);
const PACED_RATE = 100 * MiB; // bytes per second
const ROUNDS = Number(process.env.BENCH_DOWNLOAD_ROUNDS ?? 3);
// yt-dlp's own run time varies by tens of ms from run to run here; 11 pairs keep the medians steady.
const ANALYSES = 11;
const YTDLP = process.env.YTDLP_PATH ?? 'yt-dlp';
const TARGETS = { paced: 0.98, unpaced: 0.65, rssMiB: 64, overheadMs: 50 };
// Other work on the machine skews every figure here: the load at the start is printed with the table.
const loadAtStart = loadavg()[0];
const work = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-download-'));
const children = [];

/** Random bytes (incompressible, though nothing on the path compresses), hashed as they are written. */
async function makeFile(file, size) {
  const hash = createHash('sha256');
  const fh = await open(file, 'w');
  const block = randomFillSync(Buffer.alloc(8 * MiB));
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written));
    hash.update(part);
    await fh.write(part);
  }
  await fh.close();
  return hash.digest('hex');
}

/** A forked helper (origin.mjs, plain-proxy.mjs); resolves once it listens. */
function startChild(script, args, onMessage = () => undefined) {
  const child = fork(path.join(import.meta.dirname, script), args, { stdio: 'inherit' });
  children.push(child);
  return new Promise((resolve) => {
    child.on('message', (m) => (m === 'ready' ? resolve(child) : onMessage(m)));
  });
}

async function startServer(originPort) {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const origin = `http://127.0.0.1:${originPort}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      // The loopback origin counts as Vimeo and may be reached (both for tests; never in production).
      DOWNLOADER_TEST_ORIGINS: `vimeo=${origin}`,
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${originPort}`,
      // Instant bot check for the sign-up; more streams than a free account's 10 a day.
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '20',
      FREE_DAILY_CREDITS: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`);
  return { base, pid: child.pid };
}

/**
 * The link of the page's one relayed quality (`stream`: the platform's file as it comes, no job). The
 * answer also offers an MP3 made by a download job, which this benchmark does not measure.
 */
async function streamLink(base, cookie, pageUrl) {
  const { data } = await info(base, cookie, pageUrl);
  const streamed = data.qualities.filter((q) => q.delivery === 'stream');
  if (streamed.length !== 1 || streamed[0].format !== 'mp4') {
    throw new Error(`${pageUrl}: expected one streamed MP4 quality, got ${JSON.stringify(data.qualities)}`);
  }
  return streamed[0].url;
}

/**
 * One pacing: an untimed run per path first (it checks the SHA-256 of what arrived, warms the page
 * cache and connection pools, and spends the link's one credit), then ROUNDS timed runs of each path,
 * rotating the order so that no path always runs first or last. Every run checks the byte count.
 */
async function measurePacing(paths, sha256) {
  for (const p of paths) {
    const first = await download(p.url, { expectedBytes: SIZE, headers: p.headers, hash: true });
    if (first.sha256 !== sha256) throw new Error(`${p.name}: SHA-256 ${first.sha256}, expected ${sha256}`);
  }
  const runs = new Map(paths.map((p) => [p.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < paths.length; k++) {
      const p = paths[(round + k) % paths.length];
      // The relaying process's CPU and page faults during the run (none for the direct fetch).
      const before = p.pid ? procCpu(p.pid) : undefined;
      const { ms } = await download(p.url, { expectedBytes: SIZE, headers: p.headers });
      const after = p.pid ? procCpu(p.pid) : undefined;
      const cost = before && {
        userMs: after.userMs - before.userMs,
        sysMs: after.sysMs - before.sysMs,
        minorFaults: after.minorFaults - before.minorFaults,
      };
      runs.get(p.name).push({ ms, cost });
    }
  }
  const summary = (list) => ({
    ms: median(list.map((r) => r.ms)),
    all: list.map((r) => r.ms),
    cost: list[0].cost && {
      userMs: median(list.map((r) => r.cost.userMs)),
      sysMs: median(list.map((r) => r.cost.sysMs)),
      minorFaults: median(list.map((r) => r.cost.minorFaults)),
    },
  });
  return new Map([...runs].map(([name, list]) => [name, summary(list)]));
}

const verdict = (ok) => (ok ? 'PASS' : 'MISS');

async function main() {
  const file = path.join(work, 'big.bin');
  console.log(`generating a ${(SIZE / MiB).toFixed(0)} MiB file…`);
  const sha256 = await makeFile(file, SIZE);

  const originPort = await freePort();
  const originRequests = [];
  await startChild('origin.mjs', [String(originPort), file, String(PACED_RATE)], (m) =>
    originRequests.push(m.request),
  );
  const origin = `http://127.0.0.1:${originPort}`;
  const plainPort = await freePort();
  const plainProxy = await startChild('plain-proxy.mjs', [String(plainPort), origin]);
  const plain = `http://127.0.0.1:${plainPort}`;
  const server = await startServer(originPort);
  const cookie = await signedInCookie(server.base);

  // The links first: yt-dlp must accept the og:video page of random bytes as one streamable quality,
  // and must not have fetched the file itself while analysing.
  const links = {
    paced: await streamLink(server.base, cookie, `${origin}/paced.html`),
    unpaced: await streamLink(server.base, cookie, `${origin}/page.html`),
  };
  if (originRequests.some((r) => r.includes('big.mp4'))) {
    throw new Error(`yt-dlp fetched the file while analysing: ${originRequests.join(', ')}`);
  }

  console.log(`analysis: ${ANALYSES} × POST /api/downloader/info and × raw yt-dlp, interleaved…`);
  const analysis = await benchAnalysis({
    base: server.base,
    cookie,
    url: `${origin}/page.html`,
    rounds: ANALYSES,
    ytdlp: YTDLP,
  });

  // Resident memory of our server from just before its first stream to the end of the last one.
  const rssBefore = procStatus(server.pid, 'VmRSS');
  const hwmBefore = procStatus(server.pid, 'VmHWM');
  const sampler = sampleRss(server.pid);
  const results = {};
  for (const pacing of ['paced', 'unpaced']) {
    const media = pacing === 'paced' ? '/paced/big.mp4' : '/big.mp4';
    console.log(`streaming ${pacing}: 1 checked + ${ROUNDS} timed runs of each path…`);
    results[pacing] = await measurePacing(
      [
        { name: 'direct', url: `${origin}${media}` },
        { name: 'plain', url: `${plain}${media}`, pid: plainProxy.pid },
        // A browser sends its session cookie along with the link (the token alone would do).
        { name: 'ours', url: `${server.base}${links[pacing]}`, headers: { cookie }, pid: server.pid },
      ],
      sha256,
    );
  }
  const rss = { before: rssBefore, hwmBefore, ...sampler.stop(), hwm: procStatus(server.pid, 'VmHWM') };
  report(results, rss, analysis);
}

/** The table, then the single runs and the details behind it. */
function report(results, rss, analysis) {
  const mbps = (ms) => (SIZE / MiB / (ms / 1000)).toFixed(0);
  const rows = [];
  for (const pacing of ['paced', 'unpaced']) {
    const r = results[pacing];
    const direct = r.get('direct').ms;
    const label = pacing === 'paced' ? `paced ${PACED_RATE / MiB} MiB/s` : 'unpaced';
    const row = (name, ms, target) => {
      const ratio = direct / ms; // throughput(path) / throughput(direct), the same bytes
      return [
        `${label}: ${name}`,
        (ms / 1000).toFixed(2),
        mbps(ms),
        `${ratio.toFixed(3)} ×`,
        target === undefined ? '' : `≥ ${target.toFixed(2)}`,
        target === undefined ? '' : verdict(ratio >= target),
      ];
    };
    rows.push(row('direct from the origin', direct));
    rows.push(row('plain Node proxy (peer)', r.get('plain').ms));
    rows.push(row('ours, the stream link', r.get('ours').ms, TARGETS[pacing]));
  }
  const growthMiB = (rss.peak - rss.before) / MiB;
  const overhead = analysis.api - analysis.raw;
  rows.push(
    [
      'server RSS growth while streaming',
      '',
      '',
      `${growthMiB.toFixed(1)} MiB`,
      `≤ ${TARGETS.rssMiB} MiB`,
      verdict(growthMiB <= TARGETS.rssMiB),
    ],
    ['analysis: raw yt-dlp, same arguments', (analysis.raw / 1000).toFixed(3), '', '', '', ''],
    ['analysis: POST /api/downloader/info', (analysis.api / 1000).toFixed(3), '', '', '', ''],
    [
      'analysis overhead (info − raw)',
      '',
      '',
      `${overhead.toFixed(0)} ms`,
      `≤ ${TARGETS.overheadMs} ms`,
      verdict(overhead <= TARGETS.overheadMs),
    ],
  );

  console.log(
    `\ndownload of ${(SIZE / MiB).toFixed(0)} MiB on loopback (medians: ${ROUNDS} runs per path, ` +
      `${ANALYSES} analyses; ${availableParallelism()} cores, load average ${loadAtStart.toFixed(2)} at ` +
      `the start, ${loadavg()[0].toFixed(2)} at the end)`,
  );
  const widths = [42, 9, 8, 11, 11, 6];
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('');
  console.log(line(['measure', 'seconds', 'MiB/s', 'result', 'target', '']));
  for (const row of rows) console.log(line(row));

  console.log('\nsingle runs (s), round by round:');
  for (const pacing of ['paced', 'unpaced']) {
    for (const [name, { all }] of results[pacing]) {
      console.log(`  ${pacing} ${name}: ${all.map((ms) => (ms / 1000).toFixed(2)).join(' ')}`);
    }
    const r = results[pacing];
    console.log(`  ${pacing}: ours / plain proxy ${(r.get('plain').ms / r.get('ours').ms).toFixed(3)} ×`);
  }
  // Where a relay's time goes besides JavaScript: kernel time (socket copies, and page faults when the
  // allocator has handed freed read buffers back to the system and must map fresh pages again).
  console.log('relaying process per run (medians): CPU user / kernel, minor page faults');
  for (const pacing of ['paced', 'unpaced']) {
    for (const name of ['plain', 'ours']) {
      const { userMs, sysMs, minorFaults } = results[pacing].get(name).cost;
      console.log(`  ${pacing} ${name}: ${userMs} / ${sysMs} ms, ${minorFaults} faults`);
    }
  }
  console.log(
    `analyses (ms): info ${analysis.apiMs.map((ms) => ms.toFixed(0)).join(' ')}; ` +
      `raw ${analysis.rawMs.map((ms) => ms.toFixed(0)).join(' ')}`,
  );
  console.log(`raw command: ${YTDLP} ${analysis.args.map((a) => JSON.stringify(a)).join(' ')}`);
  // The kernel's high-water mark catches a peak between two samples; it only says something about the
  // streams when it rose during them.
  const hwmNote =
    rss.hwm > rss.hwmBefore
      ? `rose to ${(rss.hwm / MiB).toFixed(1)} MiB (${((rss.hwm - rss.before) / MiB).toFixed(1)} MiB over the start)`
      : `did not rise (${(rss.hwm / MiB).toFixed(1)} MiB, from before the streams)`;
  console.log(
    `server RSS: ${(rss.before / MiB).toFixed(1)} MiB before the first stream, sampled peak ` +
      `${(rss.peak / MiB).toFixed(1)} MiB (${rss.samples} samples); the kernel's high-water mark ${hwmNote}`,
  );
}

main()
  .catch((error) => {
    console.error(error.stack ?? error);
    process.exitCode = 1;
  })
  .finally(async () => {
    // Stop the helpers and the server, and wait for them before removing their files.
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(work, { recursive: true, force: true });
  });
