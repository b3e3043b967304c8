import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path';

/** Pricing and account entry points; the limit prompts link to the same pages (spec: CC §2). */
export function AccountLinks() {
  const { t } = useTranslation('common');
  const { to } = useLocalePath();
  const textLink =
    'rounded-lg px-2 whitespace-nowrap sm:px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return (
    <nav aria-label={t('nav.account')}>
      <ul className="flex items-center gap-1">
        <li className="hidden sm:block">
          <Link to={to('/pricing')} className={textLink}>
            {t('nav.pricing')}
          </Link>
        </li>
        <li>
          <Link to={to('/auth/signin')} className={textLink}>
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
      </ul>
    </nav>
  );
}
