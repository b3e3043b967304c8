import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * DR §2.7: "Failed to load Instagram content" with the error text, or "Unknown error occurred" when the
 * failure came without one.
 */
export function InstagramFailureCard({ error }: { readonly error: string | undefined }) {
  const { t } = useTranslation('media-results');
  const text = error?.trim() ? error : t('failure.unknown');
  return (
    <section
      data-testid="instagram-failure"
      aria-labelledby="instagram-failure-title"
      className="max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2 id="instagram-failure-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5" />
        {t('failure.title')}
      </h2>
      <p className="mt-1 text-sm">{text}</p>
    </section>
  );
}
