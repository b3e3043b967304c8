import { compressionSettingsFromSimple } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import {
  changeMethod,
  changeResolutionMethod,
  commitDraft,
  defaultTarget,
  draftErrors,
  draftFrom,
  shownTarget,
  type MethodDraft,
} from './method-draft';

const base: MethodDraft = draftFrom({ method: 'size_targeted_mb', target: 10 });

describe('compression-method popup', () => {
  it('CC-4.21 changing the method clears the target and sets preset 1080p', () => {
    const next = changeMethod(
      { ...base, resolutionMethod: 'width', resolutionWidth: '800' },
      'quality_targeted',
    );
    expect(next).toEqual({
      method: 'quality_targeted',
      resolutionMethod: 'preset',
      resolutionPreset: '1080p',
    });
    expect(next.target).toBeUndefined();
  });

  it('CC-2.54 auto clears the target', () => {
    const committed = commitDraft(changeMethod(base, 'auto'));
    expect(committed.method).toBe('auto');
    expect(committed).not.toHaveProperty('target');
    expect(commitDraft({ ...base, method: 'auto', target: '10' })).not.toHaveProperty('target');
  });

  it('CC-4.22 resolution method defaults: preset 1080p, width 1920, height 1080, both', () => {
    const r = changeMethod(base, 'resolution_targeted');
    expect(changeResolutionMethod(r, 'preset')).toMatchObject({ resolutionPreset: '1080p' });
    expect(changeResolutionMethod(r, 'width')).toMatchObject({
      resolutionWidth: '1920',
      resolutionHeight: undefined,
    });
    expect(changeResolutionMethod(r, 'height')).toMatchObject({
      resolutionHeight: '1080',
      resolutionWidth: undefined,
    });
    expect(changeResolutionMethod(r, 'width-height')).toMatchObject({
      resolutionWidth: '1920',
      resolutionHeight: '1080',
    });
  });

  it('CC-5.26 CC-5.30 CC-9.10 CC-9.15 untouched controls show the popup defaults', () => {
    expect(defaultTarget('size_targeted_percentage')).toBe(50);
    expect(defaultTarget('quality_targeted')).toBe(3);
    expect(defaultTarget('size_targeted_mb')).toBe(25);
    expect(defaultTarget('bitrate_targeted')).toBe(2000);
    expect(defaultTarget('auto')).toBeUndefined();
    expect(shownTarget(changeMethod(base, 'size_targeted_percentage'))).toBe('50');
  });

  it('CC-3.37 Apply commits what was shown, which the simpler form turns into compression settings', () => {
    const quality = commitDraft(changeMethod(base, 'quality_targeted'));
    expect(quality).toMatchObject({ method: 'quality_targeted', target: 3 });
    expect(compressionSettingsFromSimple(quality).quality_level).toBe('medium');
    const width = commitDraft(changeResolutionMethod(changeMethod(base, 'resolution_targeted'), 'width'));
    expect(width).toMatchObject({
      method: 'resolution_targeted',
      resolutionMethod: 'width',
      resolutionWidth: 1920,
    });
    expect(width).not.toHaveProperty('resolutionHeight');
    expect(width).not.toHaveProperty('target');
  });

  it('CC-5.24 target size 1-1000 with the spec messages', () => {
    expect(draftErrors({ ...base, target: '0.5' }).target?.message).toBe('Target size must be at least 1');
    expect(draftErrors({ ...base, target: '1001' }).target?.message).toBe('Target size must be at most 1000');
    expect(draftErrors({ ...base, target: 'abc' }).target?.message).toBe(
      'Target size must be a valid number',
    );
    expect(draftErrors({ ...base, target: '' }).target?.message).toBe('Target size is required');
    expect(draftErrors({ ...base, target: '1000' })).toEqual({});
  });

  it('CC-5.32 width and height in the popup: 0-10000 px', () => {
    const both = changeResolutionMethod(changeMethod(base, 'resolution_targeted'), 'width-height');
    expect(draftErrors({ ...both, resolutionWidth: '10001' }).resolutionWidth?.message).toBe(
      'Target width must be at most 10000',
    );
    expect(draftErrors(both)).toEqual({});
  });

  it('CC-5.25 CC-5.27 what passes the popup but not the settings rules is still refused', () => {
    const percent = { ...changeMethod(base, 'size_targeted_percentage'), target: '5' };
    expect(draftErrors(percent).target?.message).toBe('Size reduction must be at least 10');
    const narrow = {
      ...changeResolutionMethod(changeMethod(base, 'resolution_targeted'), 'width'),
      resolutionWidth: '100',
    };
    expect(draftErrors(narrow).resolutionWidth?.message).toBe('Target width must be at least 320');
  });

  it('CC-5.31 bitrate 100-20000 kbps', () => {
    const bitrate = changeMethod(base, 'bitrate_targeted');
    expect(draftErrors({ ...bitrate, target: '50' }).target?.message).toBe(
      'Target bitrate must be at least 100',
    );
    expect(draftErrors(bitrate)).toEqual({});
  });
});
