import * as RadixDialog from '@radix-ui/react-dialog';
import { useDirection } from '@radix-ui/react-direction';
import { ChevronLeft, ChevronRight, Download, LoaderCircle, Pause, Play, X } from 'lucide-react';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { formatNumber } from '../../../lib/intl-format';
import { useImageAdvance } from '../hooks/use-image-advance';
import { useViewerPrefetch } from '../hooks/use-viewer-prefetch';
import type { ViewerCollection, ViewerItem } from '../viewer-item';
import { arrowAction, clampIndex, downloadWhat, playedShare } from '../viewer-rules';
import { RelativeTime } from './relative-time';
import { SeekBar, SegmentBars } from './viewer-bars';
import { ViewerStage } from './viewer-stage';

export interface MediaViewerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly collection: ViewerCollection;
  readonly startIndex: number;
  /** §2.1 single-media mode: the whole surface toggles play; no arrows, no auto-advance. */
  readonly single: boolean;
  /** The platform of the addresses (the media proxy signs per platform). */
  readonly platform: string;
  /** The item whose download is under way ("downloading"). */
  readonly downloadingId?: string | undefined;
  readonly onDownload?: (item: ViewerItem, index: number) => void;
}

const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The full-screen media viewer (downloader-results.md §2.1, §4 "Viewer"): a Radix dialog over a dark
 * blurred backdrop, so focus is trapped, returns to the opener, the dialog is named by the collection
 * and Escape, the close button and a click on the backdrop close it. Keyed by the caller on each
 * opening, so every opening starts at `startIndex`.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { open, onOpenChange, collection, single, platform } = props;
  const { t, i18n } = useTranslation('media-results');
  const rtl = useDirection() === 'rtl';
  const returnFocus = useReturnFocus(open);
  const { items } = collection;
  const [index, setIndex] = useState(() => clampIndex(props.startIndex, items.length));
  const [settled, setSettled] = useState(false);
  const [paused, setPaused] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: Number.NaN });
  const mediaRef = useRef<HTMLVideoElement | HTMLAudioElement | null>(null);
  const item = items[index];
  const last = items.length - 1;

  const go = useCallback(
    (to: number) => {
      const next = clampIndex(to, items.length);
      if (next === index) return;
      setIndex(next);
      setSettled(false);
      setPaused(false);
      setTime({ current: 0, duration: Number.NaN });
    },
    [index, items.length],
  );
  const advance = useCallback(() => go(index + 1), [go, index]);

  const togglePlay = () => {
    const media = mediaRef.current;
    if (item?.type !== 'image' && media) {
      if (media.paused) void media.play().catch(() => setPaused(true));
      else media.pause();
      return;
    }
    setPaused((was) => !was);
  };

  useImageAdvance({
    running: open && !single && item?.type === 'image' && settled && !paused && index < last,
    itemKey: `${String(index)}:${item?.id ?? ''}`,
    onAdvance: advance,
  });
  useViewerPrefetch(items, index, { active: open && !single, platform });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = single ? undefined : arrowAction(event.key, rtl);
    if (action === undefined) return;
    event.preventDefault();
    go(action === 'next' ? index + 1 : index - 1);
  };

  if (item === undefined) return null;
  const busy = props.downloadingId === item.id;
  const isMedia = item.type !== 'image';
  const total = items.length;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="viewer-backdrop"
          className="fixed inset-0 z-40 bg-black/80 backdrop-blur-md"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onKeyDown={onKeyDown}
          data-testid="media-viewer"
          data-index={index}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-1rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-2 outline-none"
        >
          {!single && total > 1 && (
            <SegmentBars
              count={total}
              index={index}
              played={isMedia ? playedShare(time.current, time.duration) : undefined}
              timing={settled && !paused && index < last}
            />
          )}
          <div className="flex items-center gap-2 text-white">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="truncate text-sm font-semibold">
                {collection.title}
              </RadixDialog.Title>
              <p className="flex gap-2 text-xs text-slate-200">
                {total > 1 && (
                  <span data-testid="viewer-counter">
                    {t('viewer.counter', {
                      current: formatNumber(index + 1, i18n.language),
                      total: formatNumber(total, i18n.language),
                    })}
                  </span>
                )}
                {typeof item.timestamp === 'number' && <RelativeTime at={item.timestamp} />}
              </p>
            </div>
            <RadixDialog.Close aria-label={t('viewer.close')} className={ICON_BUTTON}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <ViewerStage
            key={`${String(index)}:${item.id}`}
            item={item}
            platform={platform}
            single={single}
            settled={settled}
            mediaRef={mediaRef}
            onSettled={(outcome) => {
              setSettled(true);
              const media = mediaRef.current;
              if (outcome === 'loaded' && media && !paused) void media.play().catch(() => setPaused(true));
            }}
            onTime={(current, duration) => setTime({ current, duration })}
            onPlaying={(playing) => setPaused(!playing)}
            onEnded={() => {
              if (!single) advance();
            }}
            onTap={(action) => {
              if (action === 'toggle') togglePlay();
              else go(action === 'next' ? index + 1 : index - 1);
            }}
          />
          {isMedia && (
            <SeekBar
              currentTime={time.current}
              duration={time.duration}
              onSeek={(seconds) => {
                if (mediaRef.current) mediaRef.current.currentTime = seconds;
              }}
            />
          )}
          <div className="flex items-center justify-center gap-3">
            {!single && (
              <button
                type="button"
                aria-label={t('viewer.previous')}
                aria-disabled={index === 0}
                onClick={() => go(index - 1)}
                className={ICON_BUTTON}
              >
                <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
              </button>
            )}
            <button
              type="button"
              aria-label={paused ? t('viewer.play') : t('viewer.pause')}
              onClick={togglePlay}
              className={ICON_BUTTON}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
            {props.onDownload !== undefined && (
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) props.onDownload?.(item, index);
                }}
                className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {busy ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Download aria-hidden="true" className="size-4" />
                )}
                {busy ? t('viewer.downloading') : t('viewer.download', { what: downloadWhat(item) })}
              </button>
            )}
            {!single && (
              <button
                type="button"
                aria-label={t('viewer.next')}
                aria-disabled={index === last}
                onClick={() => go(index + 1)}
                className={ICON_BUTTON}
              >
                <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              </button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
