import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Short lavfi sources (DESIGN.md §6: fixtures are generated at test time, never committed). */
export const VIDEO_SOURCE = ['-f', 'lavfi', '-i', 'testsrc2=s=64x48:r=10:d=0.3'];
export const AUDIO_SOURCE = ['-f', 'lavfi', '-i', 'sine=d=0.3'];

export async function ffmpeg(args: readonly string[]): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args]);
}

/** A small real media file (~6 KB mp4 with video and audio) under `dir`. */
export async function smallMp4(dir: string, name = 'small.mp4'): Promise<string> {
  const file = path.join(dir, name);
  await ffmpeg([...VIDEO_SOURCE, ...AUDIO_SOURCE, '-c:v', 'libx264', '-c:a', 'aac', file]);
  return file;
}

const cacheDir = path.join(tmpdir(), 'mediaforge-test-fixtures');

/**
 * A real ~34.7 MB AVI (one second of 1280×720 raw video plus PCM audio), generated once per machine
 * and shared by the test files; written under a temporary name and renamed, so parallel workers never
 * read half a file.
 */
export async function bigAvi(): Promise<{ file: string; size: number; sha256: string }> {
  const file = path.join(cacheDir, 'big-raw-720p.avi');
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.avi`;
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=1280x720:r=25:d=1',
      '-f',
      'lavfi',
      '-i',
      'sine=d=1',
      '-c:v',
      'rawvideo',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'pcm_s16le',
      temp,
    ]);
    renameSync(temp, file);
  }
  const bytes = readFileSync(file);
  return { file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A directory of generated media files that tests read as bytes (keeps node: imports out of src/ffmpeg). */
export interface MediaSamples {
  path(name: string): string;
  read(name: string): Uint8Array;
  write(name: string, bytes: Uint8Array): string;
  /** Runs ffprobe with these arguments and returns its stdout. */
  ffprobe(args: readonly string[]): string;
  remove(): void;
}

/** Generates `name → ffmpeg arguments` in parallel; `a.amr` is written with sox (no AMR encoder in ffmpeg). */
export async function createMediaSamples(
  specs: readonly (readonly [string, readonly string[]])[],
  options: { readonly amr?: boolean } = {},
): Promise<MediaSamples> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-samples-'));
  const jobs = specs.map(([name, args]) => ffmpeg([...args, path.join(dir, name)]));
  if (options.amr) {
    const amr = path.join(dir, 'a.amr');
    jobs.push(
      run('sox', ['-n', '-r', '8000', '-c', '1', '-t', 'amr-nb', amr, 'synth', '0.3', 'sine', '440']).then(
        () => undefined,
      ),
    );
  }
  await Promise.all(jobs);
  return {
    path: (name) => path.join(dir, name),
    read: (name) => readFileSync(path.join(dir, name)),
    write(name, bytes) {
      writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    },
    ffprobe: (args) => execFileSync('ffprobe', args, { encoding: 'utf8' }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
