import type { Locale } from '@mediaforge/shared';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { captchaMessageKey, type CaptchaEvent, type CaptchaStatus } from '../captcha-status';
import { CaptchaWidget } from './captcha-widget';
import type { CaptchaHandle } from './widget-props';

interface CaptchaPanelProps {
  readonly locale: Locale;
  readonly status: CaptchaStatus;
  readonly onEvent: (event: CaptchaEvent) => void;
  /** The sign-up page under the visitor's locale prefix. */
  readonly signUpHref: string;
  readonly ref?: Ref<CaptchaHandle>;
}

/**
 * The downloader's captcha step for anonymous visitors (DL-2.41, DL-4.08–4.10): titled "Security
 * Verification", inviting them to sign up to skip it; the proof of work starts at once, and the outcome
 * ("Verification Successful!" or the failure text) is announced. The form owns the status
 * (captcha-status.ts) and starts the analysis 1 s after success (CAPTCHA_TO_ANALYSIS_DELAY_MS).
 */
export function CaptchaPanel({ locale, status, onEvent, signUpHref, ref }: CaptchaPanelProps) {
  const { t } = useTranslation('captcha');
  const titleId = useId();
  const message = captchaMessageKey(status);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('signUpInvite')}{' '}
        <Link to={signUpHref} className="font-semibold text-indigo-700 underline">
          {t('signUpLink')}
        </Link>
      </p>
      <div className="mt-4">
        <CaptchaWidget locale={locale} auto="onload" onEvent={onEvent} ref={ref} />
      </div>
      <p
        role="status"
        className={message === 'failed' ? 'mt-3 text-sm text-red-700' : 'mt-3 text-sm text-emerald-700'}
      >
        {message === undefined ? '' : t(message)}
      </p>
    </section>
  );
}
