import { RESULT_DEFAULTS, VIEWER_HEIGHT } from '@mediaforge/shared';
import { useDirection } from '@radix-ui/react-direction';
import { Music } from 'lucide-react';
import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/intl-format';
import { useMediaUrl } from '../../../lib/media-proxy';
import type { ViewerItem } from '../viewer-item';
import { tapAction, type TapAction } from '../viewer-rules';

export interface ViewerStageProps {
  readonly item: ViewerItem;
  readonly platform: string;
  readonly single: boolean;
  /** Loaded or failed: the skeleton goes (§2.1: "a load failure also clears the skeleton"). */
  readonly settled: boolean;
  readonly mediaRef: RefObject<HTMLVideoElement | HTMLAudioElement | null>;
  readonly onSettled: (outcome: 'loaded' | 'failed') => void;
  readonly onTime: (currentTime: number, duration: number) => void;
  readonly onPlaying: (playing: boolean) => void;
  readonly onEnded: () => void;
  readonly onTap: (action: TapAction) => void;
}

/**
 * The media of the viewer's current item (downloader-results.md §2.1): a picture, a video, or a sound
 * with its cover, title, format badge and duration; a skeleton until it has loaded or failed; the tap
 * zones over it. Its height is 80vh within 400–700 px.
 */
export function ViewerStage(props: ViewerStageProps) {
  const { item, platform, settled, mediaRef, onSettled, onTime, onPlaying, onEnded } = props;
  const { t, i18n } = useTranslation('media-results');
  const rtl = useDirection() === 'rtl';
  const src = useMediaUrl(item.mediaUrl, platform, { type: item.type === 'image' ? 'thumbnail' : item.type });
  const poster = useMediaUrl(item.thumbnailUrl, platform);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    props.onTap(tapAction(event.clientX - box.left, box.width, { single: props.single, rtl }));
  };
  const mediaEvents = {
    onLoadedData: () => onSettled('loaded'),
    onError: () => onSettled('failed'),
    onTimeUpdate: () => {
      const media = mediaRef.current;
      if (media) onTime(media.currentTime, media.duration);
    },
    onDurationChange: () => {
      const media = mediaRef.current;
      if (media) onTime(media.currentTime, media.duration);
    },
    onPlay: () => onPlaying(true),
    onPause: () => onPlaying(false),
    onEnded,
  };

  return (
    <div
      data-testid="viewer-stage"
      onClick={onClick}
      style={VIEWER_HEIGHT}
      className="relative flex w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl bg-black select-none"
    >
      {!settled && (
        <div
          data-testid="viewer-skeleton"
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-slate-700"
        />
      )}
      {item.type === 'image' && src !== undefined && (
        <img
          key={src}
          src={src}
          alt={item.title ?? ''}
          onLoad={() => onSettled('loaded')}
          onError={() => onSettled('failed')}
          className="max-h-full max-w-full object-contain"
        />
      )}
      {item.type === 'video' && src !== undefined && (
        <video
          key={src}
          ref={(element) => {
            mediaRef.current = element;
          }}
          src={src}
          poster={poster}
          playsInline
          preload="auto"
          aria-label={item.title ?? undefined}
          className="max-h-full max-w-full"
          {...mediaEvents}
        />
      )}
      {item.type === 'audio' && (
        <div className="flex flex-col items-center gap-3 p-6 text-center text-white">
          {poster !== undefined ? (
            <img src={poster} alt="" className="size-40 rounded-lg object-cover" />
          ) : (
            <span className="flex size-40 items-center justify-center rounded-lg bg-slate-800">
              <Music aria-hidden="true" className="size-12" />
            </span>
          )}
          <p className="text-lg font-semibold">{item.title ?? RESULT_DEFAULTS.trackTitle}</p>
          <p className="flex items-center gap-2 text-sm text-slate-200">
            <span data-testid="viewer-format" className="rounded bg-white/20 px-2 py-0.5 font-semibold">
              {item.format?.trim() ? item.format.toUpperCase() : RESULT_DEFAULTS.mediaFormatLabel}
            </span>
            {typeof item.duration === 'number' && Number.isFinite(item.duration) && (
              <span>{formatDuration(item.duration, i18n.language)}</span>
            )}
          </p>
          {src !== undefined && (
            <audio
              key={src}
              ref={(element) => {
                mediaRef.current = element;
              }}
              src={src}
              preload="auto"
              aria-label={t('viewer.audio')}
              {...mediaEvents}
            />
          )}
        </div>
      )}
    </div>
  );
}
