/**
 * Size targets that spend the bytes well (D62), through the executor with its content probes: a static
 * 1080p screen recording keeps a large picture where the bitrate ladder alone would shrink it, and a
 * clip of a few seconds lands within 70-100 % of its target. Short, low-frame-rate clips keep it quick.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxForBitrate } from '../../src/ffmpeg/encode/size-target.js';
import { metadataOf, probe, videoStream } from './encode-helpers.js';
import {
  clipInput,
  encodeOn,
  executorEnv,
  outputOf,
  type ExecutorEnv,
  type Input,
} from './executor-helpers.js';

/** A desktop: light background, a 1-pixel grid, window-like boxes, a small box moving like a cursor. */
const SCREEN =
  'color=c=0xf4f4f4:s=1920x1080:r=10:d=6,drawgrid=w=24:h=24:t=1:c=0xc8c8c8,' +
  'drawbox=x=120:y=90:w=900:h=520:c=0x3060a0:t=3,drawbox=x=160:y=140:w=400:h=16:c=black:t=fill,' +
  'drawbox=x=160:y=180:w=620:h=6:c=0x404040:t=fill,drawbox=x=1100:y=300:w=500:h=400:c=0x208040:t=2,' +
  "drawbox=x='200+t*40':y=700:w=12:h=18:c=black:t=fill";

let env: ExecutorEnv;
let screen: Input;
let short: Input;

beforeAll(async () => {
  env = await executorEnv();
  [screen, short] = await Promise.all([
    screenRecording(),
    clipInput(env, 'short.mp4', { size: '320x180', seconds: 2, crf: 16 }),
  ]);
}, 120_000);
afterAll(() => env.cleanup());

/** 6 s of the desktop at 10 fps, recorded at a constant 6 Mbit/s (as capture tools do): ~4.5 MB. */
async function screenRecording(): Promise<Input> {
  const file = path.join(env.filesDir, 'screen.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', SCREEN],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '6M', '-minrate', '6M', '-maxrate', '6M', '-bufsize', '6M', '-x264-params', 'nal-hrd=cbr'],
    file,
  ]);
  return { path: file, size: (await stat(file)).size, metadata: await metadataOf(file, 'mp4') };
}

async function compressTo(input: Input, reduction: number) {
  const { outcome, task } = await compressOutcome(input, reduction);
  const file = outputOf(outcome);
  return {
    path: file,
    size: (await stat(file)).size,
    target: task.input.size * (1 - reduction / 100),
  };
}

function compressOutcome(input: Input, reduction: number) {
  const compression_settings = {
    compression_method: 'size_targeted_percentage',
    target_reduction_percentage: reduction,
  };
  return encodeOn(env, input, 'mp4', { processing_mode: 'compression', compression_settings }, 'compression');
}

describe('size targets chosen from the content (real ffmpeg)', { timeout: 120_000 }, () => {
  it('a static 1080p screen recording at 10 % keeps a picture far above the ladder’s pick', async () => {
    const out = await compressTo(screen, 90);
    expect(out.size).toBeLessThanOrEqual(out.target);
    const height = videoStream(await probe(out.path))?.height ?? 0;
    // The ladder alone: about 590 kbps of video → 854x480.
    const ladder = boxForBitrate((out.target * 8) / 6 / 1000);
    expect(ladder.height).toBeLessThanOrEqual(480);
    expect(height).toBeGreaterThanOrEqual(720);
  });

  it('a 2 s clip of 250 KB lands within 70-100 % of a 15 % target (38 KB), never over', async () => {
    const out = await compressTo(short, 85);
    expect(out.size).toBeLessThanOrEqual(out.target);
    expect(out.size / out.target).toBeGreaterThanOrEqual(0.7);
  });

  it('an unreachable target names a measured smallest size, never "0 MB"', async () => {
    // Already squeezed (CRF 45): 10 % of it is out of reach.
    const tiny = await clipInput(env, 'tiny.mp4', { size: '320x180', seconds: 2, crf: 45 });
    const { outcome } = await compressOutcome(tiny, 90);
    expect(outcome.kind).toBe('failed');
    const message = outcome.kind === 'failed' ? outcome.message : '';
    const smallest = /the smallest this video can be made is about (\d+(?:\.\d+)?) MB/.exec(message)?.[1];
    expect(Number(smallest)).toBeGreaterThan(0);
    expect(message).not.toMatch(/about 0 MB/);
  });
});
