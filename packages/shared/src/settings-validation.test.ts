import { describe, expect, it } from 'vitest';
import { parseSettings, validateSettings } from './settings-validation.js';

const errorsOf = (
  format: string,
  settings: Record<string, unknown>,
  mode: 'conversion' | 'compression' = 'conversion',
) => validateSettings(format, settings, mode).errors;
const messageOf = (format: string, settings: Record<string, unknown>, field: string, mode?: 'compression') =>
  errorsOf(format, settings, mode).find((e) => e.field === field)?.message;

describe('field rules (CC §5 "Field rules")', () => {
  it('CC-5.07 hidden fields are not validated', () => {
    expect(errorsOf('mp4', { enable_crop: false, crop_width: 5 })).toEqual([]);
    expect(errorsOf('mp4', { enable_trim: false, trim_start: 'soon' })).toEqual([]);
    expect(errorsOf('mp4', { resize_video: '720p', custom_width: 1 })).toEqual([]);
    expect(errorsOf('mp4', { video_codec: 'copy', video_crf: 99 })).toEqual([]);
    expect(errorsOf('mp4', { remove_audio: true, adjust_volume: 900, audio_codec: 'opus' })).toEqual([]);
    expect(errorsOf('gif', { height_mode: 'auto', gif_height: 5000 })).toEqual([]);
    // compression fields only in compression mode, and only those of the chosen method
    expect(
      errorsOf('mp4', {
        compression_settings: { compression_method: 'size_targeted_mb', target_size_mb: 0 },
      }),
    ).toEqual([]);
    expect(
      errorsOf(
        'mp4',
        { compression_settings: { compression_method: 'quality_targeted', target_size_mb: 0 } },
        'compression',
      ),
    ).toEqual([]);
  });

  it('CC-5.08 required: "{label} is required"', () => {
    expect(messageOf('mp4', { resize_video: 'custom', custom_height: 360 }, 'custom_width')).toBe(
      'Width is required',
    );
    expect(messageOf('mp4', { enable_crop: true, crop_width: '', crop_height: 40 }, 'crop_width')).toBe(
      'Crop width is required',
    );
    expect(messageOf('mp4', { enable_trim: true, trim_start: '' }, 'trim_start')).toBe(
      'Start time is required',
    );
  });

  it('CC-5.09 not numeric: "{label} must be a valid number"', () => {
    expect(messageOf('mp4', { video_crf: 'abc' }, 'video_crf')).toBe('CRF must be a valid number');
    expect(messageOf('gif', { gif_width: 'wide' }, 'gif_width')).toBe('GIF width must be a valid number');
  });

  it('CC-5.10 / CC-5.11 below min and above max', () => {
    expect(
      messageOf('mp4', { resize_video: 'custom', custom_width: 10, custom_height: 360 }, 'custom_width'),
    ).toBe('Width must be at least 32');
    expect(messageOf('mp4', { video_crf: 60 }, 'video_crf')).toBe('CRF must be at most 51');
  });

  it('CC-5.12 times must be HH:MM:SS.mmm', () => {
    const trim = (start: string) =>
      messageOf('mp4', { enable_trim: true, trim_start: start, trim_end: '00:10:00' }, 'trim_start');
    expect(trim('0:00:05')).toBeUndefined();
    expect(trim('00:00:05.5')).toBeUndefined();
    expect(trim('00:60:00')).toBe('Start time must be in format HH:MM:SS.mmm');
    expect(trim('00:00:05.1234')).toBe('Start time must be in format HH:MM:SS.mmm');
    expect(messageOf('gif', { trim_end: '3s' }, 'trim_end')).toBe('End time must be in format HH:MM:SS.mmm');
  });

  it('CC-5.13 required file: "{label} file is required"', () => {
    expect(messageOf('mp4', { add_subtitle: 'upload' }, 'subtitle_file')).toBe('Subtitle file is required');
    expect(
      messageOf('mp4', { add_subtitle: 'upload', subtitle_file: 'file_1' }, 'subtitle_file'),
    ).toBeUndefined();
    expect(messageOf('mp4', { add_subtitle: 'copy' }, 'subtitle_file')).toBeUndefined();
  });

  it('CC-5.14 pattern: "{label} format is invalid"', () => {
    expect(messageOf('mp3', { audio_bitrate: 'loud' }, 'audio_bitrate')).toBe(
      'Audio bitrate format is invalid',
    );
    expect(messageOf('mp3', { audio_bitrate: '128k' }, 'audio_bitrate')).toBeUndefined();
    expect(messageOf('mp4', { video_preset: 'warp' }, 'video_preset')).toBe('Preset format is invalid');
    expect(messageOf('mp4', { rotate_video: 45 }, 'rotate_video')).toBe('Rotation format is invalid');
    expect(messageOf('mp4', { video_framerate: 23.976 }, 'video_framerate')).toBe(
      'Frame rate format is invalid',
    );
    expect(messageOf('mp4', { add_subtitle: 'copy', subtitle_stream: 4 }, 'subtitle_stream')).toBe(
      'Subtitle track format is invalid',
    );
    expect(messageOf('mp3', { sample_rate: 12345 }, 'sample_rate')).toBe('Sample rate format is invalid');
    expect(
      messageOf('mp3', { audio_channels: 'stereo', sample_rate: '44100' }, 'audio_channels'),
    ).toBeUndefined();
    expect(messageOf('gif', { dithering: 'random' }, 'dithering')).toBe('Dithering format is invalid');
    expect(
      messageOf(
        'mp4',
        { compression_settings: { compression_method: 'bitrate_targeted', target_bitrate: 'fast' } },
        'compression_settings.target_bitrate',
        'compression',
      ),
    ).toBe('Target bitrate format is invalid');
  });
});

describe('the compression method', () => {
  const errorOf = (cs: unknown, field: string) =>
    validateSettings('mp4', { compression_settings: cs }, 'compression').errors.find((e) => e.field === field)
      ?.message;
  const method = (cs: unknown) => errorOf(cs, 'compression_settings.compression_method');

  it('an unknown method is refused with the pattern message, never read as auto', () => {
    expect(method({ compression_method: 'turbo' })).toBe('Compression method format is invalid');
    expect(method({ compression_method: 5 })).toBe('Compression method format is invalid');
    // Not an object at all: nothing in it is read, 'auto' least of all.
    expect(errorOf('size_targeted_mb', 'compression_settings')).toBe(
      'Compression settings format is invalid',
    );
    expect(errorOf(['auto'], 'compression_settings')).toBe('Compression settings format is invalid');
  });

  it('an empty or null method is missing; an absent one is auto; known ones pass in any case', () => {
    expect(method({ compression_method: '' })).toBe('Compression method is required');
    expect(method({ compression_method: null })).toBe('Compression method is required');
    expect(method({})).toBeUndefined();
    expect(method(undefined)).toBeUndefined();
    expect(method({ compression_method: ' Quality_Targeted ' })).toBeUndefined();
  });
});

describe('cross-field errors (CC §5)', () => {
  it('CC-5.15 "End time must be after start time"', () => {
    const settings = { enable_trim: true, trim_start: '00:00:10.000', trim_end: '00:00:05.000' };
    expect(messageOf('mp4', settings, 'trim_end')).toBe('End time must be after start time');
    expect(messageOf('mp3', settings, 'trim_end')).toBe('End time must be after start time');
    expect(messageOf('gif', { trim_start: '00:00:03.000', trim_end: '00:00:03.000' }, 'trim_end')).toBe(
      'End time must be after start time',
    );
  });

  it('CC-5.16 "Crop dimensions must be at least 32x32 pixels"', () => {
    const crop = { enable_crop: true, crop_width: 20, crop_height: 100, crop_x: 0, crop_y: 0 };
    expect(messageOf('mp4', crop, 'crop_width')).toBe('Crop dimensions must be at least 32x32 pixels');
    expect(messageOf('mp4', { ...crop, crop_width: 100, crop_height: 31 }, 'crop_height')).toBe(
      'Crop dimensions must be at least 32x32 pixels',
    );
  });

  it('CC-5.17 "{codec} codec is not supported by {FORMAT} format", with an audio variant', () => {
    expect(messageOf('webm', { video_codec: 'h264' }, 'video_codec')).toBe(
      'H.264 codec is not supported by WEBM format',
    );
    expect(messageOf('mp4', { video_codec: 'vp9' }, 'video_codec')).toBe(
      'VP9 codec is not supported by MP4 format',
    );
    expect(messageOf('3gp', { video_codec: 'aac' }, 'video_codec')).toBe(
      'aac codec is not supported by 3GP format',
    );
    expect(messageOf('mkv', { video_codec: 'av1' }, 'video_codec')).toBeUndefined();
    expect(messageOf('webm', { audio_codec: 'aac' }, 'audio_codec')).toBe(
      'aac audio codec is not supported by WEBM format',
    );
    expect(messageOf('wmv', { audio_codec: 'opus' }, 'audio_codec')).toBe(
      'Opus audio codec is not supported by WMV format',
    );
    expect(messageOf('m4a', { audio_codec: 'mp3' }, 'audio_codec')).toBe(
      'mp3 codec is not supported by M4A format',
    );
    expect(messageOf('m4a', { audio_codec: 'alac' }, 'audio_codec')).toBeUndefined();
  });
});

describe('ranges (CC §5 "Ranges")', () => {
  const cases: readonly [string, string, Record<string, unknown>, string, number, number][] = [
    ['CC-5.18', 'mp4', {}, 'video_crf', 0, 51],
    ['CC-5.19', 'mp4', { resize_video: 'custom', custom_height: 100 }, 'custom_width', 32, 7680],
    ['CC-5.19', 'mp4', { resize_video: 'custom', custom_width: 100 }, 'custom_height', 32, 4320],
    ['CC-5.20', 'mp4', { enable_crop: true, crop_height: 100 }, 'crop_width', 32, 7680],
    ['CC-5.20', 'mp4', { enable_crop: true, crop_width: 100 }, 'crop_height', 32, 4320],
    ['CC-5.21', 'mp3', {}, 'adjust_volume', 0, 300],
    ['CC-5.22', 'gif', {}, 'gif_width', 32, 1920],
    ['CC-5.22', 'gif', { height_mode: 'custom' }, 'gif_height', 32, 1080],
    ['CC-5.23', 'gif', {}, 'loop_count', 0, 10000],
    ['CC-5.28', 'gif', {}, 'compression_level', 1, 200],
  ];
  it.each(cases)(
    '%s %s %s: %s accepts %i and %i, refuses one step outside',
    (_id, format, base, field, min, max) => {
      expect(messageOf(format, { ...base, [field]: min }, field)).toBeUndefined();
      expect(messageOf(format, { ...base, [field]: max }, field)).toBeUndefined();
      const below =
        min === 32 && field.startsWith('crop') ? 'Crop dimensions must be at least 32x32 pixels' : /at least/;
      expect(messageOf(format, { ...base, [field]: min - 1 }, field)).toMatch(below);
      expect(messageOf(format, { ...base, [field]: max + 1 }, field)).toMatch(/must be at most/);
    },
  );

  it('CC-5.20 crop x and y minimum 0', () => {
    const crop = { enable_crop: true, crop_width: 64, crop_height: 64 };
    expect(messageOf('mp4', { ...crop, crop_x: -1 }, 'crop_x')).toBe('Crop X must be at least 0');
    expect(messageOf('mp4', { ...crop, crop_y: 0 }, 'crop_y')).toBeUndefined();
  });

  const compression: readonly [string, Record<string, unknown>, string, number, number][] = [
    ['CC-5.24', { compression_method: 'size_targeted_mb' }, 'target_size_mb', 1, 1000],
    ['CC-5.25', { compression_method: 'size_targeted_percentage' }, 'target_reduction_percentage', 10, 90],
    [
      'CC-5.27',
      { compression_method: 'resolution_targeted', target_resolution: 'custom' },
      'custom_target_width',
      320,
      7680,
    ],
    [
      'CC-5.27',
      { compression_method: 'resolution_targeted', target_resolution: 'custom' },
      'custom_target_height',
      240,
      4320,
    ],
    ['CC-5.29', { compression_method: 'quality_targeted' }, 'crf_value', 0, 51],
  ];
  it.each(compression)('%s compression %s: %s accepts %i and %i only', (_id, base, field, min, max) => {
    const at = (v: number) =>
      messageOf(
        'mp4',
        { compression_settings: { ...base, [field]: v } },
        `compression_settings.${field}`,
        'compression',
      );
    expect(at(min)).toBeUndefined();
    expect(at(max)).toBeUndefined();
    expect(at(min - (field === 'target_size_mb' ? 0.5 : 1))).toMatch(/must be at least/);
    expect(at(max + 1)).toMatch(/must be at most/);
  });

  it('CC-5.24 a target of 0.5 MB and of 1001 MB is refused', () => {
    const at = (v: number) =>
      messageOf(
        'mp4',
        { compression_settings: { compression_method: 'size_targeted_mb', target_size_mb: v } },
        'compression_settings.target_size_mb',
        'compression',
      );
    expect(at(0.5)).toBe('Target size must be at least 1');
    expect(at(1001)).toBe('Target size must be at most 1000');
  });

  it('CC-5.31 target bitrate within 100-20000 kbps', () => {
    const at = (v: string) =>
      messageOf(
        'mp4',
        { compression_settings: { compression_method: 'bitrate_targeted', target_bitrate: v } },
        'compression_settings.target_bitrate',
        'compression',
      );
    expect(at('100K')).toBeUndefined();
    expect(at('20M')).toBeUndefined();
    expect(at('2M')).toBeUndefined();
    expect(at('99K')).toBe('Target bitrate must be at least 100');
    expect(at('21M')).toBe('Target bitrate must be at most 20000');
  });

  it('one of custom target width and height is enough (resolution methods width, height)', () => {
    const cs = {
      compression_method: 'resolution_targeted',
      target_resolution: 'custom',
      custom_target_width: 1280,
    };
    expect(errorsOf('mp4', { compression_settings: cs }, 'compression')).toEqual([]);
    expect(
      errorsOf('mp4', { compression_settings: { ...cs, custom_target_width: undefined } }, 'compression'),
    ).toEqual([
      { field: 'compression_settings.custom_target_width', message: 'Target width is required' },
      { field: 'compression_settings.custom_target_height', message: 'Target height is required' },
    ]);
  });
});

describe('parseSettings (what the server runs on a convert body)', () => {
  it('answers the normalised settings when valid, with warnings', () => {
    const r = parseSettings('mp4', { video_codec: 'h265', video_crf: '20' }, 'conversion');
    expect(r.ok).toBe(true);
    if (r.ok && r.parsed.kind === 'video') {
      expect(r.parsed.settings).toMatchObject({ video_codec: 'h265', video_crf: 20, video_preset: 'medium' });
    }
    expect(r.warnings.map((w) => w.id)).toEqual(['h265-slow']);
  });

  it('answers the errors when not', () => {
    const r = parseSettings('webm', { video_codec: 'h264', video_crf: 99 }, 'conversion');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual([
        { field: 'video_crf', message: 'CRF must be at most 51' },
        { field: 'video_codec', message: 'H.264 codec is not supported by WEBM format' },
      ]);
    }
  });

  it('a non-object body is all defaults', () => {
    expect(validateSettings('mp4', null, 'conversion')).toEqual({ errors: [], warnings: [] });
  });
});
