/**
 * The encode executor on real ffmpeg and sox (DESIGN.md §6): conversions and compressions of small
 * lavfi clips into a job's scratch directory, with their progress reports.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_MB, JOB_ERROR_MESSAGES } from '@mediaforge/shared';
import { createProgressParser } from '../../src/ffmpeg/progress.js';
import type { ProcessRunner } from '../../src/repositories/process/process-runner.repository.js';
import { createProcessRunner } from '../../src/repositories/process/process-runner.repository.js';
import { audioStream, durationOf, probe, videoStream } from './encode-helpers.js';
import {
  clipInput,
  executorEnv,
  executorFor,
  expectMonotonic,
  runTask,
  taskFor,
  type ExecutorEnv,
  type Input,
} from './executor-helpers.js';

let env: ExecutorEnv;
let clip: Input;
let long: Input;
let noisy: Input;

beforeAll(async () => {
  env = await executorEnv();
  [clip, long, noisy] = await Promise.all([
    clipInput(env, 'clip.mp4'),
    clipInput(env, 'long.mp4', { seconds: 4 }),
    clipInput(env, 'noisy.mp4', { noise: 20, crf: 10 }),
  ]);
});
afterAll(() => env.cleanup());

function expectFile(outcome: Awaited<ReturnType<typeof runTask>>['outcome'], scratchDir: string) {
  if (outcome.kind !== 'file') throw new Error(`expected a file, got ${JSON.stringify(outcome)}`);
  expect(path.dirname(outcome.path)).toBe(scratchDir);
  return outcome;
}

describe('encode executor: conversions', () => {
  it('converts to MP4 with monotonic progress that reaches 1', async () => {
    const task = await taskFor(env, clip, 'mp4');
    const { outcome, progress } = await runTask(executorFor(env), task);
    const file = expectFile(outcome, task.scratchDir);
    expect(file.format).toBe('mp4');
    const p = await probe(file.path);
    expect(Number(p.format.size)).toBe(file.size);
    expect(videoStream(p)?.codec_name).toBe('h264');
    expect(audioStream(p)?.codec_name).toBe('aac');
    expect(durationOf(p)).toBeCloseTo(2, 0);
    expectMonotonic(progress);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(progress.some((r) => (r.outputBytes ?? 0) > 0)).toBe(true);
  });

  it('converts to AMR through ffmpeg then sox (the sox slice starts at 0.9)', async () => {
    const task = await taskFor(env, clip, 'amr');
    const { outcome, progress } = await runTask(executorFor(env), task);
    const file = expectFile(outcome, task.scratchDir);
    expect(file.format).toBe('amr');
    const a = audioStream(await probe(file.path));
    expect(a).toMatchObject({ codec_name: 'amr_nb', sample_rate: '8000', channels: 1 });
    expectMonotonic(progress);
    expect(progress.map((r) => r.fraction)).toContain(0.9);
    expect(progress.at(-1)?.fraction).toBe(1);
  });

  it('maps out_time of a trimmed encode over the trimmed duration', async () => {
    // Ask ffmpeg for a progress block every 20 ms (test only), and read each block beside the fraction
    // it produced: the report is synchronous with the chunk that carried the block.
    const real = createProcessRunner();
    const pairs: { outTime: number; fraction: number }[] = [];
    let latest = 0;
    const runner: ProcessRunner = {
      run(request) {
        const seen = createProgressParser((s) => {
          if (!s.end && s.outTimeSeconds !== null && s.outTimeSeconds > 0.2) {
            pairs.push({ outTime: s.outTimeSeconds, fraction: latest });
          }
        });
        return real.run({
          ...request,
          args: ['-stats_period', '0.02', ...request.args],
          // Line by line, so a chunk holding two blocks still pairs each with its own fraction.
          onStdout: (chunk) => {
            for (const line of chunk.split(/(?<=\n)/)) {
              request.onStdout?.(line);
              seen.push(line);
            }
          },
        });
      },
    };
    const task = await taskFor(env, long, 'mp4', {
      enable_trim: true,
      trim_start: '00:00:01.000',
      trim_end: '00:00:03.000',
      video_preset: 'medium',
    });
    const executor = executorFor(env, { runner, speed: 'medium' });
    const outcome = await executor.run(task, {
      signal: new AbortController().signal,
      onProgress: (p) => (latest = p.fraction),
    });
    const file = expectFile(outcome, task.scratchDir);
    expect(durationOf(await probe(file.path))).toBeCloseTo(2, 0);
    expect(pairs.length).toBeGreaterThan(0);
    // 2 s of output: out_time t is t/2 of the task (the 4 s source would give t/4).
    for (const { outTime, fraction } of pairs) expect(fraction).toBeCloseTo(Math.min(1, outTime / 2), 5);
    expect(latest).toBe(1);
  });

  // Invalid settings never reach the executor: the job's payload is refused when it is created
  // (services/jobs/convert-request.test.ts).
  it('refuses a trim that starts past the end and an unknown format, without encoding', async () => {
    const executor = executorFor(env);
    const trim = await runTask(
      executor,
      await taskFor(env, clip, 'mp4', {
        enable_trim: true,
        trim_start: '00:00:05.000',
        trim_end: '00:00:09.000',
      }),
    );
    expect(trim.outcome).toEqual({
      kind: 'failed',
      message: 'The trim start (00:00:05.000) is past the end of the file (00:00:02.000)',
    });
    expect(trim.progress).toEqual([]);
    const format = await runTask(executor, await taskFor(env, clip, 'exe'));
    expect(format.outcome).toEqual({ kind: 'failed', message: JOB_ERROR_MESSAGES.unsupported });
  });
});

describe('encode executor: compressions', () => {
  const compress = (settings: Record<string, unknown>) => ({
    processing_mode: 'compression',
    compression_settings: settings,
  });

  it('compresses with a compressor preset (discord: under 9.5 MB, ≤ 30 fps)', async () => {
    const task = await taskFor(env, clip, 'mp4', compress({ compressor_option: 'discord' }), 'compression');
    const { outcome, progress } = await runTask(executorFor(env), task);
    const file = expectFile(outcome, task.scratchDir);
    expect(file.size).toBeLessThanOrEqual(9.5 * BYTES_PER_MB);
    expect(videoStream(await probe(file.path))?.codec_name).toBe('h264');
    expectMonotonic(progress);
    expect(progress.at(-1)?.fraction).toBe(1);
  });

  it('keep_original resolves to the source container before validating', async () => {
    const task = await taskFor(
      env,
      clip,
      'keep_original',
      compress({ compressor_option: 'hd' }),
      'compression',
    );
    const { outcome } = await runTask(executorFor(env), task);
    // hd keeps the container, and the untouched 180p source is the smaller valid result or a new file.
    expect(outcome.kind === 'file' || outcome.kind === 'source').toBe(true);
    if (outcome.kind !== 'failed') expect(outcome.format).toBe('mp4');
  });

  it('size_targeted_mb: encodes a 2.6 MB source under 1 MB; a source that fits is handed back', async () => {
    const executor = executorFor(env);
    const target = compress({ compression_method: 'size_targeted_mb', target_size_mb: 1 });
    const task = await taskFor(env, noisy, 'mp4', target, 'compression');
    const { outcome, progress } = await runTask(executor, task);
    expect(noisy.size).toBeGreaterThan(BYTES_PER_MB);
    const file = expectFile(outcome, task.scratchDir);
    expect(file.size).toBeLessThanOrEqual(BYTES_PER_MB);
    expectMonotonic(progress);
    // The first encode fills 0-0.85; a re-encode (ultrafast overshoots its bitrate) fills 0.85-0.95.
    const fractions = progress.map((r) => r.fraction);
    expect(fractions).toContain(0.85);
    if (fractions.some((f) => f > 0.85 && f < 1)) expect(fractions).toContain(0.95);
    expect(progress.at(-1)?.fraction).toBe(1);

    const fits = await runTask(executor, await taskFor(env, clip, 'mp4', target, 'compression'));
    expect(fits.outcome).toEqual({ kind: 'source', size: clip.size, format: 'mp4' });
    expect(fits.progress.at(-1)?.fraction).toBe(1);
  });
});
