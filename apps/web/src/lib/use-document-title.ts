import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{title} – Mediaforge" in the current language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const full = t('documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
