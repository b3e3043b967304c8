import { useLocation } from 'react-router';
import { CaptchaPanel } from '../../features/captcha/components/captcha-panel';
import type { CaptchaStepProps } from '../../features/downloader-form/components/downloader-form';
import { splitLocale, withLocale } from '../../lib/locale-path';
import { redirectQuery } from '../../lib/redirect-target';

/** The downloader's captcha step (DL-2.41): the captcha feature's panel, fed by the tab's form. */
export function DownloaderCaptcha({ status, onEvent }: CaptchaStepProps) {
  const { pathname, search } = useLocation();
  const { prefix, locale } = splitLocale(pathname);
  // Signing up brings the visitor back to this tool.
  const signUpHref = withLocale(prefix, '/auth/signup') + redirectQuery(pathname + search);
  return <CaptchaPanel locale={locale} status={status} onEvent={onEvent} signUpHref={signUpHref} />;
}
