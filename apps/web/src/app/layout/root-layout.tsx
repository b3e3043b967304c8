import { localeDirection } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/page-main';
import { SkipLink } from '../../components/ui/skip-link';
import { AppToaster } from '../../components/ui/toaster';
import { useDocumentLocale } from '../../features/locale/hooks/use-document-locale';
import { splitLocale } from '../../lib/locale-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Frame of every page: skip link, header with tabs, the page (sub-bar + main), footer, toasts. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  useDocumentLocale(locale);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <AppToaster dir={localeDirection(locale)} label={t('notifications')} />
      <ScrollRestoration />
    </div>
  );
}
