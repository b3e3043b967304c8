import { COUNTRY_SEARCH_FOCUS_DELAY_MS, SCROLL_TO_SELECTED_DELAY_MS } from '@mediaforge/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { CountryEntry } from '../country-list';
import type { FlagImages } from '../hooks/use-flag-images';
import { useCountrySearch } from '../hooks/use-country-search';
import { nextActiveIndex } from '../listbox-keys';
import { CountryFlag } from './country-flag';

interface CountrySearchListProps {
  readonly countries: readonly CountryEntry[];
  readonly flags: FlagImages | undefined;
  /** The chosen country's code. */
  readonly value: string;
  readonly onChoose: (code: string) => void;
}

/**
 * The search box and the country list inside the dropdown or sheet: a combobox whose listbox keeps
 * keyboard focus in the search box (WAI-ARIA APG "combobox with listbox popup"): Up/Down/PageUp/PageDown
 * move the active option, Enter chooses it, Escape closes (the dropdown or sheet does that).
 */
export function CountrySearchList({ countries, flags, value, onChoose }: CountrySearchListProps) {
  const { t } = useTranslation('link-generator');
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { text, setText, query, sections } = useCountrySearch(countries);
  const options = useMemo(() => sections.flatMap((section) => section.countries), [sections]);
  // Where each section's options start in `options` (their ids and the active index count across both).
  const offsets = useMemo(
    () => sections.map((_, at) => sections.slice(0, at).reduce((sum, s) => sum + s.countries.length, 0)),
    [sections],
  );
  const optionId = (index: number) => `${id}-option-${String(index)}`;
  // Opens on the chosen country (its popular entry if it has one); a new search starts at the top.
  const [active, setActive] = useState(() => options.findIndex((country) => country.code === value));
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setActive(options.length > 0 ? 0 : -1);
  }

  useEffect(() => {
    const focus = setTimeout(() => searchRef.current?.focus(), COUNTRY_SEARCH_FOCUS_DELAY_MS);
    const scroll = setTimeout(() => {
      listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'center' });
    }, SCROLL_TO_SELECTED_DELAY_MS);
    return () => {
      clearTimeout(focus);
      clearTimeout(scroll);
    };
  }, []);

  const move = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const country = options[active];
      if (country !== undefined) onChoose(country.code);
      return;
    }
    const next = nextActiveIndex(event.key, active, options.length);
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div className="flex min-h-0 flex-col">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={searchRef}
          type="search"
          role="combobox"
          aria-label={t('countrySelector.search')}
          // With nothing found there is no list to point at; the message below says so.
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? `${id}-list` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < options.length ? optionId(active) : undefined}
          placeholder={t('countrySelector.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 sm:text-sm"
        />
      </div>
      <p role="status" className="sr-only">
        {query.trim() === '' ? '' : t('countrySelector.results', { count: options.length })}
      </p>
      {options.length === 0 && (
        <p className="mt-2 px-3 py-6 text-center text-sm text-slate-600">{t('countrySelector.noResults')}</p>
      )}
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        hidden={options.length === 0}
        aria-label={t('countrySelector.listLabel')}
        className="mt-2 max-h-72 min-h-0 overflow-y-auto overscroll-contain sm:max-h-80"
      >
        {sections.map((section, at) =>
          section.countries.length === 0 ? null : (
            <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
              <div
                id={`${id}-${section.key}`}
                role="presentation"
                className="sticky top-0 z-10 bg-white px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t(section.key === 'popular' ? 'countrySelector.popular' : 'countrySelector.all')}
              </div>
              {section.countries.map((country, within) => {
                const own = (offsets[at] ?? 0) + within;
                return (
                  <div
                    key={country.code}
                    id={optionId(own)}
                    role="option"
                    aria-selected={country.code === value}
                    data-country={country.code}
                    // The search box keeps focus: a click chooses without moving it.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => active !== own && setActive(own)}
                    onClick={() => onChoose(country.code)}
                    className={cx(
                      'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800',
                      own === active && 'bg-indigo-50 outline-2 -outline-offset-2 outline-indigo-600',
                      country.code === value && 'font-semibold',
                    )}
                  >
                    <CountryFlag code={country.code} flags={flags} />
                    <span className="min-w-0 flex-1 truncate">{country.name}</span>
                    <span dir="ltr" className="text-slate-600 tabular-nums">
                      {country.dialCode}
                    </span>
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
