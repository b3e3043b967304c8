/**
 * Real files from the media corpus through the executor. HDR sources (D61): tone-mapped to SDR BT.709
 * on 8-bit outputs, kept 10-bit with their colour description when the visitor asks and the codec
 * allows. A phone recording shown turned by a display matrix (D60): copied into MP4 with the matrix
 * kept, encoded upright for MKV (ffmpeg 5.1's Matroska muxer would drop the matrix). Read back with
 * ffprobe.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packetsMd5, probe, videoStream } from './encode-helpers.js';
import * as ex from './executor-helpers.js';
import type { ExecutorEnv, Input } from './executor-helpers.js';

const run = promisify(execFile);

const HLG = path.join(ex.CORPUS_DIR, 'androidx_hlg10-color-test.mp4');
const PQ_AV1 = path.join(ex.CORPUS_DIR, 'androidx_hdr10-av1.mp4');

async function colourOf(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-print_format',
    'json',
    '-show_entries',
    'stream=codec_name,pix_fmt,color_primaries,color_transfer,color_space',
    file,
  ]);
  return (JSON.parse(stdout) as { streams: Record<string, string>[] }).streams[0] ?? {};
}

const ROTATED = 'androidx_emulator_270_rotated.mp4';

async function rotationOf(file: string): Promise<number> {
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data=rotation'],
    ...['-of', 'csv=p=0', file],
  ]);
  return Number(stdout.trim() || 0);
}

const corpus = existsSync(HLG) && existsSync(PQ_AV1);

describe.skipIf(!corpus)('HDR inputs (corpus files; skipped without them)', { timeout: 60_000 }, () => {
  let env: ExecutorEnv;
  let hlg: Input;
  let pq: Input;
  beforeAll(async () => {
    env = await ex.executorEnv();
    [hlg, pq] = await Promise.all([
      ex.corpusInput(env, path.basename(HLG)),
      ex.corpusInput(env, path.basename(PQ_AV1)),
    ]);
  });
  afterAll(() => env.cleanup());

  const convert = async (input: Input, format: string, settings: Record<string, unknown>) =>
    ex.outputOf((await ex.encodeOn(env, input, format, settings)).outcome);

  it.each([
    ['HLG HEVC', () => hlg],
    ['PQ AV1', () => pq],
  ])('%s to 8-bit H.264 MP4 is tone-mapped to SDR BT.709', async (_name, input) => {
    const out = await convert(input(), 'mp4', { enable_trim: true, trim_end: '00:00:00.500' });
    expect(await colourOf(out)).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
      color_primaries: 'bt709',
      color_transfer: 'bt709',
      color_space: 'bt709',
    });
  });

  it('keep_hdr with H.265 encodes 10-bit and keeps BT.2020 with the source transfer', async () => {
    const out = await convert(hlg, 'mkv', { video_codec: 'h265', keep_hdr: true, video_crf: 30 });
    expect(await colourOf(out)).toMatchObject({
      codec_name: 'hevc',
      pix_fmt: 'yuv420p10le',
      color_primaries: 'bt2020',
      color_transfer: 'arib-std-b67',
      color_space: 'bt2020nc',
    });
  });

  it('keep_hdr on a container-only change copies the HDR video as it is', async () => {
    const out = await convert(hlg, 'mkv', { video_codec: 'h265', keep_hdr: true });
    expect(await packetsMd5(out, 'v')).toBe(await packetsMd5(HLG, 'v'));
    expect(await colourOf(out)).toMatchObject({ pix_fmt: 'yuv420p10le', color_transfer: 'arib-std-b67' });
  });
});

describe.skipIf(!existsSync(path.join(ex.CORPUS_DIR, ROTATED)))(
  'stream copy of a turned picture (skipped without its corpus file)',
  { timeout: 60_000 },
  () => {
    let env: ExecutorEnv;
    let input: Input;
    beforeAll(async () => {
      env = await ex.executorEnv();
      input = await ex.corpusInput(env, ROTATED);
    });
    afterAll(() => env.cleanup());

    const convert = async (format: string) => ex.outputOf((await ex.encodeOn(env, input, format)).outcome);

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
