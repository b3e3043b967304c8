import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { AuthForm } from '../../features/auth/components/auth-form';
import { AuthSwitchLink } from '../../features/auth/components/auth-switch-link';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { OrDivider } from '../../features/auth/components/or-divider';
import { CaptchaWidget } from '../../features/captcha/components/captcha-widget';
import { useCaptcha } from '../../features/captcha/hooks/use-captcha';
import { useAccountsConfig } from '../../lib/accounts-config';
import { redirectQuery, safeRedirect } from '../../lib/redirect-target';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalePath } from '../../lib/use-locale-path';

interface AuthPageProps {
  readonly mode: 'signUp' | 'signIn';
}

/**
 * /auth/signup and /auth/signin (CC §2 "Auth form pieces"): heading with subtitle, 'Continue with
 * Google', the 'or' divider, the e-mail form with the bot check; afterwards the visitor goes to the
 * `redirect` query parameter (CC-2.73) or the start page.
 */
export function AuthPage({ mode }: AuthPageProps) {
  const { t } = useTranslation('pages');
  const { to, locale } = useLocalePath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useAccountsConfig();
  const { ref: captchaRef, token, onEvent, spend } = useCaptcha();
  const title = t(`${mode}.title`);
  useDocumentTitle(title);

  const redirect = safeRedirect(params.get('redirect'));
  const target = redirect ?? to('/');
  const other = to(mode === 'signUp' ? '/auth/signin' : '/auth/signup') + redirectQuery(redirect);
  const googleAvailable =
    config.status === 'loading' ? undefined : config.status === 'ready' && config.config.google;

  return (
    <PageMain>
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PageHeading title={title} subtitle={t(`${mode}.subtitle`)} />
        <div className="mt-8">
          <GoogleSignIn available={googleAvailable} callbackPath={target} />
          <OrDivider />
          <AuthForm
            mode={mode}
            captcha={<CaptchaWidget locale={locale} ref={captchaRef} onEvent={onEvent} />}
            captchaToken={token}
            onCaptchaSpent={spend}
            onSignedIn={() => void navigate(target, { replace: true })}
          />
          <AuthSwitchLink mode={mode} href={other} />
        </div>
      </div>
    </PageMain>
  );
}
