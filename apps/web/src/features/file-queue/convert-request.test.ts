import { compressionSettingsFromSimple } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { convertCall } from './convert-request';
import { compression, conversion, row } from './test-rows';

describe('convert request', () => {
  it('CC-7.19 CC-3.15 a conversion sends the lowercase format, the row settings and the batch id', () => {
    const call = convertCall(
      row({ outputFormat: 'WEBM', conversionSettings: { video_crf: 20 } }),
      conversion,
      'b1',
    );
    expect(call).toEqual({
      format: 'webm',
      body: {
        format: 'webm',
        batchTaskId: 'b1',
        settings: { video_crf: 20, output_format: 'webm', processing_mode: 'conversion' },
      },
    });
  });

  it('keep_original targets the source format, or MP4 when we do not write it', () => {
    const keep = { ...conversion, defaultFormat: 'keep_original' };
    expect(
      convertCall(
        row({ name: 'a.MKV', originalFormat: 'mkv', outputFormat: 'keep_original' }, keep),
        keep,
        'b',
      ).format,
    ).toBe('mkv');
    expect(
      convertCall(
        row({ name: 'a.xyz', originalFormat: 'xyz', outputFormat: 'keep_original' }, keep),
        keep,
        'b',
      ).format,
    ).toBe('mp4');
  });

  it('a compressor page sends processing_mode compression and its preset', () => {
    const call = convertCall(row({}, compression), compression, 'b1', compressionSettingsFromSimple);
    expect(call.body.settings).toMatchObject({
      processing_mode: 'compression',
      output_format: 'mp4',
      compression_settings: { compressor_option: 'discord' },
    });
  });

  it('CC-3.31 CC-3.37 a row method overrides through compression_settings fields', () => {
    const file = row({ compressionMethod: 'size_targeted_mb', compressionTarget: 8 }, compression);
    const settings = convertCall(file, compression, 'b1', compressionSettingsFromSimple).body
      .settings as Record<string, Record<string, unknown>>;
    expect(settings.compression_settings).toMatchObject({
      compression_method: 'size_targeted_mb',
      target_size_mb: 8,
      compressor_option: 'discord',
    });
  });

  it('/compressor without a preset and without a method asks for auto', () => {
    const plain = { ...compression, compressorOption: undefined };
    const settings = convertCall(row({}, plain), plain, 'b', compressionSettingsFromSimple).body.settings;
    expect(settings).toMatchObject({ compression_settings: { compression_method: 'auto' } });
  });
});
