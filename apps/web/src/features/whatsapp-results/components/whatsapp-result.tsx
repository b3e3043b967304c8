import type { DownloaderInfo } from '@mediaforge/shared';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { readWhatsappAnswer } from '../whatsapp-answer';
import type { WhatsappDownloads } from './picture-grid';
import { ProfileDetails } from './profile-details';
import { ProfileWithPicture } from './profile-with-picture';

export interface WhatsappResultProps extends WhatsappDownloads {
  readonly info: DownloaderInfo;
  readonly toolType: string | undefined;
  readonly renderFlag: (countryCode: string) => ReactNode;
}

/**
 * A WhatsApp lookup (downloader-results.md §2.8; downloader.md §2 "Profile screens"): the details screen
 * for `profile-details`, the profile with its picture for the picture tools. An answer that is not a
 * lookup shows nothing (DR §2.8 "Shown only when the lookup succeeded").
 */
export function WhatsappResult({ info, toolType, renderFlag, ...actions }: WhatsappResultProps) {
  const { t } = useTranslation('platform-results');
  const headingId = useId();
  const view = useMemo(() => readWhatsappAnswer(info), [info]);
  const number = view === undefined ? undefined : `+${view.digits}`;
  useEffect(() => {
    if (number !== undefined) announce(t('whatsapp.found', { number }));
  }, [info.jobId, number, t]);
  if (view === undefined) return null;
  const details = toolType === 'profile-details';
  return (
    <article
      aria-labelledby={headingId}
      data-testid="whatsapp-result"
      data-screen={details ? 'details' : 'picture'}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {details ? (
        <ProfileDetails view={view} headingId={headingId} renderFlag={renderFlag} />
      ) : (
        <ProfileWithPicture view={view} headingId={headingId} renderFlag={renderFlag} actions={actions} />
      )}
    </article>
  );
}
