import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl-format';
import { shownStat, type ProfileData } from '../instagram-answer';

/** §2.3 stats: followers, following, posts; a stat that is null, negative or empty is not shown. */
export function StatsPanel({ profile }: { readonly profile: ProfileData }) {
  const { t, i18n } = useTranslation('media-results');
  const stats = [
    ['followers', shownStat(profile.followerCount)],
    ['following', shownStat(profile.followingCount)],
    ['posts', shownStat(profile.mediaCount)],
  ] as const;
  const shown = stats.filter(
    (entry): entry is readonly [(typeof stats)[number][0], number | string] => entry[1] !== undefined,
  );
  if (shown.length === 0) return null;
  return (
    <dl data-testid="profile-stats" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {shown.map(([key, value]) => (
        <div key={key} className="flex flex-col-reverse">
          <dt className="text-slate-600">{t(`profile.${key}`)}</dt>
          <dd className="font-semibold text-slate-900" data-stat={key}>
            {typeof value === 'number' ? formatNumber(value, i18n.language) : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
