import { describe, expect, it } from 'vitest';
import {
  BITRATES,
  DEFAULT_RESOLUTION_PRESET,
  FRAME_RATES,
  RESOLUTION_PRESETS,
  SETTINGS_RESOLUTIONS,
  bitrateToBps,
  resolutionPreset,
} from './resolutions.js';

describe('resolutions (CC §9)', () => {
  it('CC-9.23 presets 8k … 144p with their sizes, in the spec order', () => {
    expect(RESOLUTION_PRESETS.map((p) => `${p.id} ${p.width}x${p.height}`)).toEqual([
      '8k 7680x4320',
      '4k 3840x2160',
      '1440p 2560x1440',
      '1080p 1920x1080',
      '768p 1366x768',
      '720p 1280x720',
      '648p 1152x648',
      '576p 1024x576',
      '480p 720x480',
      '360p 480x360',
      '240p 352x240',
      '144p 256x144',
    ]);
  });

  it('CC-9.23 1080p is the default preset', () => {
    expect(DEFAULT_RESOLUTION_PRESET).toBe('1080p');
    expect(resolutionPreset(DEFAULT_RESOLUTION_PRESET)).toEqual({ id: '1080p', width: 1920, height: 1080 });
  });

  it('CC-9.20 resolution list in settings: 4K, 1440p, 1080p, 720p, 480p, 360p, each a preset', () => {
    expect(SETTINGS_RESOLUTIONS).toEqual(['4K', '1440p', '1080p', '720p', '480p', '360p']);
    expect(SETTINGS_RESOLUTIONS.map((r) => resolutionPreset(r)?.width)).toEqual([
      3840, 2560, 1920, 1280, 720, 480,
    ]);
  });

  it('CC-9.21 frame rates 60, 30, 25, 24, 15, 12', () => {
    expect(FRAME_RATES).toEqual([60, 30, 25, 24, 15, 12]);
  });

  it('CC-9.22 bitrates 500K, 1M, 2M, 4M, 8M, 15M', () => {
    expect(BITRATES).toEqual(['500K', '1M', '2M', '4M', '8M', '15M']);
    expect(BITRATES.map(bitrateToBps)).toEqual([500e3, 1e6, 2e6, 4e6, 8e6, 15e6]);
  });

  it('CC-9.52 bitrate strings in the spec notation convert to bits per second', () => {
    expect(bitrateToBps('12.2k')).toBe(12200);
    expect(bitrateToBps('192k')).toBe(192000);
    expect(bitrateToBps('fast')).toBeUndefined();
  });

  it('CC-9.23 unknown preset ids are not presets', () => {
    expect(resolutionPreset('1080p')?.id).toBe('1080p');
    expect(resolutionPreset('1081p')).toBeUndefined();
  });
});
