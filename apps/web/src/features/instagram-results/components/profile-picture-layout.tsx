import type { DownloaderInfo } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { LazyImage } from '../../../components/ui/lazy-image';
import type { ProfileData } from '../instagram-answer';
import { downloadProfilePicture } from '../media-downloads';
import type { InstagramDownloads } from '../slots';
import { CopyButton } from './copy-button';
import { ProfileHeader } from './profile-header';

export interface ProfilePictureLayoutProps {
  readonly info: DownloaderInfo;
  readonly profile: ProfileData;
  readonly platform: string;
  readonly bio: boolean;
  readonly downloads: InstagramDownloads;
}

/**
 * §2.6 layout 2 for the profile-picture and bio tools: the picture large with a Download button per
 * size (DR §7: the signed stream link, by navigation), and for the bio tool the biography with its copy
 * button and the profile's stats (§2.3 "profile-details view").
 */
export function ProfilePictureLayout({ info, profile, platform, bio, downloads }: ProfilePictureLayoutProps) {
  const { t } = useTranslation('media-results');
  const [best] = info.qualities;
  const username = profile.username ?? info.metadata.username ?? '';
  return (
    <div data-testid={bio ? 'instagram-bio' : 'instagram-profile-picture'} className="space-y-5">
      <ProfileHeader profile={bio ? profile : { ...profile, biography: undefined }} platform={platform}>
        {bio && profile.biography?.trim() && (
          <CopyButton
            text={profile.biography}
            label={t('bio.label')}
            idleText={t('bio.copy')}
            copiedText={t('bio.copied')}
          />
        )}
      </ProfileHeader>
      {!bio && best !== undefined && (
        <LazyImage
          src={best.preview ?? profile.hdProfilePicUrl}
          fallbackSrc={profile.profilePicUrl}
          platform={platform}
          alt={t('picture.alt', { username })}
          failedText={t('image.failed')}
          className="mx-auto aspect-square w-full max-w-xs rounded-full"
        />
      )}
      <ul className="flex flex-wrap gap-2">
        {info.qualities.map((quality) => (
          <li key={quality.formatId}>
            <DownloadButton
              busy={downloads.busyFormatId === quality.formatId}
              blocked={downloads.isDownloading}
              busyText={t('download.busy')}
              formatId={quality.formatId}
              onDownload={() =>
                downloadProfilePicture(
                  quality,
                  { url: info.url, username },
                  { navigate: downloads.onDownload, legacy: () => downloads.onDownload(quality) },
                )
              }
            >
              {t('picture.download', { quality: quality.quality })}
            </DownloadButton>
            {downloads.renderDownloadStatus(quality.formatId)}
          </li>
        ))}
      </ul>
    </div>
  );
}
