import { CircleUserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, signOut, useAuthSession } from '../../../lib/auth-session';
import { useLocalePath } from '../../../lib/use-locale-path';

const textLink =
  'rounded-lg px-2 whitespace-nowrap sm:px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * Pricing and account entry points; the limit prompts link to the same pages (spec: CC §2). Signed in
 * (GET /api/auth/get-session), the account's name and Sign out take the place of Sign in / Sign up.
 */
export function AccountLinks() {
  const { t } = useTranslation('common');
  const { to } = useLocalePath();
  const auth = useAuthSession();
  const [leaving, setLeaving] = useState(false);
  const signInLink = useRef<HTMLAnchorElement>(null);

  const onSignOut = () => {
    setLeaving(true);
    signOut()
      .catch(() => undefined)
      .finally(() => {
        setLeaving(false);
        // The button is gone: keep keyboard focus in the same place of the header.
        requestAnimationFrame(() => signInLink.current?.focus());
      });
  };

  return (
    <nav aria-label={t('nav.account')}>
      <ul className="flex items-center gap-1">
        <li className="hidden sm:block">
          <Link to={to('/pricing')} className={textLink}>
            {t('nav.pricing')}
          </Link>
        </li>
        {auth.status === 'signedIn' ? (
          <>
            <li className="flex max-w-48 items-center gap-1.5 px-2 text-sm font-medium text-slate-800">
              <CircleUserRound aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <span className="sr-only">{t('nav.signedInAs', { name: displayName(auth.user) })}</span>
              <span aria-hidden="true" className="truncate" data-testid="account-name">
                {displayName(auth.user)}
              </span>
            </li>
            <li>
              <button type="button" className={textLink} disabled={leaving} onClick={onSignOut}>
                {t('nav.signOut')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link ref={signInLink} to={to('/auth/signin')} className={textLink}>
                {t('nav.signIn')}
              </Link>
            </li>
            <li>
              <Link
                to={to('/auth/signup')}
                className="rounded-lg bg-indigo-600 px-3 py-2 whitespace-nowrap text-sm font-semibold text-white shadow-sm hover:bg-indigo-700"
              >
                {t('nav.signUp')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
