import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';

/**
 * Media fixtures made at test time with ffmpeg's lavfi sources (DESIGN.md §6), in the test's output
 * directory. MPEG-4 Part 2 at -q:v 1 is big on purpose: 15 s of 1280×720 is about 25 MB, five 5 MB chunks.
 */
export function makeVideo(
  testInfo: TestInfo,
  name: string,
  options: { seconds: number; size: string; codecArgs?: readonly string[] },
): string {
  const out = testInfo.outputPath(name);
  const source = `testsrc2=s=${options.size}:r=30:d=${String(options.seconds)}`;
  const codec = options.codecArgs ?? ['-c:v', 'mpeg4', '-q:v', '1'];
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, ...codec, out]);
  return out;
}

/**
 * A clip in H.264 (quick to make and small to upload) for jobs that must run long enough to be stopped;
 * the default MPEG-4 at top quality is the big, compressible kind.
 */
export function makeH264(testInfo: TestInfo, name: string, seconds: number, size: string): string {
  const codecArgs = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'];
  return makeVideo(testInfo, name, { seconds, size, codecArgs });
}

/** A ~25 MB video: over the 10 MB threshold, so it takes the chunked path. */
export function makeLargeVideo(testInfo: TestInfo, name = 'large.mp4'): string {
  return makeVideo(testInfo, name, { seconds: 15, size: '1280x720' });
}

/** A ~100 KB video: under the threshold, one request. */
export function makeSmallVideo(testInfo: TestInfo, name = 'small.mp4'): string {
  return makeVideo(testInfo, name, { seconds: 1, size: '320x240' });
}

export function copyAs(testInfo: TestInfo, from: string, name: string): string {
  const out = testInfo.outputPath(name);
  copyFileSync(from, out);
  return out;
}

export function writeText(testInfo: TestInfo, name: string, text: string): string {
  const out = testInfo.outputPath(name);
  writeFileSync(out, text);
  return out;
}

export function sha256Of(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

export function sizeOf(path: string): number {
  return statSync(path).size;
}
