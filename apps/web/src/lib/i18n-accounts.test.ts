import { CAPTCHA_MESSAGES, CREDIT_MESSAGES, SUPPORTED_LOCALES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { ACCOUNT_NAMESPACES, accountResources, addAccountResources } from './i18n-accounts';
import type { ResourceTree } from './i18n-resources';

function leaves(tree: ResourceTree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

function flatten(locale: (typeof SUPPORTED_LOCALES)[number]): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of ACCOUNT_NAMESPACES) leaves(accountResources[locale][ns], ns, out);
  return out;
}

const en = flatten('en');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('account translation resources', () => {
  it.each(['fa', 'fr'] as const)('CC-2.06 %s has exactly the English key set', (locale) => {
    expect([...flatten(locale).keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(SUPPORTED_LOCALES)('CC-2.06 %s has no empty strings', (locale) => {
    expect([...flatten(locale)].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(['fa', 'fr'] as const)('CC-2.06 %s keeps every interpolation placeholder', (locale) => {
    const translated = flatten(locale);
    for (const [key, text] of en)
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('CC-8.43 CC-8.44 DL-8.11 the English credit texts are the spec’s (and D45’s) words', () => {
    expect(en.get('credits.dailyLimit.title')).toBe('Daily Limit Reached');
    expect(en.get('credits.dailyLimit.text')).toBe(CREDIT_MESSAGES.anonymousDailyLimit);
    expect(en.get('credits.freePlan.text')).toBe(CREDIT_MESSAGES.freePlanLimit);
    expect(en.get('credits.insufficient.text')).toBe(CREDIT_MESSAGES.insufficientCredits);
    expect(en.get('credits.actions.signUpFree')).toBe('Sign Up Free');
    expect(en.get('credits.actions.signIn')).toBe('Sign In');
    expect(en.get('credits.actions.upgradePlan')).toBe('Upgrade Plan');
  });

  it('DL-2.41 DL-4.08 DL-4.09 the English captcha texts are the spec’s words', () => {
    expect(en.get('captcha.title')).toBe(CAPTCHA_MESSAGES.title);
    expect(en.get('captcha.success')).toBe(CAPTCHA_MESSAGES.success);
    expect(en.get('captcha.failed')).toBe(CAPTCHA_MESSAGES.failed);
    expect(en.get('auth.errors.captchaRequired')).toBe(CAPTCHA_MESSAGES.required);
    expect(en.get('auth.google.continue')).toBe('Continue with Google');
  });

  it('are added to a running i18next, once', () => {
    const i18n = createI18n('fa');
    expect(i18n.t('credits:actions.signIn')).toBe('actions.signIn');
    addAccountResources(i18n);
    addAccountResources(i18n);
    expect(i18n.t('credits:actions.signIn')).toBe('ورود');
  });
});
