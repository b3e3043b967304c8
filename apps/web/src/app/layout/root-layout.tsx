import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/page-main';
import { SkipLink } from '../../components/ui/skip-link';
import { useDocumentLocale } from '../../features/locale/hooks/use-document-locale';
import { splitLocale } from '../../lib/locale-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Frame of every page: skip link, header with tabs, the page (sub-bar + main), footer. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useDocumentLocale(splitLocale(pathname).locale);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
