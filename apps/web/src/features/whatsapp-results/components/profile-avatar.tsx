import type { DownloaderQuality } from '@mediaforge/shared';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { FadeDialog } from '../../../components/ui/fade-dialog';
import { cx } from '../../../lib/class-names';
import { useProxiedPicture } from '../hooks/use-proxied-picture';
import type { WhatsappDownloads } from './picture-grid';

export interface ProfileAvatarProps {
  readonly picture: string | null;
  readonly hd: DownloaderQuality | undefined;
  readonly number: string;
  readonly actions: WhatsappDownloads;
}

/**
 * DL §2 "round avatar (click opens a full-size preview modal with a Download HD button, opening and
 * closing with a fade)", with a loading skeleton until the photo is there (DR §2.8).
 */
export function ProfileAvatar({ picture, hd, number, actions }: ProfileAvatarProps) {
  const { t } = useTranslation('platform-results');
  const { src, failed } = useProxiedPicture(picture);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const alt = t('whatsapp.pictureOf', { number });
  if (failed || (src === undefined && picture === null)) {
    return (
      <span className="flex size-28 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500">
        <UserRound aria-hidden="true" className="size-12" />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={t('whatsapp.openPicture')}
        data-avatar
        onClick={() => setOpen(true)}
        className="relative size-28 shrink-0 overflow-hidden rounded-full bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {!loaded && (
          <span data-skeleton aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-300" />
        )}
        {src !== undefined && (
          <img
            src={src}
            alt={alt}
            onLoad={() => setLoaded(true)}
            onError={() => setLoaded(true)}
            className={cx('size-full object-cover', !loaded && 'opacity-0')}
          />
        )}
      </button>
      <FadeDialog
        open={open}
        onOpenChange={setOpen}
        title={alt}
        footer={
          hd !== undefined && (
            <DownloadButton
              busy={actions.busyFormatId === hd.formatId}
              blocked={actions.isDownloading}
              busyText={t('common.downloading')}
              onDownload={() => actions.onDownload(hd)}
              formatId={hd.formatId}
            >
              {t('whatsapp.downloadHd')}
            </DownloadButton>
          )
        }
      >
        {src !== undefined && (
          <img src={src} alt={alt} className="max-h-[65dvh] w-auto rounded-lg object-contain" />
        )}
      </FadeDialog>
    </>
  );
}
