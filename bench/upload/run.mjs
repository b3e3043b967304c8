// bench/upload: a 1 GiB file over loopback through our chunk API (3 chunks in flight), against a plain
// single-stream HTTP PUT into a file sink (the physical limit) and @tus/server (the peer), in one run.
// Prints throughput of each, the ratio to the limit, and our server's peak RSS growth.
// Targets: transfer ratio >= 0.7, upload including completion >= 0.8 of the limit, RSS growth <= 100 MB.
// Needs `npm run build` first.
import { fork, spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anonymousSession, freePort, waitHealthy } from '../lib/net.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const CONCURRENCY = 3;
/** Issued by the server once it is up (D42). */
let session = '';
const work = mkdtempSync(path.join(tmpdir(), 'mediaforge-bench-upload-'));
const MiB = 1024 * 1024;

/** A WAV file: ffprobe accepts any PCM payload, so the server's media check passes on random bytes. */
async function makeWav(file, size) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(size - 8, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(2, 22); // stereo
  header.writeUInt32LE(48000, 24);
  header.writeUInt32LE(48000 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(size - 44, 40);
  const fh = await open(file, 'w');
  await fh.write(header);
  const block = randomFillSync(Buffer.alloc(8 * MiB));
  for (let written = 44; written < size; written += block.length) {
    await fh.write(block, 0, Math.min(block.length, size - written));
  }
  await fh.close();
}

function procStatus(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

async function api(base, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-anonymous-session-id': session, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function uploadThroughChunkApi(base, file, hash) {
  const blob = await openAsBlob(file);
  const started = performance.now();
  const init = await api(base, 'POST', '/api/files/chunk/init', {
    fileName: 'bench.wav',
    fileSize: SIZE,
    mimeType: 'audio/wav',
    fileHash: hash,
  });
  let next = 0;
  async function worker() {
    while (next < init.totalChunks) {
      const n = next++;
      const form = new FormData();
      form.append('chunk', blob.slice(n * init.chunkSize, Math.min(SIZE, (n + 1) * init.chunkSize)), 'chunk');
      const res = await fetch(`${base}/api/files/chunk/upload/${init.uploadId}/${n}`, {
        method: 'POST',
        headers: { 'x-anonymous-session-id': session },
        body: form,
      });
      if (!res.ok) throw new Error(`chunk ${n}: ${res.status} ${await res.text()}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const transferred = performance.now();
  const done = await api(base, 'POST', `/api/files/chunk/complete/${init.uploadId}`);
  if (done.fileSize !== SIZE) throw new Error(`stored ${done.fileSize} bytes, expected ${SIZE}`);
  return {
    transferMs: transferred - started,
    totalMs: performance.now() - started,
    chunkSize: init.chunkSize,
  };
}

async function timed(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

function startChild(script, args) {
  const child = fork(script, args, { stdio: 'ignore' });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

async function main() {
  const file = path.join(work, 'bench.wav');
  process.stdout.write(`generating ${(SIZE / MiB).toFixed(0)} MiB test file…\n`);
  await makeWav(file, SIZE);
  const hash = await new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => h.update(d))
      .on('end', () => resolve(h.digest('hex')))
      .on('error', reject);
  });

  // 1. The physical limit: one PUT streamed into a file.
  const sinkPort = await freePort();
  const sink = await startChild(path.join(import.meta.dirname, 'sink-server.mjs'), [
    String(sinkPort),
    path.join(work, 'sink.bin'),
  ]);
  // Best of two: the first pass also warms the page cache the later paths read from.
  let limitMs = Infinity;
  for (let i = 0; i < 2; i++) {
    const ms = await timed(async () => {
      const res = await fetch(`http://127.0.0.1:${sinkPort}/`, {
        method: 'PUT',
        body: await openAsBlob(file),
      });
      if (res.status !== 204) throw new Error(`sink answered ${res.status}`);
    });
    limitMs = Math.min(limitMs, ms);
  }
  sink.kill('SIGTERM');
  rmSync(path.join(work, 'sink.bin'), { force: true });

  // 2. Our chunk API on the built server.
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ANONYMOUS_MAX_FILE_SIZE: String(SIZE * 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`);
  session = await anonymousSession(base);
  const rssBefore = procStatus(server.pid, 'VmRSS');
  const ours = await uploadThroughChunkApi(base, file, hash);
  const rssPeak = procStatus(server.pid, 'VmHWM');
  server.kill('SIGTERM');

  // 3. The peer: @tus/server, one PATCH streaming the whole file.
  const tusPort = await freePort();
  const tusDir = path.join(work, 'tus');
  rmSync(tusDir, { recursive: true, force: true });
  const tus = await startChild(path.join(import.meta.dirname, 'tus-server.mjs'), [String(tusPort), tusDir]);
  const tusMs = await timed(async () => {
    const created = await fetch(`http://127.0.0.1:${tusPort}/files`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(SIZE) },
    });
    const location = new URL(created.headers.get('location'), `http://127.0.0.1:${tusPort}`).href;
    const res = await fetch(location, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: await openAsBlob(file),
    });
    if (res.status !== 204) throw new Error(`tus answered ${res.status}`);
  });
  tus.kill('SIGTERM');

  const mbps = (ms) => SIZE / MiB / (ms / 1000);
  const rows = [
    ['plain PUT into a file (limit)', limitMs, mbps(limitMs), 1],
    ['@tus/server, one PATCH (peer)', tusMs, mbps(tusMs), limitMs / tusMs],
    [
      `ours: chunk transfer (${ours.chunkSize / MiB} MiB × ${CONCURRENCY})`,
      ours.transferMs,
      mbps(ours.transferMs),
      limitMs / ours.transferMs,
    ],
    [
      'ours: incl. complete (hash end+probe+publish)',
      ours.totalMs,
      mbps(ours.totalMs),
      limitMs / ours.totalMs,
    ],
  ];
  const growth = (rssPeak - rssBefore) / MiB;
  const endToEnd = limitMs / ours.totalMs;
  process.stdout.write(`\nupload of ${(SIZE / MiB).toFixed(0)} MiB on loopback\n`);
  process.stdout.write(
    `${'path'.padEnd(48)}${'seconds'.padStart(9)}${'MiB/s'.padStart(9)}${'ratio'.padStart(8)}\n`,
  );
  for (const [name, ms, rate, ratio] of rows) {
    process.stdout.write(
      `${name.padEnd(48)}${(ms / 1000).toFixed(2).padStart(9)}${rate.toFixed(0).padStart(9)}${ratio.toFixed(2).padStart(8)}\n`,
    );
  }
  const ratio = limitMs / ours.transferMs;
  process.stdout.write(
    `\nratio ours/limit (transfer): ${ratio.toFixed(2)} (target >= 0.70) ${ratio >= 0.7 ? 'MET' : 'MISSED'}\n`,
  );
  process.stdout.write(
    `ratio ours/limit (upload incl. complete): ${endToEnd.toFixed(2)} (target >= 0.80) ${endToEnd >= 0.8 ? 'MET' : 'MISSED'}\n`,
  );
  process.stdout.write(`complete alone: ${((ours.totalMs - ours.transferMs) / 1000).toFixed(2)} s\n`);
  process.stdout.write(
    `server RSS growth: ${growth.toFixed(1)} MiB (target <= 100) ${growth <= 100 ? 'MET' : 'MISSED'}\n`,
  );
}

main()
  .catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
