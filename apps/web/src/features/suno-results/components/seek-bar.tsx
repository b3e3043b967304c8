import { formatTrackDuration } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import type { AudioPlayer, PlayerState } from '../audio-player';

export interface SeekBarProps {
  readonly trackId: string;
  readonly title: string;
  /** The song's length from the answer, until the audio says its own. */
  readonly knownDuration: number | null;
  readonly state: PlayerState;
  readonly player: AudioPlayer;
}

/**
 * DR §2.4 "a seek bar with elapsed and total time": a slider over the track, which moves the playback
 * only while this track is loaded and its length is finite (DR §2.1).
 */
export function SeekBar({ trackId, title, knownDuration, state, player }: SeekBarProps) {
  const { t } = useTranslation('platform-results');
  const mine = state.trackId === trackId;
  const duration = mine && Number.isFinite(state.duration) ? state.duration : (knownDuration ?? 0);
  const elapsed = mine ? state.currentTime : 0;
  const seekable = mine && Number.isFinite(state.duration);
  const elapsedText = formatTrackDuration(elapsed);
  const totalText = formatTrackDuration(duration);
  return (
    <div className="flex items-center gap-3" dir="ltr">
      <span data-elapsed className="w-12 shrink-0 text-end text-xs text-slate-600 tabular-nums">
        {elapsedText}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        value={Math.min(elapsed, Math.max(duration, 0.1))}
        disabled={!seekable}
        aria-label={t('suno.seek', { title })}
        aria-valuetext={t('suno.time', { elapsed: elapsedText, total: totalText })}
        onChange={(event) => player.seek(Number(event.currentTarget.value))}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-indigo-600 disabled:cursor-default"
      />
      <span data-total className="w-12 shrink-0 text-xs text-slate-600 tabular-nums">
        {totalText}
      </span>
    </div>
  );
}
