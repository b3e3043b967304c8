import { IMAGE_AUTO_ADVANCE_MS } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/intl-format';
import { canSeek } from '../viewer-rules';

export interface SegmentBarsProps {
  readonly count: number;
  readonly index: number;
  /** The current segment's fill for a video or a sound (0–1); undefined for a picture (timed). */
  readonly played: number | undefined;
  /** A picture's segment fills over the 3000 ms of its auto-advance while this is true. */
  readonly timing: boolean;
}

/**
 * §2.1 "segmented progress bars": one per item, those before the current one full, the current one
 * following playback (a video, a sound) or the picture's time, those after it empty. Decorative: the
 * counter says the same in words.
 */
export function SegmentBars({ count, index, played, timing }: SegmentBarsProps) {
  return (
    <div aria-hidden="true" data-testid="viewer-segments" className="flex gap-1">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          data-segment-state={i < index ? 'done' : i === index ? 'current' : 'next'}
          className="h-1 flex-1 overflow-hidden rounded-full bg-white/30"
        >
          {i < index && <span className="block h-full w-full bg-white" />}
          {i === index && played !== undefined && (
            <span
              className="block h-full bg-white"
              style={{ width: `${String(Math.round(played * 100))}%` }}
            />
          )}
          {i === index && played === undefined && <TimedFill key={index} running={timing} />}
        </span>
      ))}
    </div>
  );
}

/** A picture's segment: fills over the auto-advance time once it runs (a CSS transition). */
function TimedFill({ running }: { readonly running: boolean }) {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!running) return;
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return (
    <span
      className="block h-full bg-white transition-[width] ease-linear motion-reduce:transition-none"
      style={{
        width: running && filled ? '100%' : '0%',
        transitionDuration: `${String(IMAGE_AUTO_ADVANCE_MS)}ms`,
      }}
    />
  );
}

export interface SeekBarProps {
  readonly currentTime: number;
  readonly duration: number | undefined;
  readonly onSeek: (seconds: number) => void;
}

/** §2.1 "Video or audio progress is a seek bar; clicking seeks, only when the duration is finite." */
export function SeekBar({ currentTime, duration, onSeek }: SeekBarProps) {
  const { t, i18n } = useTranslation('media-results');
  const seekable = canSeek(duration);
  const locale = i18n.language;
  return (
    <div className="flex items-center gap-2 text-xs text-white tabular-nums">
      <span>{formatDuration(currentTime, locale)}</span>
      <input
        type="range"
        aria-label={t('viewer.seek')}
        min={0}
        max={seekable ? duration : 0}
        step={0.1}
        value={seekable ? Math.min(currentTime, duration) : 0}
        disabled={!seekable}
        aria-valuetext={formatDuration(currentTime, locale)}
        onChange={(event) => {
          if (seekable) onSeek(Number(event.currentTarget.value));
        }}
        className="h-1 flex-1 cursor-pointer accent-white disabled:cursor-not-allowed disabled:opacity-50"
      />
      <span>{seekable ? formatDuration(duration, locale) : '–'}</span>
    </div>
  );
}
