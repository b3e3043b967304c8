/**
 * Every compressor option (CC-9.24–9.28) on real files: the result satisfies its preset (container,
 * codecs, resolution box, frame-rate cap, size target or ceiling, never larger than a source that fits).
 * Sources: 1 s of 1280x720 at 50 fps, and for the size options 2 s of noisy 720p (≈ 2 MB). The speed
 * preset is ultrafast (the test checks the result, not the encoder's effort).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  COMPRESSOR_OPTIONS,
  COMPRESSOR_PRESETS,
  normaliseSettings,
  type CompressorOption,
  type MediaMetadata,
} from '@mediaforge/shared';
import {
  compressionFromPreset,
  resolveOutputFormat,
  settingsEditMedia,
  sourceIsAcceptable,
} from '../../src/ffmpeg/encode/compression.js';
import { compressVideo } from '../../src/services/encode/compression-run.js';
import {
  audioStream,
  containerOf,
  makeClip,
  metadataOf,
  probe,
  runPlan,
  statSize,
  tempDir,
  videoStream,
} from './encode-helpers.js';

let dir = '';
let cleanup: () => Promise<void> = () => Promise.resolve();
let plain = '';
let plainMeta: MediaMetadata;
let noisy = '';
let noisyMeta: MediaMetadata;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  plain = await makeClip(dir, 'plain.mp4', { size: '1280x720', rate: 50, seconds: 1 });
  plainMeta = await metadataOf(plain, 'mp4');
  noisy = await makeClip(dir, 'noisy.mp4', { size: '1280x720', seconds: 2, noise: 3, crf: 18 });
  noisyMeta = await metadataOf(noisy, 'mp4');
});
afterAll(() => cleanup());

const BRANDS: Readonly<Record<string, string>> = { mp4: 'isom', mov: 'qt', mkv: 'matroska', avi: 'RIFF' };
const PROBE_CODEC: Readonly<Record<string, string>> = { h264: 'h264', h265: 'hevc', mpeg4: 'mpeg4' };
const fps = (rate: string | undefined) => {
  const [n, d] = (rate ?? '0/1').split('/').map(Number);
  return (n ?? 0) / (d ?? 1);
};

async function compressWith(option: CompressorOption) {
  const preset = COMPRESSOR_PRESETS[option];
  const sizeOption = preset.quality.kind === 'size';
  const input = sizeOption ? noisy : plain;
  const metadata = sizeOption ? noisyMeta : plainMeta;
  const format = resolveOutputFormat(preset.format, metadata);
  const parsed = normaliseSettings(format, {});
  if (parsed.kind !== 'video') throw new Error('video settings expected');
  const strategy = compressionFromPreset(preset);
  const base = strategy.kind === 'size' ? strategy.base : strategy.overrides;
  const output = path.join(dir, `${option}.${format}`);
  const outcome = await compressVideo(
    {
      request: {
        input: { path: input, demuxer: 'mov' },
        output,
        metadata,
        job: { kind: 'video', format, settings: parsed.settings },
        scratch: {
          passLogFile: path.join(dir, `${option}-pass`),
          intermediateWav: path.join(dir, `${option}.wav`),
        },
        speed: 'ultrafast',
      },
      strategy,
      sourceAcceptable: sourceIsAcceptable(format, metadata, base, settingsEditMedia(parsed.settings)),
    },
    { encode: runPlan, stat: statSize },
  );
  return { preset, format, outcome, output, source: input, sourceSize: (await statSize(input)).size };
}

describe('compressor options on real files', () => {
  it.each(COMPRESSOR_OPTIONS)('%s produces a result that satisfies its preset', async (option) => {
    const { preset, format, outcome, output, source, sourceSize } = await compressWith(option);
    expect(outcome.kind).not.toBe('failed');
    const file = outcome.kind === 'source' ? source : output;
    const p = await probe(file);
    const size = Number(p.format.size);
    const v = videoStream(p);
    expect(await containerOf(file)).toBe(BRANDS[format]);
    if (preset.quality.kind === 'size') {
      // CC-9.19: never above the target, never above a source that already fits.
      expect(size).toBeLessThanOrEqual(preset.quality.targetMb * BYTES_PER_MB);
      expect(size).toBeLessThanOrEqual(sourceSize);
    }
    if (preset.maxSizeMb !== undefined) expect(size).toBeLessThanOrEqual(preset.maxSizeMb * BYTES_PER_MB);
    if (outcome.kind === 'source') {
      // The source comes back unchanged: it fits a size target, or an encode did not make it smaller.
      expect(outcome.reason).toBe(preset.quality.kind === 'size' ? 'fits' : 'smaller');
      expect(size).toBe(sourceSize);
    }
    // A source handed back is held to the same preset as an encode.
    if (preset.videoCodec) expect(v?.codec_name).toBe(PROBE_CODEC[preset.videoCodec]);
    if (preset.maxResolution) {
      expect(Math.max(v?.width ?? 0, v?.height ?? 0)).toBeLessThanOrEqual(preset.maxResolution.width);
      expect(Math.min(v?.width ?? 0, v?.height ?? 0)).toBeLessThanOrEqual(preset.maxResolution.height);
    }
    if (preset.maxFps !== undefined) expect(fps(v?.r_frame_rate)).toBeLessThanOrEqual(preset.maxFps);
    else expect(fps(v?.r_frame_rate)).toBe(fps(videoStream(await probe(source))?.r_frame_rate));
    if (preset.audio.codec)
      expect(audioStream(p)?.codec_name).toBe(preset.audio.codec === 'mp3' ? 'mp3' : preset.audio.codec);
    if (preset.quality.kind === 'lossless') expect(v?.profile).toBe('High 4:4:4 Predictive');
  });

  it('mobile caps a 720p source at 854x480 (16:9 → 852x480, even sides)', async () => {
    const { outcome, output } = await compressWith('mobile');
    expect(outcome.kind).toBe('encoded');
    expect(videoStream(await probe(output))).toMatchObject({ width: 852, height: 480 });
  });

  it('5mb and larger size options hand back the 2 MB source itself; 1mb encodes it under 1 MB', async () => {
    expect((await compressWith('5mb')).outcome).toMatchObject({ kind: 'source', reason: 'fits' });
    const one = await compressWith('1mb');
    expect(one.outcome.kind).toBe('encoded');
    expect(one.outcome.kind === 'encoded' && one.outcome.size).toBeLessThanOrEqual(BYTES_PER_MB);
  });
});
