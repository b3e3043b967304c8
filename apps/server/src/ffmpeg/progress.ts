/**
 * ffmpeg's machine-readable progress (`-progress pipe:1`, hardening.ts) and its mapping onto the 0-1
 * progress of a whole task. Pure: the runner feeds stdout chunks in, the job service reads fractions out.
 *
 * ffmpeg writes blocks of `key=value` lines, each closed by `progress=continue` (about every 0.5 s) or
 * `progress=end` (once, when the output is finished). `out_time_us` is `N/A` before the first packet and
 * can be negative (audio priming, an edit list, or INT64_MIN when no stream has a timestamp yet).
 */

export interface ProgressSnapshot {
  /** Output timestamp reached, in seconds; null when ffmpeg has none yet (N/A or negative). */
  readonly outTimeSeconds: number | null;
  /** Bytes written so far; null when unknown. */
  readonly totalSize: number | null;
  /** Encoding speed as a multiple of real time; null when unknown. */
  readonly speed: number | null;
  /** True on `progress=end`: the command has finished writing its output. */
  readonly end: boolean;
}

/**
 * A line longer than this is not ffmpeg's progress (its longest key=value is well under 100 bytes):
 * such a fragment is dropped instead of being buffered without bound.
 */
export const MAX_PROGRESS_LINE = 4096;

const number = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

/** 'HH:MM:SS.micro', ffmpeg's `out_time`, for builds that print `out_time_us=N/A` but a time. */
function clockSeconds(value: string | undefined): number | null {
  const m = /^(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value ?? '');
  if (!m) return null;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
  return m[1] === '-' ? -seconds : seconds;
}

function snapshotOf(fields: ReadonlyMap<string, string>, end: boolean): ProgressSnapshot {
  const micros = number(fields.get('out_time_us'));
  const seconds = micros !== null ? micros / 1e6 : clockSeconds(fields.get('out_time'));
  const size = number(fields.get('total_size'));
  const speed = number(fields.get('speed')?.replace(/x$/, ''));
  return {
    outTimeSeconds: seconds !== null && seconds >= 0 ? seconds : null,
    totalSize: size !== null && size >= 0 ? size : null,
    speed: speed !== null && speed >= 0 ? speed : null,
    end,
  };
}

export interface ProgressParser {
  /** Feeds a chunk of stdout; lines may be split across chunks. */
  push(chunk: string): void;
}

/** A parser that calls `onSnapshot` at each `progress=continue|end` line. */
export function createProgressParser(onSnapshot: (snapshot: ProgressSnapshot) => void): ProgressParser {
  let pending = '';
  let fields = new Map<string, string>();

  const line = (raw: string): void => {
    const text = raw.trim();
    const eq = text.indexOf('=');
    if (eq <= 0) return;
    const key = text.slice(0, eq);
    const value = text.slice(eq + 1).trim();
    if (key !== 'progress') {
      fields.set(key, value);
      return;
    }
    const snapshot = snapshotOf(fields, value === 'end');
    fields = new Map();
    onSnapshot(snapshot);
  };

  return {
    push(chunk) {
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        line(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
      if (pending.length > MAX_PROGRESS_LINE) pending = '';
    },
  };
}

// ── Tracker ───────────────────────────────────────────────────────────────────────────────────────

/** A part of the task's 0-1 progress: [from, to]. */
export type ProgressSlice = readonly [number, number];

/** The slice `inner` (0-1 within `outer`) as a slice of the whole task. */
export function nestSlice(outer: ProgressSlice, inner: ProgressSlice): ProgressSlice {
  const span = outer[1] - outer[0];
  return [outer[0] + inner[0] * span, outer[0] + inner[1] * span];
}

export interface ProgressTracker {
  /**
   * A command starts: it covers `slice` of the task and writes `durationSeconds` of media (null when
   * unknown: then only its end moves the fraction).
   */
  begin(slice: ProgressSlice, durationSeconds: number | null): void;
  /** A snapshot of the running command; answers the task's fraction. */
  update(snapshot: ProgressSnapshot): number;
  /** The running command succeeded: its whole slice is done. Answers the task's fraction. */
  complete(): number;
  /** 0-1, never decreasing. */
  readonly fraction: number;
}

const clamp01 = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** Maps commands' out_time onto the task's fraction: clamped to 0..1 and never decreasing. */
export function createProgressTracker(): ProgressTracker {
  let fraction = 0;
  let slice: ProgressSlice = [0, 0];
  let duration: number | null = null;

  const raise = (value: number): number => {
    fraction = Math.max(fraction, clamp01(value));
    return fraction;
  };
  const within = (share: number): number => slice[0] + clamp01(share) * (slice[1] - slice[0]);

  return {
    begin(next, durationSeconds) {
      slice = [clamp01(next[0]), clamp01(Math.max(next[0], next[1]))];
      duration = durationSeconds !== null && durationSeconds > 0 ? durationSeconds : null;
      raise(slice[0]);
    },
    update(snapshot) {
      if (snapshot.end) return raise(slice[1]);
      if (duration === null || snapshot.outTimeSeconds === null) return fraction;
      return raise(within(snapshot.outTimeSeconds / duration));
    },
    complete() {
      return raise(slice[1]);
    },
    get fraction() {
      return fraction;
    },
  };
}
