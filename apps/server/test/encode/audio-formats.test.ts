/**
 * Every audio output through real ffmpeg (and sox for AMR), checked with ffprobe (CC-9.34,
 * CC-9.46–9.55). The source is a 2 s clip with a 48 kHz stereo tone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioOutputFormat, MediaMetadata } from '@mediaforge/shared';
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
let video = '';
let videoMeta: MediaMetadata;
let audioOnly = '';
let audioMeta: MediaMetadata;
/** Pink noise: a tone is too easy for VBR encoders to show their bitrate. */
let noisy = '';

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  video = await makeClip(dir, 'in.mp4', { seconds: 2 });
  videoMeta = await metadataOf(video, 'mp4');
  audioOnly = await makeClip(dir, 'in.m4a', { seconds: 2, video: false });
  noisy = await makeClip(dir, 'noise.m4a', {
    seconds: 2,
    video: false,
    audioSource: 'anoisesrc=c=pink:a=0.3',
  });
  audioMeta = await metadataOf(audioOnly, 'm4a');
});
afterAll(() => cleanup());

/** [id, format, settings, container magic, codec, sample rate, channels] */
const CASES: readonly [string, AudioOutputFormat, Record<string, unknown>, string, string, string, number][] =
  [
    ['CC-9.51', 'mp3', {}, 'ID3\u0004', 'mp3', '48000', 2],
    ['CC-9.51', 'aac', {}, '\u00ff\u00f1L\u0080', 'aac', '48000', 2],
    ['CC-9.46', 'wav', {}, 'RIFF', 'pcm_s16le', '48000', 2],
    ['CC-9.51', 'wma', {}, '0&\u00b2u', 'wmav2', '48000', 2],
    ['CC-9.48', 'aiff', {}, 'FORM', 'pcm_s16be', '48000', 2],
    ['CC-9.48', 'aiff', { audio_codec: 'pcm_s24be' }, 'FORM', 'pcm_s24be', '48000', 2],
    ['CC-9.46', 'flac', {}, 'fLaC', 'flac', '48000', 2],
    ['CC-9.51', 'm4a', {}, 'M4A', 'aac', '48000', 2],
    ['CC-9.47', 'm4a', { audio_codec: 'alac' }, 'M4A', 'alac', '48000', 2],
    ['CC-9.51', 'ogg', {}, 'OggS', 'vorbis', '48000', 2],
    ['CC-9.53', 'opus', {}, 'OggS', 'opus', '48000', 2],
    ['CC-9.54', 'alac', {}, 'M4A', 'alac', '44100', 2],
    ['CC-9.52', 'amr', {}, '#!AM', 'amr_nb', '8000', 1],
  ];

describe('audio outputs through ffmpeg and sox (CC-9.34)', () => {
  it.each(CASES)(
    '%s %s %j → %s %s %s Hz × %i',
    async (_id, format, settings, container, codec, rate, channels) => {
      const r = await convert({
        input: audioOnly,
        metadata: audioMeta,
        dir,
        format,
        settings,
        name: `out-${format}-${codec}.${format}`,
      });
      expect(await containerOf(r.output)).toBe(container);
      expect(r.probe.streams).toHaveLength(1);
      expect(audioStream(r.probe)).toMatchObject({ codec_name: codec, sample_rate: rate, channels });
      expect(durationOf(r.probe)).toBeGreaterThan(1.9);
      expect(durationOf(r.probe)).toBeLessThan(2.2);
    },
  );

  it('CC-9.51 MP3, AAC, OGG, WMA, M4A default to about 128k', async () => {
    for (const format of ['mp3', 'aac', 'ogg', 'wma', 'm4a'] as const) {
      const r = await convert({ input: noisy, metadata: audioMeta, dir, format, name: `rate.${format}` });
      const kbps = (Number(r.probe.format.size) * 8) / durationOf(r.probe) / 1000;
      expect(kbps, format).toBeGreaterThan(80);
      expect(kbps, format).toBeLessThan(190);
    }
  });

  it('CC-9.52 AMR at 12.2k: the file is about 12.2 kbit/s', async () => {
    const r = await convert({ input: noisy, metadata: audioMeta, dir, format: 'amr', name: 'rate.amr' });
    const kbps = (Number(r.probe.format.size) * 8) / durationOf(r.probe) / 1000;
    expect(kbps).toBeGreaterThan(11);
    expect(kbps).toBeLessThan(14);
  });

  it('NOTES.md 1: video → audio drops the picture', async () => {
    const r = await convert({
      input: video,
      metadata: videoMeta,
      dir,
      format: 'mp3',
      name: 'from-video.mp3',
    });
    expect(videoStream(r.probe)).toBeUndefined();
    expect(audioStream(r.probe)?.codec_name).toBe('mp3');
  });

  it('CC-3.23 / CC-3.24 sample rate, channels, trim, reverse, normalise, volume and fades all run', async () => {
    const r = await convert({
      input: audioOnly,
      metadata: audioMeta,
      dir,
      format: 'ogg',
      name: 'effects.ogg',
      settings: {
        sample_rate: 22050,
        audio_channels: 1,
        enable_trim: true,
        trim_start: '00:00:00.500',
        trim_end: '00:00:01.500',
        reverse_audio: true,
        normalize_audio: true,
        adjust_volume: 80,
        fade_in_audio: 0.2,
        fade_out_audio: 0.3,
      },
    });
    expect(audioStream(r.probe)).toMatchObject({ codec_name: 'vorbis', sample_rate: '22050', channels: 1 });
    expect(durationOf(r.probe)).toBeGreaterThan(0.9);
    expect(durationOf(r.probe)).toBeLessThan(1.1);
  });
});
