import type { Locale } from '@mediaforge/shared';

/** Each language in its own script, so visitors find theirs whatever the page language is. */
export const LANGUAGE_ENDONYMS: Readonly<Record<Locale, string>> = {
  en: 'English',
  fa: 'فارسی',
  fr: 'Français',
};
