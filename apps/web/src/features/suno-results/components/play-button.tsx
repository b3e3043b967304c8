import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { AudioTrack, PlayerState } from '../audio-player';

export interface PlayButtonProps {
  readonly track: AudioTrack;
  readonly title: string;
  readonly state: PlayerState;
  readonly onToggle: (track: AudioTrack) => void;
  readonly className?: string;
}

/** Play, pause, or the spinner while the track loads or buffers (DL §4); its name says which. */
export function PlayButton({ track, title, state, onToggle, className }: PlayButtonProps) {
  const { t } = useTranslation('platform-results');
  const mine = state.trackId === track.id;
  const loading = mine && state.status === 'loading';
  const playing = mine && state.status === 'playing';
  const label = loading
    ? t('suno.loadingTrack', { title })
    : playing
      ? t('suno.pause', { title })
      : t('suno.play', { title });
  return (
    <button
      type="button"
      aria-label={label}
      data-player-status={mine ? state.status : 'idle'}
      onClick={() => onToggle(track)}
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {loading ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : playing ? (
        <Pause aria-hidden="true" className="size-5" />
      ) : (
        <Play aria-hidden="true" className="size-5 translate-x-px rtl:-scale-x-100" />
      )}
    </button>
  );
}
