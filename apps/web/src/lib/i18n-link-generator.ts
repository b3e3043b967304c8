/**
 * The `link-generator` namespace: the WhatsApp link generator, its templates in three languages, the
 * phone field's country selector. It is added when the downloader's WhatsApp tools load, not with the
 * app: the templates alone are several kilobytes, and the converter's first paint has about one
 * kilobyte of its budget left (bench/web, D41). Key parity across languages: i18n-link-generator.test.ts.
 */
import { DOWNLOADER_INPUT_MESSAGES, type Locale } from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enLinkGenerator from '../locales/en/link-generator.json';
import faLinkGenerator from '../locales/fa/link-generator.json';
import frLinkGenerator from '../locales/fr/link-generator.json';
import type { ResourceTree } from './i18n-resources';

export const LINK_GENERATOR_NAMESPACE = 'link-generator';

/** The refusal of a phone number is the spec's sentence, held once by packages/shared (D95). */
const enWithSpecTexts: ResourceTree = {
  ...enLinkGenerator,
  form: { ...enLinkGenerator.form, invalidPhone: DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone },
};

export const linkGeneratorResources: Readonly<Record<Locale, ResourceTree>> = {
  en: enWithSpecTexts,
  fa: faLinkGenerator,
  fr: frLinkGenerator,
};

/** Adds the namespace in every language (a language switch needs no further load); idempotent. */
export function addLinkGeneratorResources(i18n: I18n): void {
  for (const [locale, tree] of Object.entries(linkGeneratorResources)) {
    if (!i18n.hasResourceBundle(locale, LINK_GENERATOR_NAMESPACE)) {
      i18n.addResourceBundle(locale, LINK_GENERATOR_NAMESPACE, tree);
    }
  }
}
