import { ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { authErrorText } from './auth-errors';

const answer = (status: number, code?: string, serverMessage?: string, context?: Record<string, unknown>) =>
  new ApiError('http', { status, code, serverMessage, context });

describe('auth error texts', () => {
  it('translates better-auth’s wrong-password and existing-account answers', () => {
    expect(authErrorText(answer(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toEqual({
      key: 'invalidCredentials',
    });
    expect(authErrorText(answer(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toEqual({
      key: 'accountExists',
    });
  });

  it('says how long the sign-in throttle lasts, in whole minutes (D44)', () => {
    expect(authErrorText(answer(429, ERROR_CODES.RATE_LIMITED, 'x', { retryAfterSeconds: 61 }))).toEqual({
      key: 'throttled',
      values: { minutes: 2 },
    });
    expect(authErrorText(answer(429, ERROR_CODES.RATE_LIMITED))).toEqual({
      key: 'throttled',
      values: { minutes: 1 },
    });
  });

  it('DL-4.09 a refused bot check reads the spec’s failure text', () => {
    expect(authErrorText(answer(403, ERROR_CODES.CAPTCHA_FAILED))).toEqual({ key: 'captchaFailed' });
  });

  it('shows the server’s words for codes it does not know, but never 5xx details', () => {
    expect(authErrorText(answer(400, 'VALIDATION_ERROR', '[body.email] Invalid email address'))).toEqual({
      raw: '[body.email] Invalid email address',
    });
    expect(authErrorText(answer(500, undefined, 'stack trace'))).toEqual({ key: 'unexpected' });
    expect(authErrorText(new ApiError('network'))).toEqual({ key: 'network' });
    expect(authErrorText(new ApiError('parse', { status: 200 }))).toEqual({ key: 'unexpected' });
    expect(authErrorText(new Error('boom'))).toEqual({ key: 'unexpected' });
  });
});
