import {
  PAGE_CHANGE_DEBOUNCE_MS,
  SCROLL_OFFSET_PX,
  type DownloaderInfo,
  type DownloaderQuality,
} from '@mediaforge/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captionOf, fieldsOf, profileDataOf, storySummaryOf } from '../instagram-answer';
import { clampPage, pageCount, pageItems } from '../pagination';
import type { InstagramDownloads, InstagramSlots } from '../slots';
import { CaptionBlock } from './caption-block';
import { QualityLightbox } from './lightbox';
import { PaginationBar } from './pagination-bar';
import { QualityCard } from './quality-card';
import { StoryHeader } from './story-header';

export interface LegacyLayoutProps {
  readonly info: DownloaderInfo;
  readonly tool: string;
  readonly platform: string;
  readonly storyContext: boolean;
  readonly slots: InstagramSlots;
  readonly downloads: InstagramDownloads;
}

/**
 * §2.6 layout 4, the legacy cards: the story header (story answers), the caption, paginated quality
 * cards (6 a page, a page change 150 ms after the last click, the cards' top brought 80 px below the
 * window's top), their lightboxes, "Download all" for several files, and "Via {provider} API".
 */
export function LegacyLayout({ info, tool, platform, storyContext, slots, downloads }: LegacyLayoutProps) {
  const { t } = useTranslation('media-results');
  const [asked, setAsked] = useState(1);
  const [open, setOpen] = useState<DownloaderQuality>();
  const cards = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const total = pageCount(info.qualities.length);
  // §4: "a page above the total resets to 1" (a new lookup with fewer files).
  const page = clampPage(asked, total);
  const summary = storySummaryOf(info);
  const caption = captionOf(info);
  const username = profileDataOf(info)?.username ?? info.metadata.username;
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPage = (next: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setAsked(next);
      const top = cards.current?.getBoundingClientRect().top;
      if (top !== undefined)
        window.scrollTo({ top: window.scrollY + top - SCROLL_OFFSET_PX, behavior: 'smooth' });
    }, PAGE_CHANGE_DEBOUNCE_MS);
  };
  const songs = summary.musicInfo.length || info.qualities.filter((q) => fieldsOf(q).musicInfo?.title).length;

  return (
    <div data-testid="instagram-legacy" className="space-y-4">
      {storyContext && (
        <StoryHeader
          username={username ?? undefined}
          count={summary.totalActiveStories ?? info.qualities.length}
          songs={songs}
          mentions={summary.mentions}
        />
      )}
      {caption !== undefined && <CaptionBlock caption={caption} tool={tool} />}
      {info.qualities.length > 1 &&
        slots.renderDownloadAll({ analysisJobId: info.jobId, qualities: info.qualities, title: info.title })}
      <ul ref={cards} className="grid scroll-mt-20 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pageItems(info.qualities, page).map((quality) => (
          <QualityCard
            key={quality.formatId}
            quality={quality}
            platform={platform}
            busy={downloads.busyFormatId === quality.formatId}
            blocked={downloads.isDownloading}
            onOpen={() => setOpen(quality)}
            onDownload={() => downloads.onDownload(quality)}
            status={downloads.renderDownloadStatus(quality.formatId)}
          />
        ))}
      </ul>
      <PaginationBar page={page} total={total} onPage={onPage} />
      <QualityLightbox
        quality={open}
        platform={platform}
        onClose={() => setOpen(undefined)}
        busy={open !== undefined && downloads.busyFormatId === open.formatId}
        blocked={downloads.isDownloading}
        onDownload={downloads.onDownload}
      />
      <p className="text-xs text-slate-600" data-testid="provider-footer">
        {t('footer.via', { provider: info.provider })}
        {info.metadata.apiPickerReason?.trim() ? ` · ${info.metadata.apiPickerReason}` : ''}
      </p>
    </div>
  );
}
