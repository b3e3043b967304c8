/**
 * The `media-results` namespace: the media viewer, the tabbed result grid, "Download all" and the
 * Instagram result views. It is added when the first Instagram result loads, not with the downloader
 * page (a visitor of another platform never needs it). Key parity across languages:
 * i18n-media-results.test.ts.
 */
import type { Locale } from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enMediaResults from '../locales/en/media-results.json';
import faMediaResults from '../locales/fa/media-results.json';
import frMediaResults from '../locales/fr/media-results.json';
import type { ResourceTree } from './i18n-resources';

export const MEDIA_RESULTS_NAMESPACE = 'media-results';

export const mediaResultsResources: Readonly<Record<Locale, ResourceTree>> = {
  en: enMediaResults,
  fa: faMediaResults,
  fr: frMediaResults,
};

/** Adds the namespace in every language (a language switch needs no further load); idempotent. */
export function addMediaResultsResources(i18n: I18n): void {
  for (const [locale, tree] of Object.entries(mediaResultsResources)) {
    if (!i18n.hasResourceBundle(locale, MEDIA_RESULTS_NAMESPACE)) {
      i18n.addResourceBundle(locale, MEDIA_RESULTS_NAMESPACE, tree);
    }
  }
}
