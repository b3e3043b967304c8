import { describe, expect, it } from 'vitest';
import {
  COMPRESSOR_CATEGORIES,
  COMPRESSOR_OPTIONS,
  compressorCategoryOf,
  isCompressorOption,
} from './compressor.js';

const optionsOf = (label: string) => COMPRESSOR_CATEGORIES.find((c) => c.label === label)?.options;

describe('compressor options (CC §9; DL §2)', () => {
  it('CC-2.05 categories in order', () => {
    expect(COMPRESSOR_CATEGORIES.map((c) => c.label)).toEqual([
      'Platform Specific',
      'Size Based',
      'Quality Based',
      'Specialized',
      'Format Specific',
    ]);
  });

  it('CC-9.24 Platform Specific: whatsapp, instagram, youtube, facebook, discord, email, tiktok, twitter', () => {
    expect(optionsOf('Platform Specific')).toEqual([
      'whatsapp',
      'instagram',
      'youtube',
      'facebook',
      'discord',
      'email',
      'tiktok',
      'twitter',
    ]);
  });

  it('CC-9.25 Size Based: 1mb, 5mb, 10mb, 25mb, 50mb, 100mb', () => {
    expect(optionsOf('Size Based')).toEqual(['1mb', '5mb', '10mb', '25mb', '50mb', '100mb']);
  });

  it('CC-9.26 Quality Based: hd, 4k, high-quality, lossless, web, mobile', () => {
    expect(optionsOf('Quality Based')).toEqual(['hd', '4k', 'high-quality', 'lossless', 'web', 'mobile']);
  });

  it('CC-9.27 Specialized: streaming, archive, presentation, education, slow-motion', () => {
    expect(optionsOf('Specialized')).toEqual([
      'streaming',
      'archive',
      'presentation',
      'education',
      'slow-motion',
    ]);
  });

  it('CC-9.28 Format Specific: mp4, avi, mov, mkv, android', () => {
    expect(optionsOf('Format Specific')).toEqual(['mp4', 'avi', 'mov', 'mkv', 'android']);
  });

  it('CC-2.04 30 options, each routable and in exactly one category', () => {
    expect(COMPRESSOR_OPTIONS).toHaveLength(30);
    expect(new Set(COMPRESSOR_OPTIONS).size).toBe(30);
    expect(isCompressorOption('slow-motion')).toBe(true);
    expect(isCompressorOption('8k')).toBe(false);
    expect(compressorCategoryOf('discord').id).toBe('platform-specific');
    expect(compressorCategoryOf('android').id).toBe('format-specific');
  });
});
