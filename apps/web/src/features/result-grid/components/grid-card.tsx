import { LoaderCircle, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image';
import { cx } from '../../../lib/class-names';
import { formatDuration, formatNumber } from '../../../lib/intl-format';
import { relativeTimeText } from '../../../lib/relative-time-text';
import { useNow } from '../../../lib/use-now';
import type { GridItem } from '../grid-item';
import { cardAspect } from '../grid-rules';

export interface GridCardProps {
  readonly item: GridItem;
  readonly platform: string;
  readonly onOpen: () => void;
}

/**
 * A story, highlight or reel card (§2.2): its picture in the card's shape, a play mark and duration on
 * videos, a story's age, a highlight's title and count. A button, so it opens the viewer (or looks the
 * highlight up) from the keyboard too; a highlight waiting for another's lookup says so (aria-disabled).
 */
export function GridCard({ item, platform, onOpen }: GridCardProps) {
  const { t, i18n } = useTranslation('media-results');
  const now = useNow();
  const locale = i18n.language;
  const blocked = item.disabled === true || item.loading === true;
  const details = [
    item.timestamp ? relativeTimeText(t, item.timestamp, now, locale) : undefined,
    item.isVideo && item.duration ? formatDuration(item.duration, locale) : undefined,
    item.kind === 'highlight' && typeof item.count === 'number'
      ? t('grid.stories', { count: item.count, number: formatNumber(item.count, locale) })
      : undefined,
  ].filter((text): text is string => text !== undefined);

  return (
    <button
      type="button"
      data-card-kind={item.kind}
      data-card-id={item.id}
      aria-disabled={blocked}
      aria-busy={item.loading === true}
      aria-label={[item.title, ...details].join(', ')}
      onClick={() => {
        if (!blocked) onOpen();
      }}
      className={cx(
        'group relative block w-full overflow-hidden rounded-xl bg-slate-100 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        item.disabled === true && 'cursor-not-allowed opacity-60',
      )}
    >
      <span className="block" style={{ aspectRatio: cardAspect(item) }}>
        <LazyImage
          src={item.thumbnailUrl}
          fallbackSrc={item.fallbackUrl}
          platform={platform}
          alt=""
          failedText={t('image.failed')}
          className={cx('size-full', item.kind === 'highlight' && 'rounded-full')}
        />
      </span>
      {item.isVideo && (
        <span className="absolute top-2 end-2 rounded-full bg-black/60 p-1 text-white">
          <Play aria-hidden="true" className="size-3.5" />
        </span>
      )}
      {item.loading === true && (
        <span className="absolute inset-0 flex items-center justify-center bg-white/60">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-indigo-700" />
        </span>
      )}
      <span className="block p-2 text-xs text-slate-700" aria-hidden="true">
        <span className="block truncate font-semibold text-slate-900">{item.title}</span>
        {details.length > 0 && <span className="block truncate">{details.join(' · ')}</span>}
      </span>
    </button>
  );
}

/** A card's place while more are on their way (§2.2 "skeleton placeholders"). */
export function SkeletonCard() {
  return (
    <div
      data-testid="grid-skeleton"
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-xl bg-slate-100"
    >
      <div className="bg-slate-200" style={{ aspectRatio: '9 / 16' }} />
      <div className="m-2 h-3 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
