import { describe, expect, it } from 'vitest';
import { settingsDefaults } from './settings-defaults';
import { allFields } from './settings-sections';
import { errorsByField, finalizeValues, getValue, mergeValues, setValue } from './settings-values';

describe('settings values', () => {
  it('reads and writes compression fields inside compression_settings', () => {
    const values = setValue({ compression_settings: { a: 1 } }, 'compression_settings.target_size_mb', 10);
    expect(values).toEqual({ compression_settings: { a: 1, target_size_mb: 10 } });
    expect(getValue(values, 'compression_settings.target_size_mb')).toBe(10);
    expect(setValue(values, 'compression_settings.a', undefined)).toEqual({
      compression_settings: { target_size_mb: 10 },
    });
  });

  it('CC-2.65 the file keeps its own settings over the defaults, compression field by field', () => {
    const merged = mergeValues(settingsDefaults('mp4', 'compression'), {
      video_crf: 20,
      compression_settings: { compression_method: 'size_targeted_mb' },
    });
    expect(merged.video_crf).toBe(20);
    expect(getValue(merged, 'compression_settings.compression_method')).toBe('size_targeted_mb');
    expect(getValue(merged, 'compression_settings.target_size_mb')).toBe(25);
  });

  it('Apply hands numbers on as numbers; garbage left in a hidden field falls back to its default', () => {
    const defaults = settingsDefaults('mp4', 'conversion');
    const edited = { ...defaults, video_crf: '20', crop_width: 'abc' };
    const out = finalizeValues(edited, allFields('mp4', 'conversion'), defaults);
    expect(out.video_crf).toBe(20);
    expect(out.crop_width).toBe(defaults.crop_width);
  });

  it('groups messages by field', () => {
    const map = errorsByField([
      { field: 'a', message: 'x' },
      { field: 'a', message: 'y' },
      { field: 'b', message: 'z' },
    ]);
    expect(map.get('a')).toEqual(['x', 'y']);
    expect(map.get('b')).toEqual(['z']);
  });
});
