import { describe, expect, it } from 'vitest';
import { args, flag, HEAD, plan } from '../../../test/encode/requests.js';
import { EncodePlanError, type CompressionOverrides } from './plan.js';

const SUB = { path: "/jobs/j1/sub it's.srt", demuxer: 'srt' };

describe('video settings → arguments (CC §3 "Conversion settings (video)")', () => {
  it('CC-3.16 codec, CRF, preset and profile', () => {
    const a = args('mp4', {
      video_codec: 'h264',
      video_crf: 20,
      video_preset: 'slow',
      video_profile: 'high',
    });
    expect(a).toEqual(expect.arrayContaining(['-crf', '20', '-preset', 'slow', '-profile:v', 'high']));
  });

  it('CC-3.17 resize: custom even sizes, or a §9 resolution fitted either way up', () => {
    expect(flag(args('mp4', { resize_video: 'custom', custom_width: 853, custom_height: 480 }), '-vf')).toBe(
      'scale=852:480,setsar=1',
    );
    expect(flag(args('mp4', { resize_video: '720p' }), '-vf')).toBe(
      "scale=w='if(gte(iw,ih),1280,720)':h='if(gte(iw,ih),720,1280)':force_original_aspect_ratio=decrease:force_divisible_by=2",
    );
  });

  it('CC-3.18 frame rate, rotation and flip, in filter order', () => {
    expect(flag(args('mp4', { video_framerate: 24, rotate_video: 90, flip_video: 'vertical' }), '-vf')).toBe(
      'transpose=clock,vflip,fps=24',
    );
  });

  it('CC-3.19 audio codec, bitrate, volume and fades (fade-out placed from the duration)', () => {
    const a = args('mkv', {
      audio_codec: 'opus',
      audio_bitrate: '96k',
      adjust_volume: 150,
      fade_in_audio: 2,
      fade_out_audio: 3,
    });
    expect(a).toEqual(expect.arrayContaining(['-c:a', 'libopus', '-b:a', '96k']));
    expect(flag(a, '-af')).toBe('volume=1.5,afade=t=in:st=0:d=2,afade=t=out:st=27:d=3');
  });

  it('CC-3.19 / CC-3.21 fade-out of a trimmed clip uses the trimmed length', () => {
    const a = args('mp4', {
      enable_trim: true,
      trim_start: '00:00:05.000',
      trim_end: '00:00:15.000',
      fade_out_audio: 2,
    });
    expect(flag(a, '-af')).toBe('afade=t=out:st=8:d=2');
  });

  it('CC-3.19 remove_audio drops the audio stream', () => {
    const a = args('mp4', { remove_audio: true });
    expect(a).toContain('-an');
    expect(a).not.toContain('0:a:0');
    expect(flag(a, '-c:a')).toBeUndefined();
  });

  it('CC-3.21 trim: input -ss/-to before -i', () => {
    const a = args('mp4', { enable_trim: true, trim_start: '0:00:05', trim_end: '00:01:02.5' });
    expect(a.slice(0, 17)).toEqual([
      ...HEAD.slice(0, 11),
      '-ss',
      '00:00:05.000',
      '-to',
      '00:01:02.500',
      '-i',
      'file:/jobs/j1/input',
    ]);
  });

  it('CC-3.22 crop comes first, rounded to even sizes', () => {
    expect(
      flag(
        args('mp4', {
          enable_crop: true,
          crop_width: 301,
          crop_height: 200,
          crop_x: 10,
          crop_y: 5,
          rotate_video: 180,
        }),
        '-vf',
      ),
    ).toBe('crop=300:200:10:5,hflip,vflip');
    expect(
      flag(args('mp4', { enable_crop: false, crop_width: 301, crop_height: 200 }), '-vf'),
    ).toBeUndefined();
  });

  it('stream copy takes no filters and no encoder options', () => {
    const a = args('mkv', { video_codec: 'copy', resize_video: '720p', video_crf: 10 });
    expect(flag(a, '-c:v')).toBe('copy');
    expect(a).not.toContain('-vf');
    expect(a).not.toContain('-crf');
  });
});

describe('subtitles (CC-3.20)', () => {
  it('an uploaded file as a soft mov_text track in MP4: second hardened input, mapped 1:s:0', () => {
    const a = args('mp4', { add_subtitle: 'upload', subtitle_file: 'f1' }, { subtitle: SUB });
    expect(a.slice(13, 20)).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'srt',
      '-i',
      `file:${SUB.path}`,
      '-map',
    ]);
    expect(a).toEqual(expect.arrayContaining(['-map', '1:s:0', '-c:s', 'mov_text']));
  });

  it('the same input window applies to the subtitle input', () => {
    const a = args(
      'mkv',
      { add_subtitle: 'upload', enable_trim: true, trim_start: '00:00:04.000' },
      { subtitle: SUB },
    );
    expect(a.filter((x) => x === '-ss')).toHaveLength(2);
    expect(flag(a, '-c:s')).toBe('copy');
  });

  it('a source track (1-3) as a soft track: WebM gets WebVTT; a missing track is skipped (?)', () => {
    const a = args('webm', { add_subtitle: 'copy', subtitle_stream: 2 });
    expect(a).toEqual(expect.arrayContaining(['-map', '0:s:1?', '-c:s', 'webvtt']));
  });

  it('hard mode burns an uploaded file in from an ASS copy the hardened ffmpeg writes first (D76)', () => {
    const p = plan('mp4', { add_subtitle: 'upload', subtitle_mode: 'hard' }, { subtitle: SUB });
    if (p.kind !== 'ffmpeg') throw new Error('expected an ffmpeg plan');
    // The upload is read only with its forced demuxer; the `ass` filter parses nothing but ASS.
    expect(p.prepare).toEqual([
      [
        ...HEAD.slice(0, 7),
        '-protocol_whitelist',
        'file',
        '-f',
        'srt',
        '-i',
        `file:${SUB.path}`,
        '-map',
        '0:s:0',
        '-c:s',
        'ass',
        '-f',
        'ass',
        '-y',
        'file:/jobs/j1/pass-subtitle.ass',
      ],
    ]);
    const a = p.passes[0] ?? [];
    expect(flag(a, '-vf')).toBe('ass=filename=/jobs/j1/pass-subtitle.ass');
    expect(a).not.toContain('-c:s');
    expect(a.join(' ')).not.toContain(SUB.path);
    // Soft subtitles need no copy.
    const soft = plan('mp4', { add_subtitle: 'upload' }, { subtitle: SUB });
    expect(soft.kind === 'ffmpeg' && soft.prepare).toBeFalsy();
  });

  it('a trimmed hard burn-in of an upload shifts the ASS copy’s timestamps like a source track', () => {
    const a = args(
      'mp4',
      { add_subtitle: 'upload', subtitle_mode: 'hard', enable_trim: true, trim_start: '00:00:04.000' },
      { subtitle: SUB },
    );
    expect(flag(a, '-vf')).toBe(
      'setpts=PTS+4/TB,ass=filename=/jobs/j1/pass-subtitle.ass,setpts=PTS-STARTPTS',
    );
  });

  it('hard mode with a source track and a trim shifts timestamps back to the source’s time', () => {
    const a = args('mp4', {
      add_subtitle: 'copy',
      subtitle_stream: 3,
      subtitle_mode: 'hard',
      enable_trim: true,
      trim_start: '00:00:10.000',
    });
    expect(flag(a, '-vf')).toBe(
      'setpts=PTS+10/TB,subtitles=filename=/jobs/j1/input:si=2,setpts=PTS-STARTPTS',
    );
  });

  it('CC-5.49 containers without subtitle streams get them burnt in; stream copy keeps soft ones', () => {
    expect(flag(args('avi', { add_subtitle: 'copy' }), '-vf')).toBe('subtitles=filename=/jobs/j1/input:si=0');
    const copy = args('mkv', { add_subtitle: 'copy', subtitle_mode: 'hard', video_codec: 'copy' });
    expect(copy).toEqual(expect.arrayContaining(['-map', '0:s:0?', '-c:s', 'copy']));
    const none = args('avi', { add_subtitle: 'copy', video_codec: 'copy' });
    expect(none).not.toContain('-c:s');
    expect(none).not.toContain('-vf');
  });

  it('upload without a file is refused', () => {
    expect(() => plan('mp4', { add_subtitle: 'upload' })).toThrow(EncodePlanError);
  });
});

describe('compression overrides (CC §3 compression_settings)', () => {
  const base: CompressionOverrides = { rate: { kind: 'crf', crf: 28 }, faststart: false };

  it('capped CRF: x264 VBV maxrate with a two-second buffer', () => {
    const a = args('mp4', {}, { compression: { ...base, rate: { kind: 'crf', crf: 23, maxKbps: 3500 } } });
    expect(a).toEqual(expect.arrayContaining(['-crf', '23', '-maxrate', '3500k', '-bufsize', '7000k']));
    const vp9 = args('webm', {}, { compression: { ...base, rate: { kind: 'crf', crf: 23, maxKbps: 900 } } });
    expect(vp9).toEqual(expect.arrayContaining(['-crf', '28', '-b:v', '900k']));
  });

  it('CC-9.07 bitrate, two passes: the first writes only its log to the null muxer', () => {
    const p = plan(
      'mp4',
      {},
      { compression: { ...base, rate: { kind: 'bitrate', kbps: 1500, twoPass: true } } },
    );
    if (p.kind !== 'ffmpeg') throw new Error('ffmpeg plan expected');
    const [first, second] = p.passes;
    expect(first).toEqual([
      ...HEAD,
      '-map',
      '0:v:0',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      '-c:v',
      'libx264',
      '-b:v',
      '1500k',
      '-preset',
      'medium',
      '-profile:v',
      'main',
      '-pass',
      '1',
      '-passlogfile',
      '/jobs/j1/pass',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-f',
      'null',
      '/dev/null',
    ]);
    expect(second).toEqual(
      expect.arrayContaining(['-b:v', '1500k', '-pass', '2', '-passlogfile', '/jobs/j1/pass']),
    );
    expect(second?.slice(-4)).toEqual(['-f', 'mp4', '-y', 'file:/jobs/j1/output']);
  });

  it('two passes for x265 go through -x265-params; SVT-AV1 has one pass', () => {
    const h265 = plan(
      'mkv',
      { video_codec: 'h265' },
      { compression: { ...base, rate: { kind: 'bitrate', kbps: 800, twoPass: true } } },
    );
    if (h265.kind !== 'ffmpeg') throw new Error('ffmpeg plan expected');
    expect(flag(h265.passes[0] ?? [], '-x265-params')).toBe('log-level=error:pass=1:stats=/jobs/j1/pass');
    const av1 = plan(
      'webm',
      { video_codec: 'av1' },
      { compression: { ...base, rate: { kind: 'bitrate', kbps: 800, twoPass: true } } },
    );
    expect(av1.kind === 'ffmpeg' && av1.passes).toHaveLength(1);
  });

  it('lossless: x264 -qp 0 without a profile; x265 lossless=1; VP9 -lossless 1', () => {
    const a = args('mkv', {}, { compression: { ...base, rate: { kind: 'lossless' } } });
    expect(a).toEqual(expect.arrayContaining(['-qp', '0']));
    expect(a).not.toContain('-profile:v');
    expect(
      flag(
        args('mkv', { video_codec: 'h265' }, { compression: { ...base, rate: { kind: 'lossless' } } }),
        '-x265-params',
      ),
    ).toBe('log-level=error:lossless=1');
    expect(
      flag(args('webm', {}, { compression: { ...base, rate: { kind: 'lossless' } } }), '-lossless'),
    ).toBe('1');
  });

  it('preset knobs: codec, box, frame-rate cap, speed, profile, level, tune, keyframes, audio, faststart', () => {
    const a = args(
      'mp4',
      { video_codec: 'h265', video_preset: 'slow' },
      {
        compression: {
          videoCodec: 'h264',
          rate: { kind: 'crf', crf: 25 },
          scale: { kind: 'fit', box: { width: 854, height: 480 }, orient: true, upscale: false },
          maxFps: 30,
          speed: 'fast',
          profile: 'main',
          level: '3.1',
          tune: 'stillimage',
          keyframeSeconds: 2,
          audioCodec: 'aac',
          audioBitrate: '96k',
          faststart: true,
        },
      },
    );
    expect(a).toEqual(
      expect.arrayContaining([
        '-c:v',
        'libx264',
        '-preset',
        'fast',
        '-profile:v',
        'main',
        '-level:v',
        '3.1',
        '-tune',
        'stillimage',
        '-force_key_frames',
        'expr:gte(t,n_forced*2)',
        '-fpsmax',
        '30',
        '-b:a',
        '96k',
        '-movflags',
        '+faststart',
      ]),
    );
    expect(flag(a, '-vf')).toContain('min(iw,if(gte(iw,ih),854,480))');
  });

  it('compression never stream-copies, and keeps the user’s filters before its own box', () => {
    const a = args(
      'mp4',
      { video_codec: 'copy', rotate_video: 270 },
      { compression: { ...base, scale: { kind: 'height', height: 480, upscale: false } } },
    );
    expect(flag(a, '-c:v')).toBe('libx264');
    expect(flag(a, '-vf')).toBe("transpose=cclock,scale=w=-2:h='2*trunc(min(ih,480)/2)'");
  });
});
