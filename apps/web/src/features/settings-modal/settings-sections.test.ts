import { validateSettings } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from './settings-defaults';
import { allFields, isFieldVisible, sectionsFor } from './settings-sections';
import { setValue } from './settings-values';

const keys = (format: string, mode: 'conversion' | 'compression') =>
  allFields(format, mode).map((f) => f.key);

function visibleKeys(
  format: string,
  overrides: Record<string, unknown>,
  mode: 'conversion' | 'compression' = 'conversion',
) {
  let values = settingsDefaults(format, mode);
  for (const [key, value] of Object.entries(overrides)) values = setValue(values, key, value);
  return allFields(format, mode)
    .filter((f) => isFieldVisible(f, format, values))
    .map((f) => f.key);
}

describe('settings sections', () => {
  it('CC-3.16 CC-3.17 CC-3.18 CC-3.19 CC-3.20 CC-3.21 CC-3.22 every video setting has a control', () => {
    expect(keys('mp4', 'conversion')).toEqual(
      expect.arrayContaining([
        ...['video_codec', 'video_crf', 'video_preset', 'video_profile'],
        ...['resize_video', 'custom_width', 'custom_height', 'video_framerate', 'rotate_video', 'flip_video'],
        ...[
          'audio_codec',
          'audio_bitrate',
          'adjust_volume',
          'fade_in_audio',
          'fade_out_audio',
          'remove_audio',
        ],
        ...['add_subtitle', 'subtitle_file', 'subtitle_stream', 'subtitle_mode'],
        ...['enable_trim', 'trim_start', 'trim_end'],
        ...['enable_crop', 'crop_width', 'crop_height', 'crop_x', 'crop_y'],
      ]),
    );
  });

  it('CC-3.23 CC-3.24 every audio setting has a control', () => {
    expect(keys('mp3', 'conversion')).toEqual(
      expect.arrayContaining([
        ...['audio_codec', 'audio_bitrate', 'sample_rate', 'audio_channels', 'adjust_volume'],
        ...[
          'fade_in_audio',
          'fade_out_audio',
          'reverse_audio',
          'normalize_audio',
          'enable_trim',
          'trim_start',
        ],
      ]),
    );
  });

  it('CC-3.25 CC-3.26 CC-3.27 CC-3.28 every GIF setting has a control', () => {
    expect(keys('gif', 'conversion').sort()).toEqual(
      [
        ...['source_type', 'trim_start', 'trim_end', 'gif_width', 'height_mode', 'gif_height', 'gif_fps'],
        ...['color_palette', 'dithering', 'compression_level', 'background_optimization', 'optimize_size'],
        ...['loop_count', 'reverse_gif', 'preserve_transparency'],
      ].sort(),
    );
  });

  it('CC-3.29 to CC-3.36 compression mode leads with every compression_settings field', () => {
    const [first] = sectionsFor('mp4', 'compression');
    expect(first?.fields.map((f) => f.key.replace('compression_settings.', ''))).toEqual([
      ...[
        'compression_method',
        'target_size_mb',
        'target_reduction_percentage',
        'quality_level',
        'crf_value',
      ],
      ...['target_resolution', 'custom_target_width', 'custom_target_height', 'target_bitrate'],
      ...['preserve_audio_quality', 'two_pass_encoding', 'optimize_for_web', 'maintain_aspect_ratio'],
    ]);
    expect(sectionsFor('mp4', 'conversion').map((s) => s.id)).not.toContain('compression');
  });

  it('CC-5.07 custom size only when resize is custom; trim and crop fields only when switched on', () => {
    expect(visibleKeys('mp4', {})).not.toContain('custom_width');
    expect(visibleKeys('mp4', { resize_video: 'custom' })).toContain('custom_width');
    expect(visibleKeys('mp4', {})).not.toContain('trim_start');
    expect(visibleKeys('mp4', { enable_trim: true })).toEqual(
      expect.arrayContaining(['trim_start', 'trim_end']),
    );
    expect(visibleKeys('mp4', { enable_crop: true })).toContain('crop_x');
  });

  it('CC-5.07 removing audio hides every audio field, the codec included; copy hides the picture fields', () => {
    const noAudio = visibleKeys('mp4', { remove_audio: true });
    expect(noAudio).toContain('remove_audio');
    expect(noAudio).not.toContain('audio_codec');
    expect(noAudio).not.toContain('adjust_volume');
    const copy = visibleKeys('mp4', { video_codec: 'copy', enable_crop: true });
    expect(copy).not.toContain('video_crf');
    expect(copy).not.toContain('enable_crop');
    expect(copy).not.toContain('crop_width');
  });

  it('CC-5.07 compression fields follow the method; lossless formats have no bitrate field', () => {
    const m = 'compression_settings.compression_method';
    expect(visibleKeys('mp4', {}, 'compression')).not.toContain('compression_settings.target_size_mb');
    expect(visibleKeys('mp4', { [m]: 'size_targeted_mb' }, 'compression')).toContain(
      'compression_settings.target_size_mb',
    );
    expect(visibleKeys('flac', {})).not.toContain('audio_bitrate');
  });

  it('CC-5.07 an invalid value in a field that is then hidden leaves no error', () => {
    let values = setValue(settingsDefaults('mp4', 'conversion'), 'enable_crop', true);
    values = setValue(values, 'crop_width', '10');
    expect(validateSettings('mp4', values, 'conversion').errors.length).toBeGreaterThan(0);
    values = setValue(values, 'enable_crop', false);
    expect(validateSettings('mp4', values, 'conversion').errors).toEqual([]);
  });
});
