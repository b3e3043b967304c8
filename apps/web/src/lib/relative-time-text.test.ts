import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { relativeTimeText } from './relative-time-text';

const words: Record<string, string> = {
  'time.justNow': 'Just now',
  'time.minutes': '{{count}}m ago',
  'time.hours': '{{count}}h ago',
  'time.yesterday': 'Yesterday',
  'time.days': '{{count}}d ago',
};
const t = ((key: string, options?: { count?: number }) =>
  (words[key] ?? key).replace('{{count}}', String(options?.count ?? ''))) as unknown as TFunction;

describe('relative time in words (DR §4)', () => {
  const now = Date.UTC(2025, 5, 20, 12, 0, 0);
  const ago = (ms: number) => relativeTimeText(t, now - ms, now, 'en');

  it('DR-4.07 DR-4.08 words 30 s, 5 min, 3 h, 30 h, 3 d, 10 d and last year', () => {
    expect(ago(30_000)).toBe('Just now');
    expect(ago(5 * 60_000)).toBe('5m ago');
    expect(ago(3 * 3_600_000)).toBe('3h ago');
    expect(ago(30 * 3_600_000)).toBe('Yesterday');
    expect(ago(3 * 86_400_000)).toBe('3d ago');
    expect(ago(10 * 86_400_000)).toBe('Jun 10');
    expect(relativeTimeText(t, Date.UTC(2024, 11, 31, 12), now, 'en')).toBe('Dec 31, 2024');
  });
});
