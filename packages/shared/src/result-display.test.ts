import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './downloader.js';
import { formatTrackDuration, relativeTime, sortVideoAudioImage } from './result-display.js';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('result display rules', () => {
  it('DR-2.9.04 durations read m:ss', () => {
    expect(formatTrackDuration(125)).toBe('2:05');
    expect(formatTrackDuration(59.9)).toBe('0:59');
    expect(formatTrackDuration(0)).toBe('0:00');
    expect(formatTrackDuration(3725)).toBe('62:05');
    expect(formatTrackDuration(null)).toBe('0:00');
    expect(formatTrackDuration(Number.NaN)).toBe('0:00');
  });

  it('DR-2.9.05 play counts: K from 1,000 and M from 1,000,000, one decimal', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1.0K');
    expect(abbreviateCount(1500)).toBe('1.5K');
    expect(abbreviateCount(2_300_000)).toBe('2.3M');
  });

  it('DR-4.07 relative times: just now, minutes, hours, the day variant, a short date', () => {
    const story = (ms: number) => relativeTime(ago(ms), NOW);
    const withDays = (ms: number) => relativeTime(ago(ms), NOW, { withDays: true });
    expect(story(30_000)).toEqual({ kind: 'justNow' });
    expect(story(5 * MIN)).toEqual({ kind: 'minutes', count: 5 });
    expect(story(3 * HOUR)).toEqual({ kind: 'hours', count: 3 });
    expect(story(30 * HOUR)).toEqual({ kind: 'date', withYear: false });
    expect(withDays(30 * HOUR)).toEqual({ kind: 'yesterday' });
    expect(withDays(3 * DAY)).toEqual({ kind: 'days', count: 3 });
    expect(withDays(10 * DAY)).toEqual({ kind: 'date', withYear: false });
    expect(story(365 * DAY)).toEqual({ kind: 'date', withYear: true });
    // A clock ahead of ours is not "in 5 minutes".
    expect(relativeTime(NOW + 5 * MIN, NOW)).toEqual({ kind: 'justNow' });
  });

  it('DR-2.9.07 video results are sorted video, then audio, then image, stably', () => {
    const items = [
      { type: 'image', id: 'cover' },
      { type: 'audio', id: 'mp3' },
      { type: 'video', id: 'mp4' },
      { type: 'audio', id: 'wav' },
    ];
    expect(sortVideoAudioImage(items).map((i) => i.id)).toEqual(['mp4', 'mp3', 'wav', 'cover']);
  });
});
