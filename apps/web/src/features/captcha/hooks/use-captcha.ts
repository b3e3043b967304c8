import { useCallback, useReducer, useRef } from 'react';
import { CAPTCHA_IDLE, captchaReducer, captchaToken } from '../captcha-status';
import type { CaptchaHandle } from '../components/widget-props';

/**
 * The bot check's state for a form: pass `ref` and `onEvent` to <CaptchaWidget>, send `token`, and call
 * `spend()` once the token went with a call (each solution is accepted once, D46).
 */
export function useCaptcha() {
  const [status, onEvent] = useReducer(captchaReducer, CAPTCHA_IDLE);
  const ref = useRef<CaptchaHandle>(null);
  const spend = useCallback(() => {
    onEvent({ type: 'reset' });
    ref.current?.reset();
  }, []);
  return { status, token: captchaToken(status), onEvent, ref, spend };
}
