import { ExternalLink, ImageDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SnapProfile } from '../snapchat-answer';

/**
 * DR §2.10 "a profile card … and a Download profile picture button". The page may load pictures from
 * this site only, and the media proxy does not serve Snapchat's CDN (D110), so the card shows the
 * initial in place of the picture, and the button opens Snapchat's file in a new tab (DR §7 "if none,
 * the URL opens in a new tab"; docs/decisions.md D205).
 */
export function ProfileCard({
  profile,
  headingId,
}: {
  readonly profile: SnapProfile;
  readonly headingId: string;
}) {
  const { t } = useTranslation('platform-results');
  const name = profile.displayName ?? profile.username ?? '';
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-yellow-300 text-3xl font-bold text-slate-900"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {name}
        </h2>
        {profile.username !== null && (
          <p className="text-sm text-slate-600" dir="ltr">
            @{profile.username}
          </p>
        )}
        {profile.bio !== null && <p className="mt-1 text-sm break-words text-slate-800">{profile.bio}</p>}
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
          {profile.followerCount !== null && (
            <span>{t('snapchat.followers', { count: profile.followerCount })}</span>
          )}
          {profile.websiteUrl !== null && /^https?:\/\//i.test(profile.websiteUrl) && (
            <a
              href={profile.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-indigo-700 underline hover:text-indigo-900"
            >
              {profile.websiteUrl.replace(/^https?:\/\//i, '')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
        </p>
      </div>
      {profile.pictureUrl !== null && /^https?:\/\//i.test(profile.pictureUrl) && (
        <a
          href={profile.pictureUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-profile-picture
          className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:self-center"
        >
          <ImageDown aria-hidden="true" className="size-4" />
          {t('snapchat.downloadProfilePicture')}
          <span className="sr-only">{t('common.newTab')}</span>
        </a>
      )}
    </header>
  );
}
