import type { DownloaderQuality } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { FadeDialog } from '../../../components/ui/fade-dialog';
import { useMediaUrl } from '../../../lib/media-proxy';
import { dimensionsText } from '../classify';
import { viewerEntryOf } from '../slots';

export interface LightboxProps {
  readonly quality: DownloaderQuality | undefined;
  readonly platform: string;
  readonly onClose: () => void;
  readonly busy: boolean;
  readonly blocked: boolean;
  readonly onDownload: (quality: DownloaderQuality) => void;
}

/**
 * §2.6: a video quality opens a video lightbox with a "Download {quality}" button and the size; an
 * image quality opens an image lightbox. Both fade in 10 ms after opening and out over 300 ms
 * (components/ui/fade-dialog.tsx).
 */
export function QualityLightbox({ quality, platform, onClose, busy, blocked, onDownload }: LightboxProps) {
  const { t } = useTranslation('media-results');
  const entry = quality === undefined ? undefined : viewerEntryOf(quality);
  const src = useMediaUrl(entry?.mediaUrl, platform, {
    type: entry?.type === 'video' ? 'video' : 'thumbnail',
  });
  const poster = useMediaUrl(entry?.type === 'video' ? entry.thumbnailUrl : undefined, platform);
  const video = entry?.type === 'video';
  const size = quality === undefined ? undefined : (dimensionsText(quality) ?? quality.size ?? undefined);
  return (
    <FadeDialog
      open={quality !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={quality?.title ?? quality?.quality ?? ''}
      footer={
        video && quality !== undefined ? (
          <div className="flex w-full flex-wrap items-center justify-between gap-2">
            {size !== undefined && <span className="text-sm text-slate-600">{size}</span>}
            <DownloadButton
              busy={busy}
              blocked={blocked}
              busyText={t('download.busy')}
              onDownload={() => onDownload(quality)}
            >
              {t('lightbox.download', { quality: quality.quality })}
            </DownloadButton>
          </div>
        ) : undefined
      }
    >
      {src !== undefined &&
        (video ? (
          <video
            src={src}
            poster={poster}
            controls
            playsInline
            className="max-h-[70dvh] max-w-full rounded-lg"
            data-testid="lightbox-video"
          />
        ) : (
          <img
            src={src}
            alt={quality?.title ?? ''}
            className="max-h-[70dvh] max-w-full rounded-lg object-contain"
            data-testid="lightbox-image"
          />
        ))}
    </FadeDialog>
  );
}
