import { cx } from '../../../lib/class-names';
import { barValue, ERROR_BAR_CLASS, errorColour, isPulsing } from '../job-display';
import type { QueuedFile } from '../queued-file';

interface RowProgressProps {
  readonly file: QueuedFile;
  /** The bar's accessible name ("Progress of clip.mov"). */
  readonly label: string;
  /** What the bar means now, read out instead of the bare number ("Converting 40%"). */
  readonly valueText: string;
  /** A chunked upload paused by the visitor or the network. */
  readonly paused: boolean;
}

/**
 * The row's bar (CC-2.28, CC §4 "Per-phase progress bar"): its value follows the phase; waiting pulses
 * at 0; red or orange when the row failed or was stopped.
 */
export function RowProgress({ file, label, valueText, paused }: RowProgressProps) {
  const value = barValue(file);
  const colour =
    file.status === 'error'
      ? ERROR_BAR_CLASS[errorColour(file.error)]
      : file.status === 'completed'
        ? 'bg-emerald-600'
        : paused
          ? 'bg-amber-500'
          : 'bg-indigo-600';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx('h-2 overflow-hidden rounded-full bg-slate-200', isPulsing(file) && 'animate-pulse')}
    >
      <div
        className={cx('h-full rounded-full transition-[width] duration-200', colour)}
        style={{ width: `${String(value)}%` }}
      />
    </div>
  );
}
