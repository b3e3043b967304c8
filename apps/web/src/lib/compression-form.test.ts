import { describe, expect, it } from 'vitest';
import {
  modalCompressionSettings,
  rowOfSimple,
  sameSimple,
  simpleOfRow,
  simpleOfSettings,
} from './compression-form';

describe('compression form sync', () => {
  it('CC-3.37 a row without a method leaves the preset in charge', () => {
    expect(simpleOfRow({})).toBeUndefined();
    expect(modalCompressionSettings({ crf_value: 20 }, undefined)).toEqual({ crf_value: 20 });
  });

  it('CC-3.37 the modal starts from the picker choice', () => {
    const simple = simpleOfRow({ compressionMethod: 'size_targeted_mb', compressionTarget: 10 });
    expect(modalCompressionSettings({ two_pass_encoding: true }, simple)).toMatchObject({
      compression_method: 'size_targeted_mb',
      target_size_mb: 10,
      two_pass_encoding: true,
    });
  });

  it.each([
    [{ method: 'size_targeted_mb', target: 10 }],
    [{ method: 'size_targeted_percentage', target: 40 }],
    [{ method: 'quality_targeted', target: 2 }],
    [{ method: 'bitrate_targeted', target: 1500 }],
    [{ method: 'resolution_targeted', resolutionMethod: 'preset', resolutionPreset: '720p' }],
    [
      {
        method: 'resolution_targeted',
        resolutionMethod: 'width-height',
        resolutionWidth: 1280,
        resolutionHeight: 720,
      },
    ],
    [{ method: 'auto' }],
  ] as const)('CC-3.37 the modal result maps back to the same simpler form: %j', (simple) => {
    const settings = modalCompressionSettings({}, simple);
    expect(sameSimple(simpleOfSettings(settings), simple)).toBe(true);
  });

  it('tells changed choices apart', () => {
    expect(
      sameSimple({ method: 'size_targeted_mb', target: 10 }, { method: 'size_targeted_mb', target: 11 }),
    ).toBe(false);
    expect(sameSimple(undefined, undefined)).toBe(true);
    expect(rowOfSimple({ method: 'auto' })).toMatchObject({
      compressionMethod: 'auto',
      compressionTarget: undefined,
    });
  });
});
