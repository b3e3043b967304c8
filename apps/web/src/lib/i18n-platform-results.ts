/**
 * The `platform-results` namespace: the Suno, Snapchat and WhatsApp result views. It is added when the
 * first of those views loads, not with the downloader page: a visitor of another platform never needs
 * it. Key parity across languages: i18n-platform-results.test.ts.
 */
import type { Locale } from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enPlatformResults from '../locales/en/platform-results.json';
import faPlatformResults from '../locales/fa/platform-results.json';
import frPlatformResults from '../locales/fr/platform-results.json';
import type { ResourceTree } from './i18n-resources';

export const PLATFORM_RESULTS_NAMESPACE = 'platform-results';

export const platformResultsResources: Readonly<Record<Locale, ResourceTree>> = {
  en: enPlatformResults,
  fa: faPlatformResults,
  fr: frPlatformResults,
};

/** Adds the namespace in every language (a language switch needs no further load); idempotent. */
export function addPlatformResultsResources(i18n: I18n): void {
  for (const [locale, tree] of Object.entries(platformResultsResources)) {
    if (!i18n.hasResourceBundle(locale, PLATFORM_RESULTS_NAMESPACE)) {
      i18n.addResourceBundle(locale, PLATFORM_RESULTS_NAMESPACE, tree);
    }
  }
}
