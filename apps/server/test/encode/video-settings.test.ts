/**
 * Video settings through real ffmpeg (CC-3.16–3.22): each setting changes what ffprobe sees, subtitles
 * soft and hard (through a path full of filtergraph specials), and the hardened input flags.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaMetadata } from '@mediaforge/shared';
import { buildEncodePlan } from '../../src/ffmpeg/encode/build.js';
import {
  audioStream,
  convert,
  durationOf,
  makeClip,
  metadataOf,
  probe,
  requestFor,
  runPlan,
  tempDir,
  videoStream,
} from './encode-helpers.js';

const run = promisify(execFile);

let dir = '';
let cleanup: () => Promise<void> = () => Promise.resolve();
let clip = '';
let meta: MediaMetadata;
let srt = '';

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  clip = await makeClip(dir, 'in.mp4', { size: '320x180', seconds: 2 });
  meta = await metadataOf(clip, 'mp4');
  // Every character the filtergraph parser treats specially, in the directory and the file name.
  const weird = path.join(dir, 'sub dir [x],y;z');
  await mkdir(weird);
  srt = path.join(weird, "it's: a\\b.srt");
  await writeFile(srt, '1\n00:00:00,000 --> 00:00:05,000\nHELLO WORLD\n');
});
afterAll(() => cleanup());

/** The brightest luma value of the frame at `seconds`. */
async function brightest(file: string, seconds: number): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.reduce((max, v) => Math.max(max, v), 0);
}

const fps = (rate: string | undefined) => {
  const [n, d] = (rate ?? '0/1').split('/').map(Number);
  return (n ?? 0) / (d ?? 1);
};

describe('video settings through ffmpeg', () => {
  it('CC-3.21 trim keeps 00:00:00.500-00:00:01.750', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mp4',
      name: 'trim.mp4',
      settings: { enable_trim: true, trim_start: '00:00:00.500', trim_end: '00:00:01.750' },
    });
    expect(durationOf(r.probe)).toBeGreaterThan(1.2);
    expect(durationOf(r.probe)).toBeLessThan(1.35);
  });

  it('CC-3.22 crop, then CC-3.18 rotate 90° clockwise', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mkv',
      name: 'crop.mkv',
      settings: {
        enable_crop: true,
        crop_width: 201,
        crop_height: 100,
        crop_x: 10,
        crop_y: 10,
        rotate_video: 90,
        flip_video: 'both',
      },
    });
    expect(videoStream(r.probe)).toMatchObject({ width: 100, height: 200 });
  });

  it('CC-3.17 custom size (even) and a §9 resolution (upscaled on request); CC-3.18 frame rate', async () => {
    const custom = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mp4',
      name: 'custom.mp4',
      settings: { resize_video: 'custom', custom_width: 161, custom_height: 91, video_framerate: 12 },
    });
    expect(videoStream(custom.probe)).toMatchObject({ width: 160, height: 90 });
    expect(fps(videoStream(custom.probe)?.r_frame_rate)).toBe(12);
    const hd = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mp4',
      name: 'hd.mp4',
      settings: { resize_video: '720p' },
    });
    expect(videoStream(hd.probe)).toMatchObject({ width: 1280, height: 720 });
  });

  it('CC-3.19 audio codec and bitrate, volume, fades; remove_audio drops the stream', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mkv',
      name: 'audio.mkv',
      settings: {
        audio_codec: 'opus',
        audio_bitrate: '96k',
        adjust_volume: 150,
        fade_in_audio: 0.5,
        fade_out_audio: 0.5,
      },
    });
    expect(audioStream(r.probe)?.codec_name).toBe('opus');
    const silent = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mp4',
      name: 'silent.mp4',
      settings: { remove_audio: true },
    });
    expect(audioStream(silent.probe)).toBeUndefined();
  });

  it('CC-3.16 H.264 profile and CRF reach the stream', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mp4',
      name: 'profile.mp4',
      settings: { video_profile: 'baseline', video_crf: 30 },
    });
    expect(videoStream(r.probe)?.profile).toBe('Constrained Baseline');
  });
});

describe('subtitles through ffmpeg (CC-3.20)', () => {
  const subtitle = () => ({ path: srt, demuxer: 'srt' });

  it.each([
    ['mp4', 'mov_text'],
    ['mkv', 'subrip'],
    ['webm', 'webvtt'],
    ['mov', 'mov_text'],
  ] as const)('an uploaded file becomes a soft %s track (%s)', async (format, codec) => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format,
      name: `soft.${format}`,
      settings: { add_subtitle: 'upload', subtitle_file: 'f1', subtitle_mode: 'soft' },
      subtitle: subtitle(),
    });
    expect(r.probe.streams.find((s) => s.codec_type === 'subtitle')?.codec_name).toBe(codec);
  });

  it('hard mode burns the text in, through a path with spaces, quotes, colons, brackets, commas, semicolons', async () => {
    const black = await makeClip(dir, 'black.mp4', { source: 'color=c=black', seconds: 2 });
    const blackMeta = await metadataOf(black, 'mp4');
    const plain = await convert({ input: black, metadata: blackMeta, dir, format: 'mp4', name: 'plain.mp4' });
    const burnt = await convert({
      input: black,
      metadata: blackMeta,
      dir,
      format: 'mp4',
      name: 'burnt.mp4',
      settings: { add_subtitle: 'upload', subtitle_file: 'f1', subtitle_mode: 'hard' },
      subtitle: subtitle(),
    });
    expect(burnt.probe.streams.some((s) => s.codec_type === 'subtitle')).toBe(false);
    expect(await brightest(plain.output, 1)).toBeLessThan(40);
    expect(await brightest(burnt.output, 1)).toBeGreaterThan(200);
  });

  it('a source track: soft copy into MKV, and burnt in at its source time after a trim', async () => {
    const cue = path.join(dir, 'cue.srt');
    await writeFile(cue, '1\n00:00:01,000 --> 00:00:02,000\nHELLO\n');
    const withSubs = await makeClip(dir, 'subs.mkv', {
      source: 'color=c=black',
      seconds: 4,
      extraInputs: ['-i', cue],
      extra: ['-c:s', 'srt'],
    });
    const subsMeta = await metadataOf(withSubs, 'mkv');
    const soft = await convert({
      input: withSubs,
      demuxer: 'matroska',
      metadata: subsMeta,
      dir,
      format: 'mkv',
      name: 'copy-soft.mkv',
      settings: { add_subtitle: 'copy', subtitle_stream: 1 },
    });
    expect(soft.probe.streams.find((s) => s.codec_type === 'subtitle')?.codec_name).toBe('subrip');
    const hard = await convert({
      input: withSubs,
      demuxer: 'matroska',
      metadata: subsMeta,
      dir,
      format: 'avi',
      name: 'copy-hard.avi',
      settings: {
        add_subtitle: 'copy',
        enable_trim: true,
        trim_start: '00:00:01.500',
        trim_end: '00:00:03.500',
      },
    });
    // The cue shows 1-2 s of the source: 0-0.5 s of the trimmed clip, and not after.
    expect(await brightest(hard.output, 0.2)).toBeGreaterThan(200);
    expect(await brightest(hard.output, 1.2)).toBeLessThan(40);
  });
});

describe('rate control and hardening through ffmpeg', () => {
  it('CC-3.36 two-pass bitrate: the first pass writes only its log; the result is near the bitrate', async () => {
    const noisy = await makeClip(dir, 'noisy.mp4', { seconds: 3, noise: 8, crf: 12 });
    const r = await convert({
      input: noisy,
      metadata: await metadataOf(noisy, 'mp4'),
      dir,
      format: 'mp4',
      name: 'twopass.mp4',
      compression: { rate: { kind: 'bitrate', kbps: 400, twoPass: true }, faststart: true },
      settings: { remove_audio: true },
    });
    expect(r.plan.kind === 'ffmpeg' && r.plan.passes).toHaveLength(2);
    await expect(readFile(path.join(dir, 'pass-0.log'))).resolves.toBeDefined();
    const kbps = (Number(r.probe.format.size) * 8) / durationOf(r.probe) / 1000;
    expect(kbps).toBeGreaterThan(300);
    expect(kbps).toBeLessThan(500);
  });

  it('DESIGN.md §5 the input is opened only by the forced demuxer', async () => {
    const plan = buildEncodePlan(
      requestFor({ input: clip, demuxer: 'matroska', metadata: meta, dir, format: 'mkv', name: 'x.mkv' }),
    );
    await expect(runPlan(plan)).rejects.toThrow(/Invalid data|matroska/);
  });

  it('GIF settings (CC-3.26–3.28): custom size, fps, reversed, loop count written in the file', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'gif',
      name: 'loop.gif',
      settings: {
        gif_width: 200,
        height_mode: 'custom',
        gif_height: 100,
        gif_fps: 10,
        color_palette: 32,
        dithering: 'bayer',
        background_optimization: true,
        reverse_gif: true,
        loop_count: 3,
        trim_start: '00:00:00.000',
        trim_end: '00:00:01.000',
      },
    });
    expect(videoStream(r.probe)).toMatchObject({ codec_name: 'gif', width: 200, height: 100 });
    expect(durationOf(r.probe)).toBeGreaterThan(0.9);
    const bytes = await readFile(r.output);
    const netscape = bytes.indexOf('NETSCAPE2.0');
    expect(netscape).toBeGreaterThan(0);
    // NETSCAPE2.0, sub-block size 3, id 1, then the loop count little-endian.
    expect(bytes.readUInt16LE(netscape + 13)).toBe(3);
    expect((await probe(r.output)).streams).toHaveLength(1);
  });
});
