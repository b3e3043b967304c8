#!/usr/bin/env node
// A transparent ffmpeg for the benchmark (FFMPEG_PATH points here): it runs the real ffmpeg with the
// same arguments, passes stdout/stderr through untouched, and appends to $BENCH_TAP_LOG one JSON line
// per run (the arguments) and one per `-progress` block (the wall-clock time the block ended and its
// out_time_us). Its own cost counts against the server in the latency figure, never for it.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const log = process.env.BENCH_TAP_LOG;
const args = process.argv.slice(2);
const write = (record) => {
  if (log) appendFileSync(log, `${JSON.stringify(record)}\n`);
};
write({ kind: 'run', pid: process.pid, args, at: Date.now() });

const child = spawn(process.env.BENCH_REAL_FFMPEG ?? 'ffmpeg', args, {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let pending = '';
let outTimeUs = null;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const at = Date.now();
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const [key, value] = line.trim().split('=');
    if (key === 'out_time_us') outTimeUs = Number(value);
    if (key === 'progress') write({ kind: 'progress', pid: process.pid, at, outTimeUs, state: value });
  }
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  write({ kind: 'exit', pid: process.pid, code, at: Date.now() });
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
