import { CONVERTER_FORMATS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { converterPath, isSameFormat, parseConverterSlug } from './converter-route';

describe('converter routes', () => {
  it('CC-2.01 "{from}-to-{to}" preselects both formats', () => {
    expect(parseConverterSlug('mp4-to-webm')).toEqual({ from: 'mp4', to: 'webm' });
    expect(parseConverterSlug('3gp-to-m4v')).toEqual({ from: '3gp', to: 'm4v' });
  });

  it('CC-2.02 format names are case-insensitive', () => {
    expect(parseConverterSlug('MP4-to-WEBM')).toEqual({ from: 'mp4', to: 'webm' });
    expect(parseConverterSlug('Mov-TO-Mp4')).toEqual({ from: 'mov', to: 'mp4' });
    expect(parseConverterSlug('AVI')).toEqual({ to: 'avi' });
  });

  it('CC-2.03 "{format}" preselects only the target', () => {
    expect(parseConverterSlug('avi')).toEqual({ to: 'avi' });
  });

  it('CC-2.03 every converter format works as a target route', () => {
    for (const format of CONVERTER_FORMATS) expect(parseConverterSlug(format)).toEqual({ to: format });
  });

  it('CC-2.01 formats outside the converter list are not routes', () => {
    for (const slug of [
      'mp3',
      'mp4-to-mp3',
      'ogv-to-mp4',
      'mp4-to',
      '-to-mp4',
      'mp4-webm',
      'mp4-to-webm-to-avi',
      '',
    ]) {
      expect(parseConverterSlug(slug), slug).toBeUndefined();
    }
  });

  it('CC-2.12 a selection maps to its lower-case route', () => {
    expect(converterPath({ from: 'mov', to: 'mp4' })).toBe('/converter/mov-to-mp4');
    expect(converterPath({ to: 'avi' })).toBe('/converter/avi');
    expect(converterPath({ from: 'mov' })).toBe('/converter');
    expect(converterPath({})).toBe('/converter');
  });

  it('CC-2.13 the same format on both sides is flagged', () => {
    expect(isSameFormat({ from: 'mp4', to: 'mp4' })).toBe(true);
    expect(isSameFormat({ from: 'mp4', to: 'webm' })).toBe(false);
    expect(isSameFormat({ to: 'mp4' })).toBe(false);
  });
});
