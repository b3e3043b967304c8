/**
 * HDR sources from the media corpus (D61): tone-mapped to SDR BT.709 on 8-bit outputs, kept 10-bit with
 * their colour description when the visitor asks and the codec allows; read back with ffprobe.
 */
import { execFile } from 'node:child_process';
import { existsSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataOf } from './encode-helpers.js';
import {
  executorEnv,
  executorFor,
  runTask,
  taskFor,
  type ExecutorEnv,
  type Input,
} from './executor-helpers.js';

const run = promisify(execFile);
const CORPUS = '/work/shared/media-corpus/files';
const HLG = path.join(CORPUS, 'androidx_hlg10-color-test.mp4');
const PQ_AV1 = path.join(CORPUS, 'androidx_hdr10-av1.mp4');

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
async function videoMd5(file: string) {
  const { stdout } = await run('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-f',
    'md5',
    '-',
  ]);
  return stdout.trim();
}

const corpus = existsSync(HLG) && existsSync(PQ_AV1);

describe.skipIf(!corpus)('HDR inputs (real ffmpeg, corpus files)', { timeout: 60_000 }, () => {
  let env: ExecutorEnv;
  let hlg: Input;
  let pq: Input;
  beforeAll(async () => {
    env = await executorEnv();
    // Inputs live under the data directory, as uploads do: linked there, never copied.
    const stored = async (file: string): Promise<Input> => {
      const link = path.join(env.filesDir, path.basename(file));
      symlinkSync(file, link);
      return { path: link, size: statSync(file).size, metadata: await metadataOf(file, 'mp4') };
    };
    [hlg, pq] = await Promise.all([stored(HLG), stored(PQ_AV1)]);
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
    expect(await videoMd5(out)).toBe(await videoMd5(HLG));
    expect(await colourOf(out)).toMatchObject({ pix_fmt: 'yuv420p10le', color_transfer: 'arib-std-b67' });
  });
});
