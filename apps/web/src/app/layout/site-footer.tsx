import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-slate-200 bg-white">
      <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6">{t('footer')}</p>
    </footer>
  );
}
