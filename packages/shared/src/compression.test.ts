import { describe, expect, it } from 'vitest';
import {
  COMPRESSION_DEFAULTS,
  COMPRESSION_METHODS,
  COMPRESSION_METHOD_CHANGE_RESET,
  DEFAULT_COMPRESSION_TARGET,
  KEEP_ORIGINAL,
  QUALITY_LEVELS,
  RESOLUTION_METHODS,
  RESOLUTION_METHOD_DEFAULTS,
  bitrateTargetValue,
  isCompressionMethod,
  qualityLevelFromTarget,
} from './compression.js';

describe('compression (CC §3, §4, §9)', () => {
  it('CC-9.07 methods: auto plus the five targeted ones', () => {
    expect(COMPRESSION_METHODS).toEqual([
      'auto',
      'size_targeted_mb',
      'size_targeted_percentage',
      'quality_targeted',
      'resolution_targeted',
      'bitrate_targeted',
    ]);
    expect(isCompressionMethod('auto')).toBe(true);
  });

  it('CC-9.08 resolution methods: preset, width, height, width-height', () => {
    expect(RESOLUTION_METHODS).toEqual(['preset', 'width', 'height', 'width-height']);
  });

  it('CC-4.22 resolution method defaults: preset 1080p; width 1920; height 1080; width-height both', () => {
    expect(RESOLUTION_METHOD_DEFAULTS).toEqual({
      preset: { resolutionPreset: '1080p' },
      width: { resolutionWidth: 1920 },
      height: { resolutionHeight: 1080 },
      'width-height': { resolutionWidth: 1920, resolutionHeight: 1080 },
    });
  });

  it('CC-4.21 changing the method resets the target and sets preset 1080p', () => {
    expect(COMPRESSION_METHOD_CHANGE_RESET).toEqual({
      compressionTarget: undefined,
      resolutionMethod: 'preset',
      resolutionPreset: '1080p',
    });
  });

  it('CC-3.32 quality levels highest, high, medium, low, lowest', () => {
    expect(QUALITY_LEVELS).toEqual(['highest', 'high', 'medium', 'low', 'lowest']);
  });

  it('CC-9.10 default target size 25 MB', () => {
    expect(COMPRESSION_DEFAULTS.target_size_mb).toBe(25);
  });

  it('CC-9.11 default reduction 60 %, the popup slider 50', () => {
    expect(COMPRESSION_DEFAULTS.target_reduction_percentage).toBe(60);
    expect(COMPRESSION_DEFAULTS.popup_reduction_percentage).toBe(50);
  });

  it('CC-9.12 default quality high', () => {
    expect(COMPRESSION_DEFAULTS.quality_level).toBe('high');
  });

  it('CC-9.13 default target resolution 1080p', () => {
    expect(COMPRESSION_DEFAULTS.target_resolution).toBe('1080p');
  });

  it('CC-9.14 default bitrate 2M', () => {
    expect(COMPRESSION_DEFAULTS.target_bitrate).toBe('2M');
  });

  it('CC-9.15 compression target default 3', () => {
    expect(DEFAULT_COMPRESSION_TARGET).toBe(3);
  });

  it('CC-9.16 quality from a numeric target: 1 lowest, 2 low, 3 medium, 4 high, anything else highest', () => {
    expect([1, 2, 3, 4, 5, 0, 3.5, Number.NaN].map(qualityLevelFromTarget)).toEqual([
      'lowest',
      'low',
      'medium',
      'high',
      'highest',
      'highest',
      'highest',
      'highest',
    ]);
  });

  it('CC-9.18 a bitrate target is sent as the number plus K', () => {
    expect(bitrateTargetValue(1500)).toBe('1500K');
  });

  it('CC-9.09 conversion output option keep_original', () => {
    expect(KEEP_ORIGINAL).toBe('keep_original');
  });
});
