import { describe, expect, it } from 'vitest';
import { storyRelativeTime, storyTimeAgo } from './story-age.js';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (seconds: number) => Math.floor(now / 1000) - seconds;

describe('story age', () => {
  it('DL §9: minutes under an hour, hours under a day, else the date', () => {
    expect(storyTimeAgo(ago(30), now)).toBe('Just now');
    expect(storyTimeAgo(ago(5 * 60), now)).toBe('5m ago');
    expect(storyTimeAgo(ago(3 * 3600), now)).toBe('3h ago');
    expect(storyTimeAgo(ago(30 * 3600), now)).toBe('2025-06-14');
  });

  it('DR §4: Yesterday, days under a week, then a short date with the year only when not this year', () => {
    expect(storyRelativeTime(ago(3 * 3600), now)).toBe('3h ago');
    expect(storyRelativeTime(ago(30 * 3600), now)).toBe('Yesterday');
    expect(storyRelativeTime(ago(3 * 86_400), now)).toBe('3d ago');
    expect(storyRelativeTime(ago(10 * 86_400), now)).toBe('Jun 5');
    expect(storyRelativeTime(Date.UTC(2024, 11, 31) / 1000, now)).toBe('Dec 31, 2024');
  });

  it('a time in the future (a clock ahead of ours) reads as just now', () => {
    expect(storyTimeAgo(ago(-120), now)).toBe('Just now');
  });
});
