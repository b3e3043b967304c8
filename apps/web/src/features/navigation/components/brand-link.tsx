import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale-path';

/** Product name and mark, linking to the start page in the current language. */
export function BrandLink() {
  const { t } = useTranslation('common');
  const { to } = useLocalePath();
  return (
    <Link
      to={to('/')}
      aria-label={t('homeLink')}
      className="inline-flex items-center gap-2 rounded-lg text-slate-900"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Layers aria-hidden="true" className="size-4.5" />
      </span>
      <span className="text-lg font-bold tracking-tight">{t('appName')}</span>
    </Link>
  );
}
