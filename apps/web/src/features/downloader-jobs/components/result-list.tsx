import type { DownloaderInfo, DownloaderQuality, DownloadType, JobStatus } from '@mediaforge/shared';
import { Download } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { cx } from '../../../lib/class-names';
import { formatDuration, formatFileSize } from '../../../lib/intl-format';
import { useThumbnail } from '../hooks/use-thumbnail';
import type { DownloadFailure } from '../job-failure';
import { DownloadStatus } from './download-status';

/** One quality's download as the form keeps it (features/downloader-form's QualityDownload). */
export interface QualityDownloadView {
  readonly formatId: string;
  readonly status: 'starting' | JobStatus;
  readonly progress: number;
  readonly failure?: DownloadFailure | undefined;
}

export interface ResultListProps {
  readonly info: DownloaderInfo;
  readonly downloadType: DownloadType;
  readonly download: QualityDownloadView | undefined;
  readonly isDownloading: boolean;
  readonly onDownload: (quality: DownloaderQuality) => void;
}

/** The chosen download type's files first (DL §2 "default download type video"), each group as sent. */
function ordered(qualities: readonly DownloaderQuality[], type: DownloadType): DownloaderQuality[] {
  const wanted = (quality: DownloaderQuality) => (type === 'audio') === quality.isAudioOnly;
  return [...qualities.filter(wanted), ...qualities.filter((quality) => !wanted(quality))];
}

/**
 * The analysis as a plain list (the rich result views come later): title, thumbnail, duration, and
 * every quality with its label, format, size and type and a Download button.
 */
export function ResultList({ info, downloadType, download, isDownloading, onDownload }: ResultListProps) {
  const { t, i18n } = useTranslation('downloader');
  const locale = i18n.language;
  const headingId = useId();
  const thumbnail = useThumbnail(info.thumbnail, info.platform);
  const count = info.qualities.length;

  useEffect(() => {
    announce(t('result.found', { count }));
  }, [info.jobId, count, t]);

  const sizeOf = (quality: DownloaderQuality) => {
    if (quality.filesize === null) return quality.size ?? t('result.unknownSize');
    const size = formatFileSize(quality.filesize, locale);
    return quality.sizeEstimated ? t('result.estimated', { size }) : size;
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex gap-4">
        {thumbnail !== undefined && (
          <img src={thumbnail} alt="" className="h-20 w-32 shrink-0 rounded-lg bg-slate-100 object-cover" />
        )}
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {info.title}
          </h2>
          {info.duration !== null && (
            <p className="mt-1 text-sm text-slate-600">
              {t('result.duration', { duration: formatDuration(info.duration, locale) })}
            </p>
          )}
        </div>
      </div>
      {count === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('result.none')}</p>
      ) : (
        <ul aria-label={t('result.files')} className="mt-4 divide-y divide-slate-100">
          {ordered(info.qualities, downloadType).map((quality) => {
            const mine = download?.formatId === quality.formatId ? download : undefined;
            const format = quality.format.toUpperCase();
            return (
              <li key={quality.formatId} data-format-id={quality.formatId} className="py-3">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {quality.quality} <span className="text-slate-600">{format}</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      <span data-quality-type>{t(`result.types.${quality.type}`)}</span>
                      {' · '}
                      <span data-quality-size>{sizeOf(quality)}</span>
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-disabled={isDownloading}
                    aria-label={t('result.downloadLabel', { quality: quality.quality, format })}
                    onClick={() => {
                      if (!isDownloading) onDownload(quality);
                    }}
                    className={cx(
                      'inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      isDownloading
                        ? 'cursor-not-allowed bg-indigo-300 text-white'
                        : 'bg-indigo-600 text-white hover:bg-indigo-700',
                    )}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {t('result.download')}
                  </button>
                </div>
                {mine !== undefined && <DownloadStatus download={mine} />}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
