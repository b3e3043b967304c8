import type { DownloaderInfo } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image';
import { formatDuration, formatNumber } from '../../../lib/intl-format';

/** §2.6 "thumbnail with duration and, for carousels, 1/N". */
export function MediaThumbnail({
  info,
  platform,
}: {
  readonly info: DownloaderInfo;
  readonly platform: string;
}) {
  const { t, i18n } = useTranslation('media-results');
  const locale = i18n.language;
  const [first] = info.qualities;
  const carousel = info.metadata.contentType === 'carousel' && info.qualities.length > 1;
  const duration = info.duration ?? first?.duration ?? null;
  return (
    <div className="relative w-full max-w-xs overflow-hidden rounded-xl">
      <LazyImage
        src={info.thumbnail ?? first?.preview}
        fallbackSrc={first?.preview}
        platform={platform}
        alt=""
        failedText={t('image.failed')}
        className="aspect-[4/5] w-full"
      />
      {carousel && (
        <span
          data-testid="carousel-count"
          className="absolute top-2 end-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {formatNumber(1, locale)}/{formatNumber(info.qualities.length, locale)}
        </span>
      )}
      {typeof duration === 'number' && duration > 0 && (
        <span className="absolute bottom-2 end-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
          {formatDuration(duration, locale)}
        </span>
      )}
    </div>
  );
}
