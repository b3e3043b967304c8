import { describe, expect, it } from 'vitest';
import type { VideoOutputFormat } from '@mediaforge/shared';
import { args, flag, HEAD, plan, request } from '../../../test/encode/requests.js';
import { buildEncodePlan } from './build.js';
import { EncodePlanError } from './plan.js';

const TAIL = (muxer: string) => ['-f', muxer, '-y', 'file:/jobs/j1/output'];
const MAPS = ['-map', '0:v:0', '-map', '0:a:0', '-map_metadata', '-1', '-map_chapters', '-1'];

describe('video outputs: exact argument arrays', () => {
  it('CC-9.36 / CC-9.29 MP4 defaults: H.264 CRF 23, preset medium, profile main, AAC 192k', () => {
    expect(args('mp4')).toEqual([
      ...HEAD,
      ...MAPS,
      '-c:v',
      'libx264',
      '-crf',
      '23',
      '-preset',
      'medium',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      ...TAIL('mp4'),
    ]);
  });

  it('CC-9.50 3GP defaults: libx264 CRF 28, at most 640x360, AAC 8000 Hz mono (96k capped to AAC’s 48k)', () => {
    expect(args('3gp')).toEqual([
      ...HEAD,
      ...MAPS,
      '-c:v',
      'libx264',
      '-crf',
      '28',
      '-preset',
      'medium',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      "scale=w='min(iw,if(gte(iw,ih),640,360))':h='min(ih,if(gte(iw,ih),360,640))':force_original_aspect_ratio=decrease:force_divisible_by=2",
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ar',
      '8000',
      '-ac',
      '1',
      ...TAIL('3gp'),
    ]);
  });

  it('CC-9.38 WebM: VP9 constant quality (-b:v 0) and Opus', () => {
    expect(args('webm')).toEqual([
      ...HEAD,
      ...MAPS,
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '28',
      '-b:v',
      '0',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'libopus',
      '-b:a',
      '192k',
      ...TAIL('webm'),
    ]);
  });

  const table: readonly [string, VideoOutputFormat, Record<string, unknown>, string, string, string][] = [
    ['CC-9.36', 'mp4', { video_codec: 'h265' }, 'libx265', 'aac', 'mp4'],
    ['CC-9.36', 'mov', {}, 'libx264', 'aac', 'mov'],
    ['CC-9.36', 'mov', { video_codec: 'copy' }, 'copy', 'aac', 'mov'],
    ['CC-9.37', 'm4v', {}, 'libx264', 'aac', 'mp4'],
    ['CC-9.37', 'm4v', { video_codec: 'h265' }, 'libx265', 'aac', 'mp4'],
    ['CC-9.38', 'webm', { video_codec: 'av1' }, 'libsvtav1', 'libopus', 'webm'],
    ['CC-9.39', 'avi', {}, 'libx264', 'libmp3lame', 'avi'],
    ['CC-9.39', 'avi', { video_codec: 'mpeg4' }, 'mpeg4', 'libmp3lame', 'avi'],
    ['CC-9.40', 'mkv', {}, 'libx264', 'aac', 'matroska'],
    ['CC-9.40', 'mkv', { video_codec: 'vp9', audio_codec: 'opus' }, 'libvpx-vp9', 'libopus', 'matroska'],
    ['CC-9.40', 'mkv', { video_codec: 'av1' }, 'libsvtav1', 'aac', 'matroska'],
    ['CC-9.41', 'flv', {}, 'libx264', 'aac', 'flv'],
    ['CC-9.42', 'wmv', {}, 'wmv2', 'libmp3lame', 'asf'],
    ['CC-9.42', 'wmv', { video_codec: 'msmpeg4v3', audio_codec: 'wmav2' }, 'msmpeg4', 'wmav2', 'asf'],
    ['CC-9.42', 'wmv', { video_codec: 'h264', audio_codec: 'aac' }, 'libx264', 'aac', 'asf'],
    ['CC-9.43', '3gp', { video_codec: 'mpeg4' }, 'mpeg4', 'aac', '3gp'],
    ['CC-9.44', 'ogv', {}, 'libtheora', 'libvorbis', 'ogg'],
  ];
  it.each(table)('%s %s %j → -c:v %s, -c:a %s, -f %s', (_id, format, settings, video, audio, muxer) => {
    const a = args(format, settings);
    expect(flag(a, '-c:v')).toBe(video);
    expect(flag(a, '-c:a')).toBe(audio);
    expect(a.slice(-4)).toEqual(TAIL(muxer));
    expect(a.slice(0, HEAD.length)).toEqual(HEAD);
  });

  it('CC-9.37 M4V carries the M4V brand', () => {
    expect(flag(args('m4v'), '-brand')).toBe('M4V ');
    expect(flag(args('mp4'), '-brand')).toBeUndefined();
  });

  it('maps codec options per encoder: x265 hvc1 tag in MP4, Xvid tag for mpeg4 in AVI, qscale, theora quality', () => {
    const h265 = args('mp4', { video_codec: 'h265', video_crf: 26 });
    expect(h265).toEqual(
      expect.arrayContaining(['-crf', '26', '-x265-params', 'log-level=error', '-tag:v', 'hvc1']),
    );
    expect(flag(args('mkv', { video_codec: 'h265' }), '-tag:v')).toBeUndefined();
    const mpeg4 = args('avi', { video_codec: 'mpeg4', video_crf: 23 });
    expect(flag(mpeg4, '-q:v')).toBe('4');
    expect(flag(mpeg4, '-tag:v')).toBe('XVID');
    expect(flag(args('wmv', { video_crf: 17 }), '-q:v')).toBe('2');
    expect(flag(args('ogv', { video_crf: 23 }), '-q:v')).toBe('7');
    expect(args('webm', { video_codec: 'av1', video_crf: 23, video_preset: 'fast' })).toEqual(
      expect.arrayContaining(['-c:v', 'libsvtav1', '-crf', '28', '-preset', '8']),
    );
  });

  it('an audio-only source gives an audio-only video container; nothing at all is refused', () => {
    const audioOnly = { ...request('mp4').metadata, hasVideo: false, width: null, height: null };
    const a = args('mp4', {}, { metadata: audioOnly });
    expect(a).not.toContain('-c:v');
    expect(flag(a, '-map')).toBe('0:a:0');
    expect(() => plan('mp4', { remove_audio: true }, { metadata: audioOnly })).toThrow(EncodePlanError);
  });

  it('odd source sizes are evened for 4:2:0 when nothing else scales', () => {
    const odd = { ...request('mp4').metadata, width: 641, height: 361 };
    expect(flag(args('mp4', {}, { metadata: odd }), '-vf')).toBe('scale=trunc(iw/2)*2:trunc(ih/2)*2');
    expect(flag(args('mp4'), '-vf')).toBeUndefined();
  });

  it('an unknown setting value never reaches ffmpeg: codecs a format cannot carry fall back to its default', () => {
    expect(flag(args('webm', { video_codec: 'h264', audio_codec: 'aac' }), '-c:v')).toBe('libvpx-vp9');
    expect(flag(args('webm', { video_codec: 'h264', audio_codec: 'aac' }), '-c:a')).toBe('libopus');
  });

  it('the plan reports the output duration for progress', () => {
    const p = buildEncodePlan(
      request('mp4', { enable_trim: true, trim_start: '00:00:10.000', trim_end: '00:00:25.500' }),
    );
    expect(p.durationSeconds).toBe(15.5);
  });
});
