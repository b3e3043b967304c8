import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@mediaforge/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from './i18n-resources';
import { intlFormatter } from './intl-format';

/**
 * Creates the app's i18next instance, already set to the locale of the first URL. Resources are
 * bundled, so initialisation is synchronous and the first render is in the right language.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(intlFormatter)
    .init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      // React already escapes text it renders. Every number is written in the locale's digits (intl-format.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: false },
    });
  return instance;
}
