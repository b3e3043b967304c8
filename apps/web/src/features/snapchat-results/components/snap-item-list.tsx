import type { DownloaderQuality } from '@mediaforge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { formatFileSize, formatNumber } from '../../../lib/intl-format';
import { withFileName, type SnapItem } from '../snapchat-answer';
import { storyTimeText } from '../story-time';

export interface SnapDownloads {
  readonly isDownloading: boolean;
  readonly busyFormatId: string | undefined;
  readonly onDownload: (quality: DownloaderQuality) => void;
  readonly renderDownloadStatus: (formatId: string) => ReactNode;
}

export interface SnapItemListProps {
  readonly items: readonly SnapItem[];
  readonly label: string;
  readonly actions: SnapDownloads;
  /** The clock of the story times (taken once per render of the result). */
  readonly now: number;
}

/**
 * DR §2.10's items: title or quality, a format badge, Video or Image, size, width x height, duration in
 * seconds and, for a story, when it was taken; each with its Download ("Downloading..." while busy).
 */
export function SnapItemList({ items, label, actions, now }: SnapItemListProps) {
  const { t, i18n } = useTranslation('platform-results');
  const locale = i18n.language;
  const sizeOf = ({ quality }: SnapItem) =>
    quality.filesize !== null ? formatFileSize(quality.filesize, locale) : (quality.size ?? null);
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {items.map((item) => {
        const { quality } = item;
        const isVideo = quality.type === 'video' || quality.type === 'mp4';
        const size = sizeOf(item);
        const facts = [
          size,
          quality.width !== null && quality.height !== null
            ? `${formatNumber(quality.width, locale)} x ${formatNumber(quality.height, locale)}`
            : null,
          quality.duration !== null ? t('snapchat.seconds', { count: Math.round(quality.duration) }) : null,
          item.takenAt !== null ? storyTimeText(t, locale, item.takenAt, now) : null,
        ].filter((fact): fact is string => fact !== null);
        return (
          <li key={quality.formatId} data-format-id={quality.formatId} className="py-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span data-item-title className="font-semibold break-words text-slate-900">
                    {item.title}
                  </span>
                  <span className="rounded bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
                    {quality.format.toUpperCase()}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  <span data-item-kind>{isVideo ? t('snapchat.video') : t('snapchat.image')}</span>
                  {facts.map((fact) => (
                    <span key={fact}>
                      {' · '}
                      {fact}
                    </span>
                  ))}
                </p>
              </div>
              <DownloadButton
                busy={actions.busyFormatId === quality.formatId}
                blocked={actions.isDownloading}
                busyText={t('common.downloading')}
                onDownload={() => actions.onDownload(withFileName(item))}
                label={t('snapchat.downloadItem', { title: item.title })}
                formatId={quality.formatId}
              >
                {t('common.download')}
              </DownloadButton>
            </div>
            {actions.renderDownloadStatus(quality.formatId)}
          </li>
        );
      })}
    </ul>
  );
}
