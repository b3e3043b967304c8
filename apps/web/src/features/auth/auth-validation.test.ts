import { describe, expect, it } from 'vitest';
import { EMPTY_AUTH_VALUES, firstInvalidField, validateAuthForm, type AuthValues } from './auth-validation';

const good: AuthValues = {
  ...EMPTY_AUTH_VALUES,
  email: 'ann@example.com',
  password: 'Correct-horse-7',
  terms: true,
};

describe('auth form validation', () => {
  it('CC-2.75 CC-2.78 an empty sign-up form flags each required field, email first', () => {
    const errors = validateAuthForm('signUp', EMPTY_AUTH_VALUES, false);
    expect(errors).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
      terms: 'termsRequired',
      captcha: 'captchaRequired',
    });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('CC-2.75 a mistyped address is refused before the server sees it', () => {
    expect(validateAuthForm('signIn', { ...good, email: 'ann@example' }, true).email).toBe('emailInvalid');
    expect(validateAuthForm('signIn', { ...good, email: ' ann@example.com ' }, true)).toEqual({});
  });

  it('CC-5.59–CC-5.63 sign-up needs every checklist rule; sign-in only a password', () => {
    for (const weak of ['Short-1', 'lower-case-1', 'UPPER-CASE-1', 'No-digits-here', 'NoSpecial123']) {
      expect(validateAuthForm('signUp', { ...good, password: weak }, true).password, weak).toBe(
        'passwordWeak',
      );
      expect(validateAuthForm('signIn', { ...good, password: weak }, true).password, weak).toBeUndefined();
    }
    expect(validateAuthForm('signUp', good, true)).toEqual({});
  });

  it('refuses a password past the server’s maximum in both forms', () => {
    const long = `Aa1-${'x'.repeat(200)}`;
    expect(validateAuthForm('signIn', { ...good, password: long }, true).password).toBe('passwordTooLong');
  });

  it('CC-2.78 sign-in has no terms checkbox to tick', () => {
    expect(validateAuthForm('signIn', { ...good, terms: false }, true)).toEqual({});
  });

  it('CC-2.79 the bot check must be solved first', () => {
    expect(validateAuthForm('signIn', good, false)).toEqual({ captcha: 'captchaRequired' });
    expect(firstInvalidField({ captcha: 'captchaRequired' })).toBe('captcha');
  });
});
