/**
 * The countries of the dial-code selector (DR §2.11, DR §3 "Country entry: name, code, dialCode, flag,
 * popular"): names in the page's language through Intl.DisplayNames, dial codes from libphonenumber-js
 * (lib/dial-codes.ts), the spec's popular section in its order.
 */
import { POPULAR_COUNTRIES } from '@mediaforge/shared';
import { DIAL_CODES } from '../../lib/dial-codes';
import { asciiDigits } from '../../lib/intl-format';

export interface CountryEntry {
  /** In the page's language ("Royaume-Uni", "بریتانیا"). */
  readonly name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly code: string;
  /** '+44'. */
  readonly dialCode: string;
  /**
   * The flag as text (regional indicator letters), for plain-text places; the picture is drawn from
   * the bundled SVG of `code` (flag-images.ts), never fetched from a flag service (NOTES.md 6).
   */
  readonly flag: string;
  readonly popular: boolean;
  /** Lower-cased, accents stripped: the English name and the local one, for search. */
  readonly searchText: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'GB' → 🇬🇧. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/** Case- and accent-insensitive form for matching ("Côte" → "cote"); Persian letters stay as they are. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const popular = new Set<string>(POPULAR_COUNTRIES);

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Every country, sorted by its name in `locale` (the all-countries list). */
export function buildCountryList(locale: string): readonly CountryEntry[] {
  const local = regionNames(locale);
  const english = regionNames('en');
  const collator = new Intl.Collator(locale);
  return DIAL_CODES.map(({ code, dialCode }) => {
    const name = local(code);
    return {
      name,
      code,
      dialCode,
      flag: flagEmoji(code),
      popular: popular.has(code),
      searchText: searchForm(`${name} ${english(code)}`),
    };
  }).sort((a, b) => collator.compare(a.name, b.name));
}

/** The popular section, in the spec's order (US, GB, IN, …). */
export function popularCountries(list: readonly CountryEntry[]): readonly CountryEntry[] {
  const byCode = new Map(list.map((entry) => [entry.code, entry]));
  return POPULAR_COUNTRIES.flatMap((code) => byCode.get(code) ?? []);
}

/**
 * Countries matching a search: a name (local or English) containing the words, the ISO code, or a dial
 * code starting with the digits typed ("44", "+44"). Persian and Arabic-Indic digits count as digits.
 */
export function filterCountries(list: readonly CountryEntry[], query: string): readonly CountryEntry[] {
  const text = searchForm(asciiDigits(query));
  if (text === '') return list;
  const digits = text.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return list.filter((entry) => entry.dialCode.slice(1).startsWith(digits));
  // "de" is Germany before the names that contain it (Bangladesh, Moldova…).
  const code = text.toUpperCase();
  const exact = list.filter((entry) => entry.code === code);
  return [...exact, ...list.filter((entry) => entry.code !== code && entry.searchText.includes(text))];
}
