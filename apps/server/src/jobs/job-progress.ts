/**
 * Job percent by phase (converter-compressor.md §3 "Current job": initializing under 10 %, processing
 * under 90 %, then finalizing): the executor's 0-1 fraction fills 10-89, so the phase the percent implies
 * is processing for as long as an encoder runs; storing the result sits at 95 (finalizing, D75),
 * completion is 100. The percent never goes back while a job runs.
 */
export const JOB_PERCENT = {
  queued: 0,
  /** Set when a worker claims the job (initializing). */
  starting: 2,
  processingFrom: 10,
  /** Ends at 89: 90 would already read as finalizing while the encoder still flushes its output. */
  processingSpan: 79,
  /** Moving the output into storage and recording it. */
  finalizing: 95,
  completed: 100,
} as const;

/** Progress is written to the database at most this often; sockets get every update (decisions D-jobs). */
export const PROGRESS_WRITE_INTERVAL_MS = 1000;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The job percent of an executor fraction (clamped to 0-1; a non-number counts as 0). */
export function processingPercent(fraction: number): number {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return round1(JOB_PERCENT.processingFrom + JOB_PERCENT.processingSpan * f);
}

/**
 * Tracks one running job's percent: monotonic, and says when a database write is due (at most once per
 * interval; the status changes write their own percent anyway).
 */
export interface JobPercentTracker {
  /** Raises the percent to at least `percent`; answers the current (never lower) value. */
  advance(percent: number): number;
  readonly percent: number;
  /** True (and restarts the interval) when a database write is due at `now`. */
  writeDue(now: number): boolean;
}

export function createJobPercentTracker(
  initial: number,
  intervalMs: number = PROGRESS_WRITE_INTERVAL_MS,
): JobPercentTracker {
  let percent = initial;
  let lastWrite = Number.NEGATIVE_INFINITY;
  return {
    advance(next) {
      if (Number.isFinite(next) && next > percent) percent = Math.min(JOB_PERCENT.completed, next);
      return percent;
    },
    get percent() {
      return percent;
    },
    writeDue(now) {
      if (now - lastWrite < intervalMs) return false;
      lastWrite = now;
      return true;
    },
  };
}
