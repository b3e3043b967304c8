/** Supported locale prefixes (spec: downloader.md §1, §9; converter-compressor.md §2). */
export const SUPPORTED_LOCALES = ['en', 'fa', 'fr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The Persian locale is laid out right to left. */
export const RTL_LOCALES: readonly Locale[] = ['fa'];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
