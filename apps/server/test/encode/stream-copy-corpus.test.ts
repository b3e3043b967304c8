/**
 * The lossless fast path (D60) on a real phone recording from the corpus, shown turned by a display
 * matrix: copied into MP4 with the matrix kept, encoded upright for MKV (ffmpeg 5.1's Matroska muxer
 * would drop the matrix and show the picture on its side).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packetsMd5, probe, videoStream } from './encode-helpers.js';
import {
  CORPUS_DIR,
  corpusInput,
  executorEnv,
  executorFor,
  runTask,
  taskFor,
  type ExecutorEnv,
  type Input,
} from './executor-helpers.js';

const ROTATED = 'androidx_emulator_270_rotated.mp4';

async function rotationOf(file: string): Promise<number> {
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data=rotation'],
    ...['-of', 'csv=p=0', file],
  ]);
  return Number(stdout.trim() || 0);
}

describe.skipIf(!existsSync(path.join(CORPUS_DIR, ROTATED)))(
  'stream copy of a turned picture',
  { timeout: 60_000 },
  () => {
    let env: ExecutorEnv;
    let input: Input;
    beforeAll(async () => {
      env = await executorEnv();
      input = await corpusInput(env, ROTATED);
    });
    afterAll(() => env.cleanup());

    async function convert(format: string) {
      const { outcome } = await runTask(executorFor(env), await taskFor(env, input, format, {}));
      if (outcome.kind !== 'file') throw new Error(JSON.stringify(outcome));
      return outcome.path;
    }

    it('to MP4: the packets are the source’s and the display matrix stays', async () => {
      const out = await convert('mp4');
      expect(await packetsMd5(out, 'v')).toBe(await packetsMd5(input.path, 'v'));
      expect(await rotationOf(out)).toBe(await rotationOf(input.path));
    });

    it('to MKV: encoded with the turn applied, so the picture is upright without a matrix', async () => {
      const out = await convert('mkv');
      expect(await packetsMd5(out, 'v')).not.toBe(await packetsMd5(input.path, 'v'));
      const v = videoStream(await probe(out));
      expect([v?.width, v?.height]).toEqual([720, 1280]);
    });
  },
);
