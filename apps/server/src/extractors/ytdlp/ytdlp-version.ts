/**
 * How old the yt-dlp build is (D104). yt-dlp names its releases by date: `2023.03.04` (Debian's),
 * `2024.10.22` and nightlies `2024.10.22.232829` (time of day appended); distributions may add a
 * suffix (`2023.03.04-1`). Platforms change often enough that a build older than 90 days is reported
 * as outdated (the start-up log and GET /api/media/health).
 */
export const OUTDATED_AFTER_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface YtDlpVersionInfo {
  /** The version as the binary printed it (first line, trimmed). */
  readonly version: string;
  /** The release day, YYYY-MM-DD (UTC). */
  readonly releasedAt: string;
  /** Whole days from the release day to `now` (0 when the clock is behind it). */
  readonly ageDays: number;
  readonly outdated: boolean;
}

const VERSION = /^(\d{4})\.(\d{1,2})\.(\d{1,2})(?:\.(\d{1,6}))?(?:[-+~][0-9A-Za-z.~+-]*)?$/;

/** `yt-dlp --version` output → its release date and age; undefined when it is not a dated version. */
export function parseYtDlpVersion(output: string, now: Date): YtDlpVersionInfo | undefined {
  const version = output.trim().split(/\r?\n/)[0]?.trim() ?? '';
  const match = VERSION.exec(version);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const released = Date.UTC(year, month - 1, day);
  const date = new Date(released);
  // Date.UTC rolls 2023.02.30 over into March; such a version is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  const ageDays = Math.max(0, Math.floor((now.getTime() - released) / DAY_MS));
  return {
    version,
    releasedAt: date.toISOString().slice(0, 10),
    ageDays,
    outdated: ageDays > OUTDATED_AFTER_DAYS,
  };
}
