import { ERROR_CODES } from '@mediaforge/shared';
import { isApiError, isNoAnswer } from '../../lib/api-client';

/** A form-level error: a key of auth.json `errors.*` with its values, or the server's own words. */
export type AuthErrorText =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly raw: string };

/** better-auth's codes for the answers the form can get (better-auth 1.x BASE_ERROR_CODES). */
const BETTER_AUTH_KEYS: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'accountExists',
  PASSWORD_TOO_SHORT: 'passwordWeak',
  PASSWORD_TOO_LONG: 'passwordWeak',
  INVALID_EMAIL: 'emailInvalid',
};

/**
 * The text for a failed sign-in or sign-up: our codes and better-auth's are translated (DESIGN.md §3.6);
 * anything else shows the server's message, or a general one.
 */
export function authErrorText(error: unknown): AuthErrorText {
  if (isNoAnswer(error)) return { key: 'network' };
  if (!isApiError(error, 'http')) return { key: 'unexpected' };
  switch (error.code) {
    case ERROR_CODES.RATE_LIMITED: {
      const seconds = error.context?.retryAfterSeconds;
      const minutes = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
      return { key: 'throttled', values: { minutes } };
    }
    case ERROR_CODES.CAPTCHA_FAILED:
      return { key: 'captchaFailed' };
    case ERROR_CODES.WEAK_PASSWORD:
      return { key: 'passwordWeak' };
    case ERROR_CODES.CROSS_SITE_REQUEST:
      return { key: 'crossSite' };
  }
  const key = error.code === undefined ? undefined : BETTER_AUTH_KEYS[error.code];
  if (key !== undefined) return { key };
  if ((error.status ?? 0) >= 500 || error.serverMessage === undefined) return { key: 'unexpected' };
  return { raw: error.serverMessage };
}
