import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { splitLocale, withLocale } from '../../lib/locale-path';

/**
 * Shown instead of the layout when rendering throws. A plain <a> reloads the app, which is the
 * surest way out of a broken state.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const { prefix } = splitLocale(window.location.pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <PageMain>
        <PageHeading title={t('error.title')} subtitle={t('error.description')}>
          <a
            href={withLocale(prefix, '/')}
            className="mt-8 inline-flex rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700"
          >
            {t('error.home')}
          </a>
        </PageHeading>
      </PageMain>
    </div>
  );
}
