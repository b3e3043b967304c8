import { localeDirection } from '@mediaforge/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LiveAnnouncer } from '../../components/ui/live-announcer';
import { MAIN_CONTENT_ID } from '../../components/ui/page-main';
import { SkipLink } from '../../components/ui/skip-link';
import { AppToaster } from '../../components/ui/toaster';
import { usePageFocus } from '../../components/ui/use-page-focus';
import { useDocumentLocale } from '../../features/locale/hooks/use-document-locale';
import { splitLocale } from '../../lib/locale-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Frame of every page: skip link, header with tabs, the page (sub-bar + main), footer, toasts. The one
 * DirectionProvider: Radix tabs, menus, popovers and dialogs (portals included) take the locale's
 * direction from it, so in fa they run right to left and the arrow keys move the way they point (D70).
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  const dir = localeDirection(locale);
  useDocumentLocale(locale);
  usePageFocus(pathname);

  return (
    <DirectionProvider dir={dir}>
      <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
        <SiteHeader />
        <Outlet />
        {/* Before the footer: Tab reaches a toast's buttons after the page's own and goes on. */}
        <AppToaster dir={dir} label={t('notifications')} />
        <LiveAnnouncer />
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </DirectionProvider>
  );
}
