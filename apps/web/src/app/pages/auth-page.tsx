import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PageMain } from '../../components/ui/page-main';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AuthPageProps {
  readonly mode: 'signUp' | 'signIn';
}

/** /auth/signup and /auth/signin: heading with subtitle (spec: CC §2 "Auth form pieces"); the form comes with accounts. */
export function AuthPage({ mode }: AuthPageProps) {
  const { t } = useTranslation('pages');
  const title = t(`${mode}.title`);
  useDocumentTitle(title);
  return (
    <PageMain>
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <PageHeading title={title} subtitle={t(`${mode}.subtitle`)} />
      </div>
    </PageMain>
  );
}
