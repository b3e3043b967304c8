import { FORMAT_PICKER, validateSettings } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from './settings-defaults';

const PICKER_FORMATS = [...FORMAT_PICKER.video, ...FORMAT_PICKER.audio, ...FORMAT_PICKER.image];

describe('settings defaults', () => {
  it('CC-9.29 a fresh MP4 form: CRF 23, preset medium, profile main, audio 192k, volume 100', () => {
    expect(settingsDefaults('mp4', 'conversion')).toMatchObject({
      video_codec: 'h264',
      video_crf: 23,
      video_preset: 'medium',
      video_profile: 'main',
      audio_bitrate: '192k',
      adjust_volume: 100,
      trim_start: '00:00:00.000',
      trim_end: '00:01:00.000',
      output_format: 'mp4',
      processing_mode: 'conversion',
    });
  });

  it('CC-9.31 a fresh GIF form: 480x270, 15 fps, 256 colours, floyd_steinberg, compression 100, 3 s', () => {
    expect(settingsDefaults('gif', 'conversion')).toMatchObject({
      gif_width: 480,
      gif_height: 270,
      gif_fps: 15,
      color_palette: 256,
      dithering: 'floyd_steinberg',
      compression_level: 100,
      trim_start: '00:00:00.000',
      trim_end: '00:00:03.000',
    });
  });

  it('CC-9.10 CC-9.11 CC-9.12 compression mode adds compression_settings with 25 MB, 60 %, high', () => {
    const defaults = settingsDefaults('mp4', 'compression');
    expect(defaults.compression_settings).toMatchObject({
      compression_method: 'auto',
      target_size_mb: 25,
      target_reduction_percentage: 60,
      quality_level: 'high',
      target_resolution: '1080p',
      target_bitrate: '2M',
    });
    expect(settingsDefaults('mp4', 'conversion')).not.toHaveProperty('compression_settings');
  });

  it('CC-9.36 the first codec of the table is preselected; format defaults apply (3GP, AMR)', () => {
    expect(settingsDefaults('webm', 'conversion')).toMatchObject({ video_codec: 'vp9', audio_codec: 'opus' });
    expect(settingsDefaults('3gp', 'conversion')).toMatchObject({
      video_crf: 28,
      audio_codec: 'aac',
      audio_bitrate: '96k',
      sample_rate: 8000,
      audio_channels: 1,
    });
    expect(settingsDefaults('amr', 'conversion')).toMatchObject({
      audio_bitrate: '12.2k',
      sample_rate: 8000,
    });
  });

  it('CC-9.55 lossless formats start without a bitrate', () => {
    for (const format of ['flac', 'wav', 'aiff', 'alac']) {
      expect(settingsDefaults(format, 'conversion'), format).not.toHaveProperty('audio_bitrate');
    }
  });

  it.each(PICKER_FORMATS)('CC-2.61 CC-2.64 the defaults of %s are valid and draw no warning', (format) => {
    for (const mode of ['conversion', 'compression'] as const) {
      const result = validateSettings(format, settingsDefaults(format, mode), mode);
      expect(result.errors, `${format} ${mode}`).toEqual([]);
      expect(result.warnings, `${format} ${mode}`).toEqual([]);
    }
  });
});
