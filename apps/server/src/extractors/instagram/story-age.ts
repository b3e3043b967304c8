/**
 * How old a story is, in the two wordings the spec names (D134): `timeAgo` by downloader.md §9 "Story
 * age" (under an hour in minutes, under a day in hours, else the date) and `relativeTime` by
 * downloader-results.md §4 "Relative time" (Just now, Nm ago, Nh ago, Yesterday, Nd ago under a week,
 * else a short date with the year only when it is not this year). English, in UTC, at analysis time;
 * the browser words `takenAt` in the visitor's language itself (DR §4 "Story time from takenAt").
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ageSeconds = (takenAt: number, nowMs: number) => Math.max(0, Math.floor(nowMs / 1000) - takenAt);

/** DL §9: "3m ago", "5h ago", else `2024-05-01`. */
export function storyTimeAgo(takenAt: number, nowMs: number): string {
  const age = ageSeconds(takenAt, nowMs);
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  return new Date(takenAt * 1000).toISOString().slice(0, 10);
}

/** DR §4: "Just now", "Nm ago", "Nh ago", "Yesterday", "Nd ago", else "May 1" or "May 1, 2023". */
export function storyRelativeTime(takenAt: number, nowMs: number): string {
  const age = ageSeconds(takenAt, nowMs);
  if (age < DAY) return storyTimeAgo(takenAt, nowMs);
  if (age < 2 * DAY) return 'Yesterday';
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d ago`;
  const date = new Date(takenAt * 1000);
  const short = `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
  return date.getUTCFullYear() === new Date(nowMs).getUTCFullYear()
    ? short
    : `${short}, ${date.getUTCFullYear()}`;
}
