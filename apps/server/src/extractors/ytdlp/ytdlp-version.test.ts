import { describe, expect, it } from 'vitest';
import { OUTDATED_AFTER_DAYS, parseYtDlpVersion } from './ytdlp-version.js';

const now = new Date('2024-11-01T12:00:00Z');

describe('yt-dlp version', () => {
  it("reads Debian's release and reports it outdated after 90 days", () => {
    expect(parseYtDlpVersion('2023.03.04\n', now)).toEqual({
      version: '2023.03.04',
      releasedAt: '2023-03-04',
      ageDays: 608,
      outdated: true,
    });
  });

  it('reads nightly builds (time of day appended) and distribution suffixes', () => {
    expect(parseYtDlpVersion('2024.10.22.232829', now)).toMatchObject({
      releasedAt: '2024-10-22',
      ageDays: 10,
      outdated: false,
    });
    expect(parseYtDlpVersion('2023.03.04-1', now)).toMatchObject({ releasedAt: '2023-03-04' });
  });

  it('is outdated only past the 90th day', () => {
    const released = new Date('2024-08-03T00:00:00Z');
    const at = (days: number) => new Date(released.getTime() + days * 86_400_000);
    expect(parseYtDlpVersion('2024.08.03', at(OUTDATED_AFTER_DAYS))?.outdated).toBe(false);
    expect(parseYtDlpVersion('2024.08.03', at(OUTDATED_AFTER_DAYS + 1))?.outdated).toBe(true);
    // A clock behind the release date is age 0, not negative.
    expect(parseYtDlpVersion('2024.08.03', at(-3))?.ageDays).toBe(0);
  });

  it('refuses what is not a dated version', () => {
    for (const bad of ['', 'yt-dlp', '2023.02.30', '2023.13.01', 'v2023.03.04', '1.2.3']) {
      expect(parseYtDlpVersion(bad, now), bad).toBeUndefined();
    }
  });
});
