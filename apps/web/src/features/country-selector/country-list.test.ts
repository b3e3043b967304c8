import { POPULAR_COUNTRIES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { buildCountryList, filterCountries, flagEmoji, popularCountries } from './country-list';

const en = buildCountryList('en');

describe('country list (DR §2.11)', () => {
  it('DR-2.11.04 covers about 240 countries', () => {
    expect(en.length).toBeGreaterThanOrEqual(230);
    expect(en.length).toBeLessThanOrEqual(260);
  });

  it('DR-3.15 entries have name, code, dialCode, flag and popular', () => {
    const gb = en.find((entry) => entry.code === 'GB');
    expect(gb).toMatchObject({
      name: 'United Kingdom',
      code: 'GB',
      dialCode: '+44',
      flag: '🇬🇧',
      popular: true,
    });
    expect(en.find((entry) => entry.code === 'NL')?.popular).toBe(false);
  });

  it('DR-2.11.05 the popular section is exactly the spec’s 18, in its order', () => {
    expect(popularCountries(en).map((entry) => entry.code)).toEqual([...POPULAR_COUNTRIES]);
    expect(en.filter((entry) => entry.popular)).toHaveLength(18);
  });

  it('names follow the page’s language and sort in it', () => {
    const fa = buildCountryList('fa');
    const fr = buildCountryList('fr');
    expect(fa.find((entry) => entry.code === 'IR')?.name).toBe('ایران');
    expect(fr.find((entry) => entry.code === 'DE')?.name).toBe('Allemagne');
    expect(fr.map((entry) => entry.name).slice(0, 2)).toEqual(['Afghanistan', 'Afrique du Sud']);
  });

  it('search matches local and English names, codes and dial codes', () => {
    const fr = buildCountryList('fr');
    expect(filterCountries(fr, 'allem').map((entry) => entry.code)).toEqual(['DE']);
    expect(filterCountries(fr, 'germany').map((entry) => entry.code)).toEqual(['DE']);
    expect(filterCountries(fr, 'cote').map((entry) => entry.code)).toContain('CI');
    expect(filterCountries(en, 'de')[0]?.code).toBe('DE');
    expect(filterCountries(en, '+44').map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['GB', 'GG', 'IM', 'JE']),
    );
    expect(filterCountries(en, '۹۸').map((entry) => entry.code)).toEqual(['IR']);
    expect(filterCountries(en, '  ')).toBe(en);
    expect(filterCountries(en, 'atlantis')).toEqual([]);
  });

  it('writes flags as regional indicator letters', () => {
    expect(flagEmoji('us')).toBe('🇺🇸');
  });
});
