import type { DownloaderQuality } from '@mediaforge/shared';
import { Image as ImageIcon, Music, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { formatNumber } from '../../../lib/intl-format';
import { relativeTimeText } from '../../../lib/relative-time-text';
import { useNow } from '../../../lib/use-now';
import { dimensionsText } from '../classify';
import { fieldsOf } from '../instagram-answer';

export interface QualityCardProps {
  readonly quality: DownloaderQuality;
  readonly platform: string;
  readonly busy: boolean;
  readonly blocked: boolean;
  readonly onOpen: () => void;
  readonly onDownload: () => void;
  readonly status: ReactNode;
}

/**
 * §2.6 per-quality card: preview (opens the lightbox), type icon, time-ago, quality, format, duration in
 * seconds, the size only when it is dimensions ("1080x1920"), the story's songs and mentions, Download.
 */
export function QualityCard({
  quality,
  platform,
  busy,
  blocked,
  onOpen,
  onDownload,
  status,
}: QualityCardProps) {
  const { t, i18n } = useTranslation('media-results');
  const now = useNow();
  const locale = i18n.language;
  const f = fieldsOf(quality);
  const video = quality.type === 'video' || quality.type === 'mp4';
  const Icon = video ? Video : quality.type === 'audio' ? Music : ImageIcon;
  const size = dimensionsText(quality);
  const name = quality.title ?? quality.quality;
  return (
    <li
      data-testid="quality-card"
      data-format-id={quality.formatId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('card.open', { name })}
        className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <LazyImage
          src={quality.preview}
          fallbackSrc={f.fallbackPreview}
          platform={platform}
          alt=""
          failedText={t('image.failed')}
          className="aspect-[4/5] w-full"
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{name}</span>
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
          {f.takenAt !== undefined && <span>{relativeTimeText(t, f.takenAt * 1000, now, locale)}</span>}
          <span>{quality.quality}</span>
          <span>{quality.format.toUpperCase()}</span>
          {typeof quality.duration === 'number' && (
            <span>{t('card.seconds', { number: formatNumber(Math.round(quality.duration), locale) })}</span>
          )}
          {size !== undefined && <span data-testid="card-size">{size}</span>}
        </p>
        {f.musicInfo?.title !== undefined && (
          <p className="flex items-center gap-1 text-xs text-slate-700">
            <Music aria-hidden="true" className="size-3.5" />
            {f.musicInfo.title}
            {f.musicInfo.artist ? ` — ${f.musicInfo.artist}` : ''}
          </p>
        )}
        {f.mentions.length > 0 && (
          <p className="text-xs text-slate-700">{f.mentions.map((m) => `@${m.username}`).join(', ')}</p>
        )}
        <div className="mt-auto pt-1">
          <DownloadButton
            busy={busy}
            blocked={blocked}
            busyText={t('download.busy')}
            onDownload={onDownload}
            formatId={quality.formatId}
            label={t('card.download', { name })}
          >
            {t('download.label')}
          </DownloadButton>
          {status}
        </div>
      </div>
    </li>
  );
}
