import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * DR §2.9 / §8 "Failure shows Failed to analyze Suno AI content and Please check the URL and try
 * again." The server's own words are the form's error line just above.
 */
export function SunoFailure() {
  const { t } = useTranslation('platform-results');
  return (
    <section
      data-testid="suno-failure"
      aria-labelledby="suno-failure-title"
      className="mt-4 flex max-w-3xl gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
      <div>
        <h2 id="suno-failure-title" className="font-semibold">
          {t('suno.failure.title')}
        </h2>
        <p className="mt-1 text-sm">{t('suno.failure.hint')}</p>
      </div>
    </section>
  );
}
