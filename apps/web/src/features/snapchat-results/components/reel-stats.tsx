import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl-format';
import type { ReelDetails } from '../snapchat-answer';

const STATS = ['viewCount', 'shareCount', 'commentCount', 'boostCount', 'recommendCount'] as const;

/** DR §2.10: a Spotlight's description, upload date and its view, share, comment, boost and recommend counts. */
export function ReelStats({ reel }: { readonly reel: ReelDetails }) {
  const { t, i18n } = useTranslation('platform-results');
  const locale = i18n.language;
  const uploaded = reel.uploadDate === null ? undefined : new Date(reel.uploadDate);
  return (
    <div data-testid="spotlight-details" className="space-y-2 rounded-xl bg-slate-50 p-4">
      {reel.description !== null && <p className="break-words text-slate-800">{reel.description}</p>}
      {uploaded !== undefined && !Number.isNaN(uploaded.getTime()) && (
        <p className="text-sm text-slate-600">
          {t('snapchat.uploaded', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(uploaded),
          })}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {STATS.map((stat) => {
          const value = reel[stat];
          if (value === null) return null;
          return (
            <div key={stat} data-stat={stat} className="rounded-lg bg-white p-2 text-center">
              <dt className="text-xs text-slate-600">{t(`snapchat.stats.${stat}`)}</dt>
              <dd className="font-semibold text-slate-900">{formatNumber(value, locale)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
