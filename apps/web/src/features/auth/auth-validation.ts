import { PASSWORD_MAX_LENGTH, isStrongPassword } from '@mediaforge/shared';

/** The two forms of /auth/signup and /auth/signin (CC §2 "Auth form pieces"). */
export type AuthMode = 'signUp' | 'signIn';

export interface AuthValues {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** Sign-up: the terms checkbox. */
  readonly terms: boolean;
  /** Sign-in: keep the session after the browser closes. */
  readonly remember: boolean;
}

export const EMPTY_AUTH_VALUES: AuthValues = {
  name: '',
  email: '',
  password: '',
  terms: false,
  remember: true,
};

/** Keys of auth.json `errors.*`. */
export type FieldErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordWeak'
  | 'passwordTooLong'
  | 'termsRequired'
  | 'captchaRequired';

export type AuthField = 'email' | 'password' | 'terms' | 'captcha';
export type AuthFieldErrors = Partial<Record<AuthField, FieldErrorKey>>;

/**
 * One "@" with something on each side and a dot in the domain: enough to catch typing slips; the server
 * (better-auth) has the final word.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What keeps the form from being sent, per field, in the order the fields appear (the first one gets
 * focus). Sign-up asks for the checklist's password (CC §5), the server checks it again (400
 * WEAK_PASSWORD); sign-in only asks for one, so accounts made before a rule changed can still sign in.
 */
export function validateAuthForm(
  mode: AuthMode,
  values: AuthValues,
  captchaSolved: boolean,
): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (values.password === '') errors.password = 'passwordRequired';
  else if ([...values.password].length > PASSWORD_MAX_LENGTH) errors.password = 'passwordTooLong';
  else if (mode === 'signUp' && !isStrongPassword(values.password)) errors.password = 'passwordWeak';
  if (mode === 'signUp' && !values.terms) errors.terms = 'termsRequired';
  if (!captchaSolved) errors.captcha = 'captchaRequired';
  return errors;
}

export function firstInvalidField(errors: AuthFieldErrors): AuthField | undefined {
  return (['email', 'password', 'terms', 'captcha'] as const).find((field) => errors[field] !== undefined);
}
