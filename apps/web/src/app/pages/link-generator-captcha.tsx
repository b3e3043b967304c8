import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { CAPTCHA_IDLE, captchaReducer, type CaptchaEvent } from '../../features/captcha/captcha-status';
import { CaptchaPanel } from '../../features/captcha/components/captcha-panel';
import type { LinkCaptchaProps } from '../../features/link-generator/components/link-form';
import { splitLocale, withLocale } from '../../lib/locale-path';
import { redirectQuery } from '../../lib/redirect-target';

/**
 * The link generator's bot check (DL-2.41): the captcha feature's panel, which says "Verification
 * Successful!" or the failure; the link generator only hears the token or that it failed.
 */
export function LinkGeneratorCaptcha({ onVerified, onFailed }: LinkCaptchaProps) {
  const [status, dispatch] = useReducer(captchaReducer, CAPTCHA_IDLE);
  const { pathname, search } = useLocation();
  const { prefix, locale } = splitLocale(pathname);
  // Signing up brings the visitor back to this tool.
  const signUpHref = withLocale(prefix, '/auth/signup') + redirectQuery(pathname + search);
  const onEvent = (event: CaptchaEvent) => {
    dispatch(event);
    if (event.type === 'verified' && event.token !== '') onVerified(event.token);
    else if (event.type === 'verified' || event.type === 'error') onFailed();
  };
  return <CaptchaPanel locale={locale} status={status} onEvent={onEvent} signUpHref={signUpHref} />;
}
