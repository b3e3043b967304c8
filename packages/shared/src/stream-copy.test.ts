import { describe, expect, it } from 'vitest';
import { normaliseSettings } from './settings-schema.js';
import { canStreamCopy, settingsOnlyChangeContainer } from './stream-copy.js';
import type { VideoSettings } from './settings-schema.js';

const video = (format: string, raw: Record<string, unknown> = {}): VideoSettings => {
  const parsed = normaliseSettings(format, raw);
  if (parsed.kind !== 'video') throw new Error('not video');
  return parsed.settings;
};
const h264Aac = { videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', hdr: false };

describe('the lossless fast path decision (D60)', () => {
  it('H.264 + AAC to MP4 with no or default settings is a remux', () => {
    expect(canStreamCopy('mp4', video('mp4'), h264Aac)).toBe(true);
    const modal = { video_codec: 'h264', video_crf: 23, video_profile: 'main', audio_bitrate: '192k' };
    expect(canStreamCopy('mp4', video('mp4', modal), h264Aac)).toBe(true);
  });

  it('VP9 + Opus to MKV is a remux; VP9 to MP4 and Opus to MOV are not', () => {
    const vp9 = { videoCodec: 'vp9', audioCodec: 'opus', pixelFormat: 'yuv420p' };
    expect(canStreamCopy('mkv', video('mkv'), vp9)).toBe(true);
    expect(canStreamCopy('mp4', video('mp4'), vp9)).toBe(false);
    expect(canStreamCopy('mov', video('mov'), { ...h264Aac, audioCodec: 'opus' })).toBe(false);
  });

  it.each([
    ['a CRF', { video_crf: 30 }],
    ['a resize', { resize_video: '720p' }],
    ['a frame rate', { video_framerate: 30 }],
    ['a trim', { enable_trim: true, trim_end: '00:00:01.000' }],
    ['a rotation', { rotate_video: 90 }],
    ['a crop', { enable_crop: true, crop_width: 64, crop_height: 64 }],
    ['an audio bitrate', { audio_bitrate: '96k' }],
    ['mono', { audio_channels: 'mono' }],
    ['a volume', { adjust_volume: 150 }],
    ['subtitles', { add_subtitle: 'copy' }],
  ])('%s turns it off', (_name, raw) => {
    expect(settingsOnlyChangeContainer('mp4', video('mp4', raw))).toBe(false);
    expect(canStreamCopy('mp4', video('mp4', raw), h264Aac)).toBe(false);
  });

  it('a codec other than the default and the source turns it off', () => {
    expect(canStreamCopy('mp4', video('mp4', { video_codec: 'h265' }), h264Aac)).toBe(false);
    expect(canStreamCopy('mp4', video('mp4', { video_codec: 'copy' }), h264Aac)).toBe(true);
  });

  it('10-bit or HDR video is copied only when HDR is kept (else it is tone-mapped by an encode)', () => {
    const hdr = { videoCodec: 'hevc', audioCodec: 'aac', pixelFormat: 'yuv420p10le', hdr: true };
    expect(canStreamCopy('mkv', video('mkv'), hdr)).toBe(false);
    expect(canStreamCopy('mkv', video('mkv', { video_codec: 'h265', keep_hdr: true }), hdr)).toBe(true);
    // keep_hdr means nothing with an 8-bit codec choice.
    expect(canStreamCopy('mkv', video('mkv', { video_codec: 'h264', keep_hdr: true }), hdr)).toBe(false);
    const tenBitSdr = { ...hdr, hdr: false };
    expect(canStreamCopy('mkv', video('mkv', { video_codec: 'h265', keep_hdr: true }), tenBitSdr)).toBe(
      false,
    );
  });

  it('a turned picture is copied into the ISO family only (ffmpeg 5.1 Matroska drops the display matrix)', () => {
    expect(canStreamCopy('mp4', video('mp4'), { ...h264Aac, rotated: true })).toBe(true);
    expect(canStreamCopy('mkv', video('mkv'), { ...h264Aac, rotated: true })).toBe(false);
  });

  it('compression mode and formats without a copy table never remux', () => {
    expect(canStreamCopy('mp4', video('mp4', { processing_mode: 'compression' }), h264Aac)).toBe(false);
    expect(canStreamCopy('avi', video('avi'), h264Aac)).toBe(false);
    expect(canStreamCopy('3gp', video('3gp'), h264Aac)).toBe(false);
  });
});
