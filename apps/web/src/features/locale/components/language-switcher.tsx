import { SUPPORTED_LOCALES, isLocale, type Locale } from '@mediaforge/shared';
import { Languages } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { splitLocale, switchLocalePath } from '../../../lib/locale-path';
import { LANGUAGE_ENDONYMS } from '../language-names';

/** Keys with which a closed select browses its options, changing its value without a choice. */
const BROWSE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Switches language by swapping the URL's locale prefix, keeping the page (spec: CC §2, DL §2). A
 * closed native select changes its value on a bare arrow key; browsing must not navigate, so a value
 * reached with those keys waits for Enter (or is dropped when focus leaves), while a choice in the
 * open list, by pointer or by Enter, navigates at once (D72). Each option names its language in that
 * language only, marked with its own lang, so a screen reader reads "فارسی" in Persian (a gloss in
 * the page's language would be read in the wrong voice).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const { locale } = splitLocale(pathname);
  // The option browsed to with the arrows, not chosen yet.
  const [browsed, setBrowsed] = useState<Locale>();
  const browsing = useRef(false);

  const go = (next: Locale) => {
    setBrowsed(undefined);
    if (next !== locale) void navigate({ pathname: switchLocalePath(pathname, next), search, hash });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    // A closed select changes its value within the key's default action, before any timer runs; a
    // choice made later in an opened list (Alt+ArrowDown, or macOS, where arrows open it) navigates.
    browsing.current = BROWSE_KEYS.has(event.key) && !event.altKey;
    setTimeout(() => {
      browsing.current = false;
    }, 0);
    if (event.key === 'Enter' && browsed !== undefined) {
      event.preventDefault();
      go(browsed);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={browsed ?? locale}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          if (browsing.current) setBrowsed(next);
          else go(next);
        }}
        onBlur={() => setBrowsed(undefined)}
        className="h-9 max-w-36 rounded-lg border sm:max-w-none border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-900 hover:border-slate-400"
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_ENDONYMS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
