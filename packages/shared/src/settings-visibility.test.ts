import { describe, expect, it } from 'vitest';
import { isSettingShown, validateSettings } from './settings-validation.js';

/** A value every rule refuses, to see whether a field is validated at all. */
const GARBAGE = 'not-a-value';

function errorFields(format: string, settings: Record<string, unknown>): string[] {
  return validateSettings(format, settings, 'compression').errors.map((e) => e.field);
}

describe('isSettingShown', () => {
  it('CC-5.07 custom size only when resize is custom, and not for a copied stream', () => {
    expect(isSettingShown('mp4', { resize_video: 'none' }, 'custom_width')).toBe(false);
    expect(isSettingShown('mp4', { resize_video: 'custom' }, 'custom_width')).toBe(true);
    expect(isSettingShown('mp4', { resize_video: 'custom', video_codec: 'copy' }, 'custom_width')).toBe(
      false,
    );
  });

  it('CC-5.07 trim and crop fields only when enabled', () => {
    expect(isSettingShown('mp4', {}, 'trim_start')).toBe(false);
    expect(isSettingShown('mp4', { enable_trim: true }, 'trim_start')).toBe(true);
    expect(isSettingShown('mp3', { enable_trim: 'true' }, 'trim_end')).toBe(true);
    expect(isSettingShown('mp4', { enable_crop: true }, 'crop_x')).toBe(true);
    // A GIF is always a clip: its trim fields have no switch.
    expect(isSettingShown('gif', {}, 'trim_start')).toBe(true);
  });

  it('CC-5.07 compression fields follow the chosen method', () => {
    const field = 'compression_settings.target_size_mb';
    expect(isSettingShown('mp4', { compression_settings: { compression_method: 'auto' } }, field)).toBe(
      false,
    );
    expect(
      isSettingShown('mp4', { compression_settings: { compression_method: 'size_targeted_mb' } }, field),
    ).toBe(true);
  });

  it('a field without a rule is shown', () => {
    expect(isSettingShown('mp4', {}, 'remove_audio')).toBe(true);
  });

  it.each([
    ['mp4', { resize_video: 'none' }, 'custom_width'],
    ['mp4', { resize_video: 'custom' }, 'custom_width'],
    ['mp4', { enable_trim: false }, 'trim_start'],
    ['mp4', { enable_trim: true }, 'trim_start'],
    ['mp4', { enable_crop: true, video_codec: 'copy' }, 'crop_width'],
    ['mp4', { enable_crop: true }, 'crop_width'],
    ['mp4', { remove_audio: true }, 'adjust_volume'],
    ['mp4', {}, 'adjust_volume'],
    ['gif', { height_mode: 'auto' }, 'gif_height'],
    ['gif', { height_mode: 'custom' }, 'gif_height'],
  ] as const)('CC-5.07 %s %j: %s is validated exactly when shown', (format, base, field) => {
    const settings = { ...base, [field]: GARBAGE };
    expect(errorFields(format, settings).includes(field)).toBe(isSettingShown(format, settings, field));
  });
});
