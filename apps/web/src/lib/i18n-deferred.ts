/**
 * Translation namespaces of the row controls (pickers, settings modal, sheet and dialog primitives) and
 * of the external file picker. They are added to i18next when those load, not with the app: the
 * converter's first paint stays within its budget (bench/web), and they only appear once a file is in
 * the list or an import entry is chosen.
 * The parity of keys across languages is checked by i18n-deferred.test.ts, as i18n-resources.test.ts
 * does for the eager namespaces.
 */
import type { Locale } from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enExternalPicker from '../locales/en/external-picker.json';
import enPickers from '../locales/en/pickers.json';
import enSettings from '../locales/en/settings.json';
import enUi from '../locales/en/ui.json';
import faExternalPicker from '../locales/fa/external-picker.json';
import faPickers from '../locales/fa/pickers.json';
import faSettings from '../locales/fa/settings.json';
import faUi from '../locales/fa/ui.json';
import frExternalPicker from '../locales/fr/external-picker.json';
import frPickers from '../locales/fr/pickers.json';
import frSettings from '../locales/fr/settings.json';
import frUi from '../locales/fr/ui.json';
import type { ResourceTree } from './i18n-resources';

export const DEFERRED_NAMESPACES = ['ui', 'pickers', 'settings', 'external-picker'] as const;
export type DeferredNamespace = (typeof DEFERRED_NAMESPACES)[number];

export const deferredResources: Readonly<Record<Locale, Readonly<Record<DeferredNamespace, ResourceTree>>>> =
  {
    en: { ui: enUi, pickers: enPickers, settings: enSettings, 'external-picker': enExternalPicker },
    fa: { ui: faUi, pickers: faPickers, settings: faSettings, 'external-picker': faExternalPicker },
    fr: { ui: frUi, pickers: frPickers, settings: frSettings, 'external-picker': frExternalPicker },
  };

/** Adds the namespaces in every language (so a language switch needs no further load); idempotent. */
export function addDeferredResources(i18n: I18n): void {
  for (const [locale, bundles] of Object.entries(deferredResources)) {
    for (const [ns, tree] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, tree);
    }
  }
}
