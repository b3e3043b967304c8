import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthMode } from '../auth-validation';

/** "Already have an account? Sign in" under sign-up, and the other way round. */
export function AuthSwitchLink({ mode, href }: { readonly mode: AuthMode; readonly href: string }) {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t(`${mode}.switchPrompt`)}{' '}
      <Link
        to={href}
        className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
      >
        {t(`${mode}.switchLink`)}
      </Link>
    </p>
  );
}
