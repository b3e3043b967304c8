import { useTranslation } from 'react-i18next';

/** The "or" between Google sign-in and the e-mail form (CC-2.74); a separator for assistive technology. */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-3" role="separator" aria-label={t('or')}>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      <span aria-hidden="true" className="text-sm text-slate-600">
        {t('or')}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
