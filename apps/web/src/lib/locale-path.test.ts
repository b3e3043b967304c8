import { describe, expect, it } from 'vitest';
import { splitLocale, switchLocalePath, withLocale } from './locale-path';

describe('locale prefix', () => {
  it('CC-2.06 splits a locale prefix off any path', () => {
    expect(splitLocale('/fr/converter/mp4-to-webm')).toEqual({
      prefix: 'fr',
      locale: 'fr',
      rest: '/converter/mp4-to-webm',
    });
    expect(splitLocale('/fa/downloader/youtube')).toEqual({
      prefix: 'fa',
      locale: 'fa',
      rest: '/downloader/youtube',
    });
    expect(splitLocale('/en/compressor')).toEqual({ prefix: 'en', locale: 'en', rest: '/compressor' });
  });

  it('CC-2.06 a path without a prefix is English', () => {
    expect(splitLocale('/converter')).toEqual({ prefix: undefined, locale: 'en', rest: '/converter' });
    expect(splitLocale('/')).toEqual({ prefix: undefined, locale: 'en', rest: '/' });
  });

  it('CC-2.06 a bare prefix is the start page of that locale', () => {
    expect(splitLocale('/fa')).toEqual({ prefix: 'fa', locale: 'fa', rest: '/' });
    expect(splitLocale('/fa/')).toEqual({ prefix: 'fa', locale: 'fa', rest: '/' });
  });

  it('CC-2.06 the prefix is case-insensitive, like the router', () => {
    expect(splitLocale('/FR/converter')).toEqual({ prefix: 'fr', locale: 'fr', rest: '/converter' });
  });

  it('CC-2.06 only the three supported locales count as a prefix', () => {
    expect(splitLocale('/de/converter')).toMatchObject({
      prefix: undefined,
      locale: 'en',
      rest: '/de/converter',
    });
    expect(splitLocale('/frx/converter').prefix).toBeUndefined();
    expect(splitLocale('/converter/fr').prefix).toBeUndefined();
  });

  it('CC-2.06 links keep the prefix the visitor browses with', () => {
    expect(withLocale('fr', '/compressor')).toBe('/fr/compressor');
    expect(withLocale('fr', '/')).toBe('/fr');
    expect(withLocale(undefined, '/compressor')).toBe('/compressor');
    expect(withLocale('en', 'pricing')).toBe('/en/pricing');
  });

  it('CC-2.06 switching language swaps or adds the prefix and keeps the path', () => {
    expect(switchLocalePath('/converter/mov-to-mp4', 'fa')).toBe('/fa/converter/mov-to-mp4');
    expect(switchLocalePath('/fa/converter/mov-to-mp4', 'fr')).toBe('/fr/converter/mov-to-mp4');
    expect(switchLocalePath('/fr/downloader/instagram/story', 'en')).toBe('/downloader/instagram/story');
    expect(switchLocalePath('/en/pricing', 'en')).toBe('/pricing');
    expect(switchLocalePath('/fa', 'en')).toBe('/');
    expect(switchLocalePath('/', 'fr')).toBe('/fr');
  });
});
