/**
 * Every video output of the codec table through real ffmpeg 5.1, checked with ffprobe (CC-9.32/9.33,
 * CC-9.36–9.45, CC-9.50). Short 320x180 clips; the speed preset is ultrafast where it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaMetadata, VideoOutputFormat } from '@mediaforge/shared';
import {
  audioStream,
  containerOf,
  convert,
  durationOf,
  makeClip,
  metadataOf,
  tempDir,
  videoStream,
} from './encode-helpers.js';

let dir = '';
let cleanup: () => Promise<void> = () => Promise.resolve();
let clip = '';
let meta: MediaMetadata;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  clip = await makeClip(dir, 'in.mp4', { size: '320x180', seconds: 2 });
  meta = await metadataOf(clip, 'mp4');
});
afterAll(() => cleanup());

/** [checklist id, format, settings, container (brand / magic), ffprobe video codec, ffprobe audio codec] */
const CASES: readonly [string, VideoOutputFormat, Record<string, unknown>, string, string, string][] = [
  ['CC-9.36', 'mp4', {}, 'isom', 'h264', 'aac'],
  ['CC-9.36', 'mp4', { video_codec: 'h265' }, 'isom', 'hevc', 'aac'],
  ['CC-9.36', 'mov', {}, 'qt', 'h264', 'aac'],
  ['CC-9.36', 'mov', { video_codec: 'copy' }, 'qt', 'h264', 'aac'],
  ['CC-9.37', 'm4v', {}, 'M4V', 'h264', 'aac'],
  ['CC-9.38', 'webm', {}, 'webm', 'vp9', 'opus'],
  ['CC-9.38', 'webm', { video_codec: 'av1', audio_codec: 'vorbis' }, 'webm', 'av1', 'vorbis'],
  ['CC-9.39', 'avi', {}, 'RIFF', 'h264', 'mp3'],
  ['CC-9.39', 'avi', { video_codec: 'mpeg4' }, 'RIFF', 'mpeg4', 'mp3'],
  ['CC-9.40', 'mkv', {}, 'matroska', 'h264', 'aac'],
  ['CC-9.40', 'mkv', { video_codec: 'vp9', audio_codec: 'flac' }, 'matroska', 'vp9', 'flac'],
  ['CC-9.40', 'mkv', { video_codec: 'copy' }, 'matroska', 'h264', 'aac'],
  ['CC-9.41', 'flv', {}, 'FLV\u0001', 'h264', 'aac'],
  ['CC-9.42', 'wmv', {}, '0&\u00b2u', 'wmv2', 'mp3'],
  ['CC-9.42', 'wmv', { video_codec: 'msmpeg4v3', audio_codec: 'wmav2' }, '0&\u00b2u', 'msmpeg4v3', 'wmav2'],
  ['CC-9.43', '3gp', { video_codec: 'mpeg4' }, '3gp4', 'mpeg4', 'aac'],
  ['CC-9.44', 'ogv', {}, 'OggS', 'theora', 'vorbis'],
];

describe('video outputs through ffmpeg (CC-9.33)', () => {
  it.each(CASES)('%s %s %j → %s with %s + %s', async (_id, format, settings, container, video, audio) => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format,
      settings,
      name: `out-${format}-${video}.${format}`,
    });
    expect(await containerOf(r.output)).toBe(container);
    expect(videoStream(r.probe)).toMatchObject({ codec_name: video, width: 320, height: 180 });
    expect(audioStream(r.probe)?.codec_name).toBe(audio);
    expect(durationOf(r.probe)).toBeGreaterThan(1.9);
    expect(durationOf(r.probe)).toBeLessThan(2.2);
  });

  it('CC-9.50 3GP defaults from a 720p source: H.264 640x360, AAC 8000 Hz mono', async () => {
    const big = await makeClip(dir, 'in720.mp4', { size: '1280x720', seconds: 1 });
    const r = await convert({ input: big, metadata: await metadataOf(big, 'mp4'), dir, format: '3gp' });
    expect(await containerOf(r.output)).toBe('3gp6');
    expect(videoStream(r.probe)).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
      pix_fmt: 'yuv420p',
    });
    expect(audioStream(r.probe)).toMatchObject({ codec_name: 'aac', sample_rate: '8000', channels: 1 });
  });

  it('CC-9.45 GIF: gif codec at the default 480x270', async () => {
    const r = await convert({ input: clip, metadata: meta, dir, format: 'gif' });
    expect(await containerOf(r.output)).toBe('GIF8');
    expect(videoStream(r.probe)).toMatchObject({ codec_name: 'gif', width: 480, height: 270 });
    expect(durationOf(r.probe)).toBeGreaterThan(1.8);
  });

  it('H.265 in MP4 is tagged hvc1 (plays on Apple devices)', async () => {
    const r = await convert({
      input: clip,
      metadata: meta,
      dir,
      format: 'mov',
      settings: { video_codec: 'h265' },
    });
    expect(videoStream(r.probe)).toMatchObject({ codec_name: 'hevc', codec_tag_string: 'hvc1' });
  });
});
