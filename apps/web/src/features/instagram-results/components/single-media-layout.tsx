import type { DownloaderInfo } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { dimensionsText, pickAudio } from '../classify';
import { captionOf, fieldsOf } from '../instagram-answer';
import type { InstagramDownloads, InstagramSlots } from '../slots';
import { AudioMiniPlayer } from './audio-mini-player';
import { CaptionBlock } from './caption-block';
import { MediaThumbnail } from './media-thumbnail';

export interface SingleMediaLayoutProps {
  readonly info: DownloaderInfo;
  readonly tool: string;
  readonly platform: string;
  readonly slots: InstagramSlots;
  readonly downloads: InstagramDownloads;
}

/**
 * §2.6 layout 3, one post: a video, a photo, a carousel (every slide, "1/N"), or a sound (the §2.5
 * mini-player on the file DR §5's audio pick order chooses). The thumbnail and each slide open the
 * viewer; a carousel offers "Download all"; the caption has its copy button.
 */
export function SingleMediaLayout({ info, tool, platform, slots, downloads }: SingleMediaLayoutProps) {
  const { t } = useTranslation('media-results');
  const { qualities } = info;
  const carousel = info.metadata.contentType === 'carousel' && qualities.length > 1;
  const audio = tool === 'audio-extractor' || info.metadata.contentType === 'audio';
  const picked = audio ? pickAudio(qualities) : undefined;
  const caption = captionOf(info);
  const author = info.metadata.authorHandle ?? info.metadata.username ?? info.metadata.author;
  const open = (index: number) =>
    slots.openViewer({
      title: info.title,
      analysisJobId: info.jobId,
      qualities: carousel ? qualities : [qualities[index] ?? qualities[0]].filter((q) => q !== undefined),
      startIndex: carousel ? index : 0,
      single: !carousel,
    });

  return (
    <div data-testid="instagram-single-media" className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {!audio && (
          <button
            type="button"
            onClick={() => open(0)}
            aria-label={t('single.open', { title: info.title })}
            className="block w-full max-w-xs rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <MediaThumbnail info={info} platform={platform} />
          </button>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold break-words text-slate-900">{info.title}</h2>
          {author && <p className="text-sm text-slate-700">@{author}</p>}
          {info.metadata.uploadDate && <p className="text-sm text-slate-600">{info.metadata.uploadDate}</p>}
          {carousel && (
            <p className="text-sm text-slate-600">{t('single.slides', { count: qualities.length })}</p>
          )}
        </div>
      </div>
      {picked !== undefined && (
        <AudioMiniPlayer
          src={picked.url}
          title={info.title}
          artist={info.metadata.author ?? undefined}
          coverUrl={info.thumbnail ?? undefined}
          platform={platform}
          duration={picked.duration ?? info.duration ?? undefined}
          format={picked.format}
          busy={downloads.busyFormatId === picked.formatId}
          blocked={downloads.isDownloading}
          onDownload={() => downloads.onDownload(picked)}
        />
      )}
      {caption !== undefined && <CaptionBlock caption={caption} tool={tool} />}
      {carousel && slots.renderDownloadAll({ analysisJobId: info.jobId, qualities, title: info.title })}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {qualities.map((quality, index) => {
          const name =
            quality.title ??
            (carousel
              ? t('single.slide', { number: fieldsOf(quality).carouselIndex ?? index + 1 })
              : quality.quality);
          const size = dimensionsText(quality) ?? quality.size;
          return (
            <li
              key={quality.formatId}
              data-format-id={quality.formatId}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              <button
                type="button"
                onClick={() => open(index)}
                aria-label={t('card.open', { name })}
                className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <LazyImage
                  src={quality.preview}
                  fallbackSrc={fieldsOf(quality).fallbackPreview}
                  platform={platform}
                  alt=""
                  className="size-14 rounded-lg"
                />
              </button>
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-semibold text-slate-900">{name}</p>
                <p className="text-slate-600">
                  {t(`types.${quality.type}`)} · {quality.quality} · {quality.format.toUpperCase()}
                  {size ? ` · ${size}` : ''}
                </p>
                {downloads.renderDownloadStatus(quality.formatId)}
              </div>
              <DownloadButton
                busy={downloads.busyFormatId === quality.formatId}
                blocked={downloads.isDownloading}
                busyText={t('download.busy')}
                formatId={quality.formatId}
                label={t('card.download', { name })}
                onDownload={() => downloads.onDownload(quality)}
              >
                {t('download.label')}
              </DownloadButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
