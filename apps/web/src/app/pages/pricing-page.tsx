import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { redirectQuery } from '../../lib/redirect-target';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalePath } from '../../lib/use-locale-path';

/** /pricing (CC §2, DL §2; D47): linked from the limit prompts and the header. */
export function PricingPage() {
  const { t } = useTranslation('pages');
  const { to, locale } = useLocalePath();
  useDocumentTitle(t('pricing.title'));
  return (
    <PageMain>
      <PageHeading title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <PricingPlans
        locale={locale}
        signUpHref={to('/auth/signup') + redirectQuery(to('/pricing'))}
        signInHref={to('/auth/signin') + redirectQuery(to('/pricing'))}
      />
    </PageMain>
  );
}
