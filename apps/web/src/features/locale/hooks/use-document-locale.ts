import { localeDirection, type Locale } from '@mediaforge/shared';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps <html lang/dir> and the i18next language in step with the URL's locale. A layout effect, so a
 * language switch re-renders in the new language before the browser paints the old one.
 */
export function useDocumentLocale(locale: Locale): void {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = localeDirection(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}
