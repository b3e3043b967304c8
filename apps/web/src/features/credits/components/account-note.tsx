import { ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthSession } from '../../../lib/auth-session';

/**
 * Under a result (downloader-results.md §1; DR-1.02, DR-1.03): anonymous visitors are invited to sign up
 * for higher limits (/auth/signup), signed-in visitors see the secure-and-private note. Nothing while
 * the session is still being asked for.
 */
export function AccountNote({ signUpHref }: { readonly signUpHref: string }) {
  const { t } = useTranslation('credits');
  const auth = useAuthSession();
  if (auth.status === 'unknown') return null;
  if (auth.status === 'signedIn') {
    return (
      <p data-testid="secure-note" className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {t('secureNote')}
      </p>
    );
  }
  return (
    <p data-testid="higher-limits" className="flex items-start gap-2 text-sm text-slate-700">
      <Sparkles aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
      <span>
        {t('higherLimits.text')}{' '}
        <Link to={signUpHref} className="font-semibold text-indigo-700 underline underline-offset-2">
          {t('higherLimits.link')}
        </Link>
      </span>
    </p>
  );
}
