import { describe, expect, it } from 'vitest';
import {
  GIF_DEFAULTS,
  GIF_TRIM_DEFAULTS,
  TRIM_DEFAULTS,
  VIDEO_SETTINGS_DEFAULTS,
  trimDefaultsFor,
} from './settings-defaults.js';
import { parseTimecode } from './settings-rules.js';

describe('settings defaults (CC §9 "Defaults")', () => {
  it('CC-9.29 CRF 23, preset medium, profile main, audio bitrate 192k, volume 100', () => {
    expect(VIDEO_SETTINGS_DEFAULTS).toEqual({
      video_crf: 23,
      video_preset: 'medium',
      video_profile: 'main',
      audio_bitrate: '192k',
      adjust_volume: 100,
    });
  });

  it('CC-9.30 trim default 00:00:00.000 to 00:01:00.000', () => {
    expect(TRIM_DEFAULTS).toEqual({ trim_start: '00:00:00.000', trim_end: '00:01:00.000' });
    expect(trimDefaultsFor('mp4')).toBe(TRIM_DEFAULTS);
  });

  it('CC-9.30 GIF trim default is 3 s', () => {
    expect(trimDefaultsFor('GIF')).toBe(GIF_TRIM_DEFAULTS);
    const end = parseTimecode(GIF_TRIM_DEFAULTS.trim_end);
    const start = parseTimecode(GIF_TRIM_DEFAULTS.trim_start);
    expect(end !== undefined && start !== undefined ? end - start : undefined).toBe(3);
  });

  it('CC-9.31 GIF: width 480, height 270, fps 15, 256 colours, dithering floyd_steinberg, compression 100', () => {
    expect(GIF_DEFAULTS).toEqual({
      gif_width: 480,
      gif_height: 270,
      gif_fps: 15,
      color_palette: 256,
      dithering: 'floyd_steinberg',
      compression_level: 100,
    });
  });
});
