import { RESULT_DEFAULTS } from '@mediaforge/shared';
import { Music, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { cx } from '../../../lib/class-names';
import { formatTrackDuration } from '@mediaforge/shared';
import { useMediaUrl } from '../../../lib/media-proxy';

export interface AudioMiniPlayerProps {
  /** What the audio element plays (an address of this site: the proxy-audio link or a stream link). */
  readonly src: string;
  readonly title?: string | undefined;
  readonly artist?: string | undefined;
  readonly coverUrl?: string | undefined;
  readonly platform: string;
  /** Seconds, when the answer says (the element's own duration wins once known). */
  readonly duration?: number | undefined;
  readonly format?: string | undefined;
  readonly busy?: boolean;
  readonly blocked?: boolean;
  readonly onDownload?: () => void;
}

/**
 * The Instagram audio mini-player (downloader-results.md §2.5): a cover that spins while playing,
 * play/pause, the time, and "Download MP3" (the format's own name when it is another). A sound that
 * cannot load says errorLoading in a red box; a play() the browser refuses says failedToPlay. The
 * element loads nothing until the first play (preload none), so showing a result fetches no sound.
 */
export function AudioMiniPlayer(props: AudioMiniPlayerProps) {
  const { t } = useTranslation('media-results');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: props.duration ?? 0 });
  const [failure, setFailure] = useState<'failedToPlay' | 'errorLoading'>();
  const cover = useMediaUrl(props.coverUrl, props.platform);
  const format = (props.format?.trim() || RESULT_DEFAULTS.audioFormatLabel).toUpperCase();
  const title = props.title?.trim() || RESULT_DEFAULTS.trackTitle;

  const toggle = () => {
    const element = audio.current;
    if (element === null) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    setFailure(undefined);
    element.play().catch((error: unknown) => {
      // A refused play() is failedToPlay; a source that cannot load also rejects, and says errorLoading.
      if (!(error instanceof DOMException && error.name === 'NotSupportedError')) setFailure('failedToPlay');
    });
  };

  return (
    <div
      data-testid="audio-mini-player"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <span
        data-spinning={playing || undefined}
        className={cx(
          'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-800 text-white',
          playing && 'animate-[spin_4s_linear_infinite] motion-reduce:animate-none',
        )}
      >
        {cover !== undefined ? (
          <img src={cover} alt="" className="size-full object-cover" />
        ) : (
          <Music aria-hidden="true" className="size-5" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{title}</p>
        <p className="truncate text-xs text-slate-600">
          {props.artist?.trim() || RESULT_DEFAULTS.artistName}
        </p>
        <p className="text-xs text-slate-600 tabular-nums" data-testid="audio-time">
          {formatTrackDuration(time.current)} / {formatTrackDuration(time.duration)}
        </p>
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t('audio.pause', { title }) : t('audio.play', { title })}
        className="inline-flex size-10 items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      {props.onDownload !== undefined && (
        <DownloadButton
          busy={props.busy === true}
          blocked={props.blocked === true}
          busyText={t('download.busy')}
          onDownload={props.onDownload}
        >
          {t('audio.download', { format })}
        </DownloadButton>
      )}
      <audio
        ref={audio}
        src={props.src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) =>
          setTime({
            current: event.currentTarget.currentTime,
            duration: event.currentTarget.duration || time.duration,
          })
        }
        onDurationChange={(event) =>
          setTime((was) => ({
            ...was,
            duration: Number.isFinite(event.currentTarget.duration)
              ? event.currentTarget.duration
              : was.duration,
          }))
        }
        onError={() => {
          setPlaying(false);
          setFailure('errorLoading');
        }}
      />
      {failure !== undefined && (
        <p
          role="alert"
          className={cx(
            'w-full text-sm',
            failure === 'errorLoading'
              ? 'rounded-lg border border-red-300 bg-red-50 p-2 text-red-800'
              : 'text-red-700',
          )}
        >
          {t(`audio.${failure}`)}
        </p>
      )}
    </div>
  );
}
