import { useTranslation } from 'react-i18next';
import { useAccountsConfig } from '../../../lib/accounts-config';
import { AltchaWidget } from './altcha-widget';
import { TurnstileWidget } from './turnstile-widget';
import type { CaptchaWidgetProps } from './widget-props';

/**
 * The bot-check widget (CC-2.79): ALTCHA by default, Cloudflare Turnstile when this server is configured
 * for it (GET /api/accounts/config). Reused by the auth forms and the downloader's captcha step.
 */
export function CaptchaWidget(props: CaptchaWidgetProps) {
  const { t } = useTranslation('captcha');
  const config = useAccountsConfig();
  if (config.status === 'loading') {
    return <p className="min-h-[65px] text-sm text-slate-600">{t('loading')}</p>;
  }
  if (config.status === 'failed') return <p className="text-sm text-red-700">{t('unavailable')}</p>;
  const { provider, siteKey } = config.config.captcha;
  return provider === 'turnstile' && siteKey !== undefined ? (
    <TurnstileWidget {...props} siteKey={siteKey} />
  ) : (
    <AltchaWidget {...props} />
  );
}
