import { CAPTCHA_MESSAGES, CREDIT_MESSAGES, type Locale } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';
import { createI18n } from './i18n';
import { ACCOUNT_NAMESPACES, accountResources, addAccountResources } from './i18n-accounts';

const flatten = (locale: Locale) => flattenResources(accountResources, ACCOUNT_NAMESPACES, locale);
const en = flatten('en');

describeLocaleParity('account translation resources', flatten);

describe('account translation resources', () => {
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
