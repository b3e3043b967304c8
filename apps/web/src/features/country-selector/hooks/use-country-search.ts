import { COUNTRY_SEARCH_FOCUS_DELAY_MS } from '@mediaforge/shared';
import { useEffect, useMemo, useState } from 'react';
import { filterCountries, popularCountries, type CountryEntry } from '../country-list';

export interface CountrySection {
  readonly key: 'popular' | 'all';
  readonly countries: readonly CountryEntry[];
}

/**
 * The search box's text and the sections it shows. The list follows the text 150 ms after the last
 * keystroke (DR §2.11 "Search and focus delay 150 ms"), so a fast typist does not re-render ~250 rows
 * on every letter. With a search the popular section steps aside: the matches are one list.
 */
export function useCountrySearch(countries: readonly CountryEntry[]) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), COUNTRY_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const sections = useMemo<readonly CountrySection[]>(() => {
    if (query.trim() === '') {
      return [
        { key: 'popular', countries: popularCountries(countries) },
        { key: 'all', countries },
      ];
    }
    return [{ key: 'all', countries: filterCountries(countries, query) }];
  }, [countries, query]);

  return { text, setText, query, sections };
}
