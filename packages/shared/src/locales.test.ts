import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, RTL_LOCALES, SUPPORTED_LOCALES, isLocale, localeDirection } from './locales.js';

describe('locales', () => {
  it('CC-2.06 locale prefixes en, fa, fr', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'fa', 'fr']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(['en', 'fa', 'fr'].every((l) => isLocale(l))).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('CC-2.07 fa is laid out right to left, the others left to right', () => {
    expect(RTL_LOCALES).toEqual(['fa']);
    expect(localeDirection('fa')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
