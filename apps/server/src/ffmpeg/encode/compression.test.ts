import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  COMPRESSOR_OPTIONS,
  COMPRESSOR_PRESETS,
  compressionSettingsSchema,
  videoSettingsSchema,
} from '@mediaforge/shared';
import { META } from '../../../test/encode/requests.js';
import {
  compressionFromPreset,
  compressionFromSettings,
  QUALITY_LEVEL_CRF,
  resolveOutputFormat,
  settingsEditMedia,
  sizeAttemptOverrides,
  sourceIsAcceptable,
  type BaseOverrides,
} from './compression.js';

const cs = (raw: Record<string, unknown>) => compressionSettingsSchema.parse(raw);
const SOURCE = 50 * BYTES_PER_MB;

describe('compression methods (CC-9.07) → strategies', () => {
  it('CC-3.30 auto: CRF 26, at most 1080p, never upscaled, AAC 128k, fast start', () => {
    expect(compressionFromSettings(cs({ compression_method: 'auto' }), SOURCE)).toEqual({
      kind: 'direct',
      overrides: {
        audioBitrate: '128k',
        faststart: true,
        rate: { kind: 'crf', crf: 26 },
        scale: { kind: 'fit', box: { width: 1920, height: 1080 }, orient: true, upscale: false },
      },
    });
  });

  it('CC-3.32 quality_targeted: quality level → CRF, crf_value wins when given (CC-3.33)', () => {
    expect(QUALITY_LEVEL_CRF).toEqual({ highest: 18, high: 23, medium: 28, low: 32, lowest: 36 });
    const q = (raw: Record<string, unknown>) => {
      const s = compressionFromSettings(cs({ compression_method: 'quality_targeted', ...raw }), SOURCE);
      return s.kind === 'direct' ? s.overrides.rate : undefined;
    };
    expect(q({})).toEqual({ kind: 'crf', crf: 23 });
    expect(q({ quality_level: 'lowest' })).toEqual({ kind: 'crf', crf: 36 });
    expect(q({ quality_level: 'lowest', crf_value: 30 })).toEqual({ kind: 'crf', crf: 30 });
  });

  it('CC-3.34 resolution_targeted: preset, custom box, exact, one side', () => {
    const scale = (raw: Record<string, unknown>) => {
      const s = compressionFromSettings(cs({ compression_method: 'resolution_targeted', ...raw }), SOURCE);
      return s.kind === 'direct' ? s.overrides.scale : undefined;
    };
    expect(scale({})).toEqual({
      kind: 'fit',
      box: { width: 1920, height: 1080 },
      orient: true,
      upscale: false,
    });
    expect(scale({ target_resolution: '720p' })).toEqual({
      kind: 'fit',
      box: { width: 1280, height: 720 },
      orient: true,
      upscale: false,
    });
    const custom = { target_resolution: 'custom', custom_target_width: 1000, custom_target_height: 500 };
    expect(scale(custom)).toEqual({
      kind: 'fit',
      box: { width: 1000, height: 500 },
      orient: false,
      upscale: false,
    });
    expect(scale({ ...custom, maintain_aspect_ratio: false })).toEqual({
      kind: 'exact',
      width: 1000,
      height: 500,
    });
    expect(scale({ target_resolution: 'custom', custom_target_width: 640 })).toEqual({
      kind: 'width',
      width: 640,
      upscale: false,
    });
    expect(scale({ target_resolution: 'custom', custom_target_height: 480 })).toEqual({
      kind: 'height',
      height: 480,
      upscale: false,
    });
  });

  it('CC-3.35 bitrate_targeted: "1500K" is 1500 kbps, two passes when asked (CC-3.36)', () => {
    const s = compressionFromSettings(
      cs({ compression_method: 'bitrate_targeted', target_bitrate: '1500K', two_pass_encoding: true }),
      SOURCE,
    );
    expect(s.kind === 'direct' && s.overrides.rate).toEqual({ kind: 'bitrate', kbps: 1500, twoPass: true });
    const d = compressionFromSettings(cs({ compression_method: 'bitrate_targeted' }), SOURCE);
    expect(d.kind === 'direct' && d.overrides.rate).toEqual({ kind: 'bitrate', kbps: 2000, twoPass: false });
  });

  it('CC-3.31 size_targeted_mb and size_targeted_percentage are size targets', () => {
    const mb = compressionFromSettings(
      cs({ compression_method: 'size_targeted_mb', target_size_mb: 10 }),
      SOURCE,
    );
    expect(mb).toEqual({
      kind: 'size',
      base: { audioBitrate: '128k', faststart: true, profile: 'high' },
      target: {
        targetBytes: 10 * BYTES_PER_MB,
        mode: 'abr',
        crf: 23,
        // Size targets are always two-pass where the codec has it (D62).
        twoPass: true,
        audio: { kbps: 128, preserve: false },
      },
    });
    const pct = compressionFromSettings(
      cs({ compression_method: 'size_targeted_percentage', target_reduction_percentage: 60 }),
      SOURCE,
    );
    expect(pct.kind === 'size' && pct.target.targetBytes).toBe(Math.floor(SOURCE * 0.4));
  });

  it('CC-3.36 preserve_audio_quality keeps 192k and is never scaled down; optimize_for_web is fast start', () => {
    const s = compressionFromSettings(
      cs({ compression_method: 'size_targeted_mb', preserve_audio_quality: true, optimize_for_web: false }),
      SOURCE,
    );
    expect(s.kind === 'size' && s.target.audio).toEqual({ kbps: 192, preserve: true });
    expect(s.kind === 'size' && s.base).toEqual({ audioBitrate: '192k', faststart: false, profile: 'high' });
  });
});

describe('compressor presets → strategies', () => {
  it('every one of the 30 options gives a strategy', () => {
    for (const option of COMPRESSOR_OPTIONS) {
      expect(['direct', 'size']).toContain(compressionFromPreset(COMPRESSOR_PRESETS[option]).kind);
    }
  });

  it('whatsapp: constant quality under a 15 MB ceiling, 720p box, 30 fps, AAC 128k', () => {
    expect(compressionFromPreset(COMPRESSOR_PRESETS.whatsapp)).toEqual({
      kind: 'size',
      base: expect.objectContaining({
        videoCodec: 'h264',
        scale: { kind: 'fit', box: { width: 1280, height: 720 }, orient: true, upscale: false },
        maxFps: 30,
        audioCodec: 'aac',
        audioBitrate: '128k',
        faststart: true,
      }) as unknown,
      target: {
        targetBytes: 15 * BYTES_PER_MB,
        mode: 'ceiling',
        crf: 23,
        twoPass: false,
        audio: { kbps: 128, preserve: false },
        maxVideoKbps: undefined,
        maxBox: { width: 1280, height: 720 },
      },
    });
  });

  it('instagram is a capped CRF; 1mb a size target; lossless lossless; archive H.265', () => {
    const ig = compressionFromPreset(COMPRESSOR_PRESETS.instagram);
    expect(ig.kind === 'direct' && ig.overrides.rate).toEqual({ kind: 'crf', crf: 23, maxKbps: 3500 });
    const one = compressionFromPreset(COMPRESSOR_PRESETS['1mb']);
    expect(one.kind === 'size' && one.target).toMatchObject({ targetBytes: BYTES_PER_MB, mode: 'abr' });
    const lossless = compressionFromPreset(COMPRESSOR_PRESETS.lossless);
    expect(lossless.kind === 'direct' && lossless.overrides).toMatchObject({
      rate: { kind: 'lossless' },
      audioCodec: 'flac',
    });
    const archive = compressionFromPreset(COMPRESSOR_PRESETS.archive);
    expect(archive.kind === 'direct' && archive.overrides).toMatchObject({
      videoCodec: 'h265',
      rate: { kind: 'crf', crf: 22 },
    });
  });
});

describe('size attempts → overrides', () => {
  const base: BaseOverrides = { faststart: true, audioBitrate: '128k' };
  const attempt = {
    attempt: 1,
    limitBytes: 1,
    videoKbps: 900,
    audioKbps: 64,
    box: { width: 854, height: 480 },
  };
  const target = {
    targetBytes: 1,
    mode: 'abr',
    crf: 23,
    twoPass: true,
    audio: { kbps: 128, preserve: false },
  } as const;

  it('abr: bitrate (two passes as asked), the rung box, the attempt’s audio', () => {
    expect(sizeAttemptOverrides(base, target, attempt, 'h264')).toEqual({
      faststart: true,
      audioBitrate: '64k',
      rate: { kind: 'bitrate', kbps: 900, twoPass: true },
      scale: { kind: 'fit', box: { width: 854, height: 480 }, orient: true, upscale: false },
    });
  });

  it('ceiling: capped CRF where the encoder honours a cap, else a plain bitrate', () => {
    const ceiling = { ...target, mode: 'ceiling', twoPass: false } as const;
    expect(sizeAttemptOverrides(base, ceiling, attempt, 'h264').rate).toEqual({
      kind: 'crf',
      crf: 23,
      maxKbps: 900,
    });
    expect(sizeAttemptOverrides(base, ceiling, attempt, 'mpeg4').rate).toEqual({
      kind: 'bitrate',
      kbps: 900,
      twoPass: false,
    });
  });
});

describe('keeping the source', () => {
  const settings = videoSettingsSchema.parse({});

  it('keep_original resolves to the source container (CC-9.09)', () => {
    expect(resolveOutputFormat('keep_original', META)).toBe('mp4');
    expect(resolveOutputFormat('keep_original', { ...META, container: 'mkv' })).toBe('mkv');
    expect(resolveOutputFormat('keep_original', { ...META, container: 'mp3' })).toBe('mp4');
    expect(resolveOutputFormat('avi', META)).toBe('avi');
  });

  it('the source is a valid result only in the same container, codecs and box, with no edits', () => {
    const base: BaseOverrides = { faststart: true };
    expect(sourceIsAcceptable('mp4', META, base, settingsEditMedia(settings))).toBe(true);
    expect(sourceIsAcceptable('mkv', META, base, false)).toBe(false);
    expect(sourceIsAcceptable('mp4', META, base, settingsEditMedia({ ...settings, enable_trim: true }))).toBe(
      false,
    );
    expect(sourceIsAcceptable('mp4', META, { ...base, videoCodec: 'h265' }, false)).toBe(false);
    expect(sourceIsAcceptable('mp4', META, { ...base, audioCodec: 'mp3' }, false)).toBe(false);
    expect(sourceIsAcceptable('mp4', META, { ...base, maxFps: 30 }, false)).toBe(false);
    const box = (width: number, height: number): BaseOverrides => ({
      ...base,
      scale: { kind: 'fit', box: { width, height }, orient: true, upscale: false },
    });
    expect(sourceIsAcceptable('mp4', META, box(1280, 720), false)).toBe(true);
    expect(sourceIsAcceptable('mp4', META, box(854, 480), false)).toBe(false);
    expect(sourceIsAcceptable('mp4', { ...META, width: 720, height: 1280 }, box(1280, 720), false)).toBe(
      true,
    );
  });
});
