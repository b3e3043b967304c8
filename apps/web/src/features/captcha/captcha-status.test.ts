import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_IDLE,
  captchaMessageKey,
  captchaReducer,
  captchaToken,
  type CaptchaEvent,
} from './captcha-status';

const run = (...events: CaptchaEvent[]) => events.reduce(captchaReducer, CAPTCHA_IDLE);

describe('captcha status', () => {
  it('DL-4.08 a solved check carries its token and says "Verification Successful!"', () => {
    const status = run({ type: 'verifying' }, { type: 'verified', token: 'abc' });
    expect(captchaToken(status)).toBe('abc');
    expect(captchaMessageKey(status)).toBe('success');
  });

  it('DL-4.09 an error has no token and shows the failure text', () => {
    const status = run({ type: 'verifying' }, { type: 'error' });
    expect(captchaToken(status)).toBeUndefined();
    expect(captchaMessageKey(status)).toBe('failed');
  });

  it('DL-4.10 an expired solution resets silently', () => {
    const status = run({ type: 'verified', token: 'abc' }, { type: 'expired' });
    expect(status).toEqual(CAPTCHA_IDLE);
    expect(captchaMessageKey(status)).toBeUndefined();
  });

  it('a used token is dropped: the next call needs a new solution', () => {
    expect(captchaToken(run({ type: 'verified', token: 'abc' }, { type: 'reset' }))).toBeUndefined();
  });

  it('an empty solution counts as a failure', () => {
    expect(run({ type: 'verified', token: '' }).kind).toBe('failed');
  });
});
