/**
 * Display rules of the downloader's result views (downloader-results.md §2.9, §2.10, §4; downloader.md
 * §9): track durations, relative times, the order of a video result's files. Pure: each answers data
 * that the browser words in the page's language.
 */

/** DR §2.9 "duration as m:ss" (125 → '2:05'; an hour and more keeps counting minutes: 3725 → '62:05'). */
export function formatTrackDuration(seconds: number | null | undefined): string {
  const whole =
    typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago something happened, as DR §4 "Relative time" words it. */
export type RelativeTime =
  | { readonly kind: 'justNow' }
  | { readonly kind: 'minutes'; readonly count: number }
  | { readonly kind: 'hours'; readonly count: number }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'days'; readonly count: number }
  /** A short date; `withYear` when it is not the current year ("year only if not the current year"). */
  | { readonly kind: 'date'; readonly withYear: boolean };

export interface RelativeTimeOptions {
  /**
   * The spec's "one variant" with "Yesterday" and "Nd ago" under 7 days; without it a day or more is a
   * date (DL §9 "Story age: under 1 hour in minutes, under 24 hours in hours, else a date").
   */
  readonly withDays?: boolean;
}

/**
 * DR §4: under 1 minute "Just now"; under 60 minutes "Nm ago"; under 24 hours "Nh ago"; then (one
 * variant) "Yesterday" and "Nd ago" under 7 days; otherwise a short date. A time in the future (a clock
 * ahead of ours) reads as just now.
 */
export function relativeTime(thenMs: number, nowMs: number, options: RelativeTimeOptions = {}): RelativeTime {
  const age = Math.max(0, nowMs - thenMs);
  if (age < MINUTE_MS) return { kind: 'justNow' };
  if (age < HOUR_MS) return { kind: 'minutes', count: Math.floor(age / MINUTE_MS) };
  if (age < DAY_MS) return { kind: 'hours', count: Math.floor(age / HOUR_MS) };
  if (options.withDays === true && age < 7 * DAY_MS) {
    const days = Math.floor(age / DAY_MS);
    return days === 1 ? { kind: 'yesterday' } : { kind: 'days', count: days };
  }
  return { kind: 'date', withYear: new Date(thenMs).getFullYear() !== new Date(nowMs).getFullYear() };
}

/** The media kinds of DR §2.9 "Video results are sorted video, then audio, then image". */
const KIND_ORDER: Readonly<Record<string, number>> = {
  video: 0,
  mp4: 0,
  audio: 1,
  image: 2,
  jpg: 2,
};

/** A stable sort by kind: video, audio, image, then anything else in the order given. */
export function sortVideoAudioImage<T extends { readonly type: string }>(items: readonly T[]): T[] {
  const rank = (item: T) => KIND_ORDER[item.type] ?? 3;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
