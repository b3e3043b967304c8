import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PricingPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('pricing.title'));
  return (
    <PageMain>
      <PageHeading title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
    </PageMain>
  );
}
