import { describe, expect, it } from 'vitest';
import { codecInfoFor, videoCodecChoices } from './codecs.js';
import { COMPRESSOR_CATEGORIES, COMPRESSOR_OPTIONS } from './compressor.js';
import { BYTES_PER_MB, COMPRESSOR_PRESETS } from './compressor-presets.js';
import { VIDEO_PRESETS, audioCodecOptions } from './settings-schema.js';

const PRESETS_IN_BAR_ORDER = COMPRESSOR_OPTIONS.map((o) => COMPRESSOR_PRESETS[o]);

describe('compressor presets (CC §9 "Compressor options")', () => {
  it('CC-9.24–9.28 every one of the 30 options has exactly one preset, in bar order', () => {
    expect(COMPRESSOR_OPTIONS).toHaveLength(30);
    expect(Object.keys(COMPRESSOR_PRESETS).sort()).toEqual([...COMPRESSOR_OPTIONS].sort());
    expect(PRESETS_IN_BAR_ORDER.map((p) => p.option)).toEqual(COMPRESSOR_OPTIONS);
    for (const category of COMPRESSOR_CATEGORIES) {
      for (const option of category.options) expect(COMPRESSOR_PRESETS[option].option).toBe(option);
    }
  });

  it('each preset is consistent with the codec table and names a real speed preset', () => {
    for (const p of PRESETS_IN_BAR_ORDER) {
      expect(p.summary.length).toBeGreaterThan(10);
      expect(VIDEO_PRESETS).toContain(p.speed);
      if (p.format !== 'keep_original') {
        expect(codecInfoFor(p.format).kind).toBe('video');
        if (p.videoCodec) expect(videoCodecChoices(p.format)).toContain(p.videoCodec);
        if (p.audio.codec) expect(audioCodecOptions(p.format)).toContain(p.audio.codec);
      }
      if (p.quality.kind === 'crf') expect(p.quality.crf).toBeGreaterThanOrEqual(0);
    }
  });

  it('CC-9.19 size presets 1, 5, 10, 25, 50, 100 MB are size targets in the source format', () => {
    const size = (o: '1mb' | '5mb' | '10mb' | '25mb' | '50mb' | '100mb') => COMPRESSOR_PRESETS[o];
    expect(
      [size('1mb'), size('5mb'), size('10mb'), size('25mb'), size('50mb'), size('100mb')].map(
        (p) => p.quality,
      ),
    ).toEqual([1, 5, 10, 25, 50, 100].map((targetMb) => ({ kind: 'size', targetMb })));
    expect(size('25mb').format).toBe('keep_original');
    expect(BYTES_PER_MB).toBe(1_048_576);
  });

  it('platform limits are met in decimal and binary megabytes (WhatsApp 16 MB, Discord 10 MB, email 20 MB)', () => {
    const bytes = (mb: number | undefined) => (mb ?? Number.POSITIVE_INFINITY) * BYTES_PER_MB;
    expect(bytes(COMPRESSOR_PRESETS.whatsapp.maxSizeMb)).toBeLessThan(16_000_000);
    expect(bytes(COMPRESSOR_PRESETS.discord.maxSizeMb)).toBeLessThan(10_000_000);
    // Mail carries attachments base64-encoded in 76-character lines: × 4/3 × 78/76.
    expect(bytes(COMPRESSOR_PRESETS.email.maxSizeMb) * (4 / 3) * (78 / 76)).toBeLessThan(20_000_000);
    expect(COMPRESSOR_PRESETS.whatsapp).toMatchObject({
      format: 'mp4',
      videoCodec: 'h264',
      maxResolution: { width: 1280, height: 720 },
      audio: { codec: 'aac', bitrate: '128k' },
    });
  });

  it('quality presets: hd and 4k cap the resolution, lossless is lossless, web starts fast', () => {
    expect(COMPRESSOR_PRESETS.hd.maxResolution).toEqual({ width: 1280, height: 720 });
    expect(COMPRESSOR_PRESETS['4k'].maxResolution).toEqual({ width: 3840, height: 2160 });
    expect(COMPRESSOR_PRESETS.lossless).toMatchObject({
      quality: { kind: 'lossless' },
      format: 'mkv',
      audio: { codec: 'flac' },
    });
    expect(COMPRESSOR_PRESETS.web.faststart).toBe(true);
    expect(COMPRESSOR_PRESETS['high-quality'].quality).toEqual({ kind: 'crf', crf: 18 });
  });

  it('format presets write their container', () => {
    expect(COMPRESSOR_PRESETS.mp4.format).toBe('mp4');
    expect(COMPRESSOR_PRESETS.avi).toMatchObject({ format: 'avi', videoCodec: 'mpeg4' });
    expect(COMPRESSOR_PRESETS.mov.format).toBe('mov');
    expect(COMPRESSOR_PRESETS.mkv.format).toBe('mkv');
    expect(COMPRESSOR_PRESETS.android).toMatchObject({ format: 'mp4', profile: 'main', level: '4.0' });
  });
});
