/**
 * HDR sources from the media corpus (D61): tone-mapped to SDR BT.709 on 8-bit outputs, kept 10-bit with
 * their colour description when the visitor asks and the codec allows; read back with ffprobe.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packetsMd5 } from './encode-helpers.js';
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

const run = promisify(execFile);

const HLG = path.join(CORPUS_DIR, 'androidx_hlg10-color-test.mp4');
const PQ_AV1 = path.join(CORPUS_DIR, 'androidx_hdr10-av1.mp4');

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

const corpus = existsSync(HLG) && existsSync(PQ_AV1);

describe.skipIf(!corpus)('HDR inputs (real ffmpeg, corpus files)', { timeout: 60_000 }, () => {
  let env: ExecutorEnv;
  let hlg: Input;
  let pq: Input;
  beforeAll(async () => {
    env = await executorEnv();
    [hlg, pq] = await Promise.all([
      corpusInput(env, path.basename(HLG)),
      corpusInput(env, path.basename(PQ_AV1)),
    ]);
  });
  afterAll(() => env.cleanup());

  async function convert(input: Input, format: string, settings: Record<string, unknown>) {
    const { outcome } = await runTask(executorFor(env), await taskFor(env, input, format, settings));
    if (outcome.kind !== 'file') throw new Error(JSON.stringify(outcome));
    return outcome.path;
  }

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
