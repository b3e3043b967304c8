import { RESULT_DEFAULTS } from '@mediaforge/shared';
import { BadgeCheck, CircleDot, ExternalLink, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image';
import type { ProfileData } from '../instagram-answer';
import { StatsPanel } from './stats-panel';

export interface ProfileHeaderProps {
  readonly profile: ProfileData;
  readonly platform: string;
  /** §2.3: the avatar switches to a tab and scrolls to the tabs; without it the avatar is a picture. */
  readonly onAvatar?: () => void;
  /** More under the header's lines (the bio's copy button). */
  readonly children?: ReactNode;
}

/**
 * §2.3 profile header: avatar, username (instagram_user when none), full name, verified and private
 * flags, biography, category, external link, follower/following/post counts and the has-stories flag.
 */
export function ProfileHeader({ profile, platform, onAvatar, children }: ProfileHeaderProps) {
  const { t } = useTranslation('media-results');
  const username = profile.username?.trim() || RESULT_DEFAULTS.instagramUser;
  const avatar = (
    <LazyImage
      src={profile.hdProfilePicUrl ?? profile.profilePicUrl}
      fallbackSrc={profile.profilePicUrl}
      platform={platform}
      alt=""
      className="size-20 rounded-full sm:size-24"
    />
  );
  return (
    <header data-testid="profile-header" className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {onAvatar === undefined ? (
        avatar
      ) : (
        <button
          type="button"
          onClick={onAvatar}
          aria-label={t('profile.avatar', { username })}
          className="shrink-0 self-start rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {avatar}
        </button>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
            <span data-testid="profile-username">@{username}</span>
            {profile.isVerified === true && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-sky-700">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('profile.verified')}
              </span>
            )}
            {profile.isPrivate === true && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-700">
                <Lock aria-hidden="true" className="size-4" />
                {t('profile.private')}
              </span>
            )}
            {profile.hasStories === true && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-pink-700">
                <CircleDot aria-hidden="true" className="size-4" />
                {t('profile.hasStories')}
              </span>
            )}
          </h2>
          {profile.fullName?.trim() && <p className="text-slate-700">{profile.fullName}</p>}
          {profile.category?.trim() && <p className="text-sm text-slate-600">{profile.category}</p>}
        </div>
        <StatsPanel profile={profile} />
        {profile.biography?.trim() && (
          <p
            dir="auto"
            data-testid="profile-biography"
            className="text-sm whitespace-pre-line text-slate-800"
          >
            {profile.biography}
          </p>
        )}
        {profile.externalUrl?.trim() && /^https?:\/\//i.test(profile.externalUrl) && (
          <a
            href={profile.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium break-all text-indigo-700 underline"
          >
            {profile.externalUrl}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
        {children}
      </div>
    </header>
  );
}
