/**
 * Translation namespaces of accounts, the bot check, credit prompts and pricing. Like the row controls'
 * (i18n-deferred.ts) they are added when the code that shows them loads, not with the app: the auth and
 * pricing pages are split off, and the converter only needs the credit prompt once a call is refused
 * (bench/web first-paint budget). Key parity across languages: i18n-accounts.test.ts.
 */
import type { Locale } from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enAuth from '../locales/en/auth.json';
import enCaptcha from '../locales/en/captcha.json';
import enCredits from '../locales/en/credits.json';
import enPricing from '../locales/en/pricing.json';
import faAuth from '../locales/fa/auth.json';
import faCaptcha from '../locales/fa/captcha.json';
import faCredits from '../locales/fa/credits.json';
import faPricing from '../locales/fa/pricing.json';
import frAuth from '../locales/fr/auth.json';
import frCaptcha from '../locales/fr/captcha.json';
import frCredits from '../locales/fr/credits.json';
import frPricing from '../locales/fr/pricing.json';
import type { ResourceTree } from './i18n-resources';

export const ACCOUNT_NAMESPACES = ['auth', 'captcha', 'credits', 'pricing'] as const;
export type AccountNamespace = (typeof ACCOUNT_NAMESPACES)[number];

export const accountResources: Readonly<Record<Locale, Readonly<Record<AccountNamespace, ResourceTree>>>> = {
  en: { auth: enAuth, captcha: enCaptcha, credits: enCredits, pricing: enPricing },
  fa: { auth: faAuth, captcha: faCaptcha, credits: faCredits, pricing: faPricing },
  fr: { auth: frAuth, captcha: frCaptcha, credits: frCredits, pricing: frPricing },
};

/** Adds the namespaces in every language (a language switch needs no further load); idempotent. */
export function addAccountResources(i18n: I18n): void {
  for (const [locale, bundles] of Object.entries(accountResources)) {
    for (const [ns, tree] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, tree);
    }
  }
}
