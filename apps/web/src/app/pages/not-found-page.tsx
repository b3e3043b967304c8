import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalePath } from '../../lib/use-locale-path';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const { to } = useLocalePath();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageMain>
      <PageHeading title={t('notFound.title')} subtitle={t('notFound.description')}>
        <Link
          to={to('/')}
          className="mt-8 inline-flex rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700"
        >
          {t('notFound.home')}
        </Link>
      </PageHeading>
    </PageMain>
  );
}
