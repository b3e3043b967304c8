/**
 * Hostile inputs (DESIGN.md §5): a file whose bytes are not a known container never reaches ffmpeg, so a
 * playlist or concat list cannot make it open another file; and every ffmpeg command of every plan the
 * executor runs forces the sniffed demuxer and the file protocol on each input.
 */
import { execFileSync } from 'node:child_process';
import { constants, openSync } from 'node:fs';
import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_OUTPUT_FORMATS,
  BYTES_PER_MB,
  JOB_ERROR_MESSAGES,
  VIDEO_OUTPUT_FORMATS,
  type MediaMetadata,
  type ProcessingMode,
} from '@mediaforge/shared';
import type { ProcessRunner, RunRequest } from '../../src/repositories/process/process-runner.repository.js';
import {
  executorEnv,
  executorFor,
  recordingRunner,
  runTask,
  taskFor,
  type ExecutorEnv,
} from './executor-helpers.js';

let env: ExecutorEnv;
let secret = '';

beforeAll(async () => {
  env = await executorEnv();
  // A named pipe: a reader that opened it would block, and could be seen (below) while it held it.
  await mkdir(path.join(env.dataDir, 'secret'));
  secret = path.join(env.dataDir, 'secret', 'segment.ts');
  execFileSync('mkfifo', [secret]);
});
afterAll(() => env.cleanup());

const META: MediaMetadata = {
  container: 'mp4',
  duration: 3,
  width: 320,
  height: 180,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasVideo: true,
  hasAudio: true,
};

async function stored(name: string, bytes: string | Buffer) {
  const file = path.join(env.filesDir, name);
  await writeFile(file, bytes);
  return { path: file, size: Buffer.byteLength(bytes), metadata: META };
}

/** True when some process has the FIFO open for reading (a writer's non-blocking open then succeeds). */
function fifoHasReader(fifo: string): boolean {
  try {
    openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    return true;
  } catch {
    return false;
  }
}

describe('encode executor: hostile inputs are refused before any tool runs', () => {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]);
  it.each([
    [
      'an HLS playlist named .mp4',
      () => `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${secret}\n#EXT-X-ENDLIST\n`,
    ],
    ['an HLS playlist with a file: URL', () => `#EXTM3U\n#EXTINF:10.0,\nfile://${secret}\n#EXT-X-ENDLIST\n`],
    ['an ffconcat list', () => `ffconcat version 1.0\nfile '${secret}'\n`],
    ['plain text', () => 'just some text, not media at all\n'],
    ['an ID3 tag in front of a playlist', () => Buffer.concat([id3, Buffer.from(`#EXTM3U\n${secret}\n`)])],
  ])('%s', async (_name, content) => {
    const { runner, calls } = recordingRunner();
    const input = await stored('upload.mp4', content());
    const { outcome, progress } = await runTask(
      executorFor(env, { runner }),
      await taskFor(env, input, 'mp4'),
    );
    expect(outcome).toEqual({ kind: 'failed', message: JOB_ERROR_MESSAGES.unsupported });
    expect(calls).toEqual([]);
    expect(progress).toEqual([]);
    expect(fifoHasReader(secret)).toBe(false);
  });
});

/** Records each command and writes a non-empty file at its output, instead of running it. */
function fakeRunner(): { runner: ProcessRunner; requests: RunRequest[] } {
  const requests: RunRequest[] = [];
  const runner: ProcessRunner = {
    async run(request) {
      requests.push(request);
      const last = request.args.at(-1) ?? '';
      const output = request.command === 'sox' ? last : last.replace(/^file:/, '');
      // ffprobe's last argument is its input, not a file it writes.
      const writes = request.command !== 'ffprobe' && output.startsWith('/') && output !== '/dev/null';
      if (writes) await writeFile(output, 'x');
      request.onStdout?.('out_time_us=1000000\nprogress=end\n');
      const base = { stdout: '', stderr: '', timedOut: false, outputExceeded: false, aborted: false };
      return { ...base, pid: 1, exitCode: 0, signal: null };
    },
  };
  return { runner, requests };
}

/** Each `-i` with the options in front of it (back to the previous `-i`). */
function inputsOf(args: readonly string[]): { options: string[]; target: string }[] {
  const inputs: { options: string[]; target: string }[] = [];
  let from = 0;
  args.forEach((arg, i) => {
    if (arg !== '-i') return;
    inputs.push({ options: args.slice(from, i), target: args[i + 1] ?? '' });
    from = i + 2;
  });
  return inputs;
}

const compression = (settings: Record<string, unknown>) => ({
  processing_mode: 'compression',
  compression_settings: settings,
});

const CASES: [string, Record<string, unknown>, ProcessingMode][] = [
  ...[...VIDEO_OUTPUT_FORMATS, ...AUDIO_OUTPUT_FORMATS, 'gif'].map(
    (f): [string, Record<string, unknown>, ProcessingMode] => [f, {}, 'conversion'],
  ),
  ['mp4', { enable_trim: true, trim_start: '00:00:01.000', trim_end: '00:00:02.000' }, 'conversion'],
  ['mkv', { add_subtitle: 'copy' }, 'conversion'],
  [
    'mp4',
    compression({ compression_method: 'bitrate_targeted', target_bitrate: '500K', two_pass_encoding: true }),
    'compression',
  ],
  ['mp4', compression({ compression_method: 'size_targeted_mb', target_size_mb: 1 }), 'compression'],
  ['mp4', compression({ compressor_option: 'discord' }), 'compression'],
  ['keep_original', compression({ compressor_option: 'lossless' }), 'compression'],
];

describe('every command of every plan is hardened (argument level)', () => {
  it.each(CASES)('%s %j', async (format, settings, mode) => {
    // An MP4 header, then a hole up to 50 MB (sparse), so size targets have something to reduce.
    const header = await stored('real.mp4', Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2avc1mp41'));
    await truncate(header.path, 50 * BYTES_PER_MB);
    const input = { ...header, size: 50 * BYTES_PER_MB };
    const { runner, requests } = fakeRunner();
    const task = await taskFor(env, input, format, { ...settings, remove_audio: false }, mode);
    const { outcome } = await runTask(executorFor(env, { runner }), task);
    expect(outcome.kind, JSON.stringify(outcome)).not.toBe('failed');
    expect(requests.length).toBeGreaterThan(0);
    for (const { command, args } of requests) {
      if (command === 'sox') {
        expect(args).toContain('--no-glob');
        continue;
      }
      if (command === 'ffprobe') {
        // The job-time stream probe (D60): the input's hardening, and nothing written.
        expect(args.join(' ')).toMatch(/-protocol_whitelist file -f mov /);
        expect(args.at(-1)).toBe(`file:${input.path}`);
        continue;
      }
      expect(command).toBe('ffmpeg');
      expect(args).toContain('-nostdin');
      const inputs = inputsOf(args);
      expect(inputs.length).toBeGreaterThan(0);
      for (const { options, target } of inputs) {
        if (target.startsWith(`file:${task.scratchDir}/`)) {
          // A size probe's own encode read back for SSIM (D62): our scratch file, demuxer forced.
          expect(options.join(' ')).toMatch(/-protocol_whitelist file -f nut$/);
          continue;
        }
        expect(target).toBe(`file:${input.path}`);
        expect(options.join(' ')).toMatch(/-protocol_whitelist file -f mov( |$)/);
      }
      const output = args.slice(-3);
      if (output[2] !== '/dev/null') {
        expect(output[1]).toBe('-y');
        expect(output[2]?.startsWith(`file:${task.scratchDir}/`)).toBe(true);
      }
    }
  });
});
