import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { addPlatformResultsResources } from '../../lib/i18n-platform-results';
import { storyTimeText } from './story-time';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const secondsAgo = (s: number) => NOW / 1000 - s;

function textsIn(locale: 'en' | 'fr' | 'fa') {
  const i18n = createI18n(locale);
  addPlatformResultsResources(i18n);
  const t = i18n.getFixedT(locale, 'platform-results');
  return (ageSeconds: number) => storyTimeText(t, locale, secondsAgo(ageSeconds), NOW);
}

describe('story times', () => {
  it('DR-2.10.07 DR-4.07 just now, minutes, hours, then a short date with the year only when it differs', () => {
    const en = textsIn('en');
    expect(en(30)).toBe('Just now');
    expect(en(5 * 60)).toBe('5m ago');
    expect(en(3 * 3600)).toBe('3h ago');
    expect(en(30 * 3600)).toBe('Jun 14');
    expect(en(400 * 86_400)).toBe('May 11, 2025');
  });

  it('DR-4.09 the words and digits are the page language’s', () => {
    const fr = textsIn('fr');
    expect(fr(30)).toBe('À l’instant');
    expect(fr(5 * 60)).toBe('il y a 5 min');
    const fa = textsIn('fa');
    expect(fa(3 * 3600)).toBe('۳ ساعت پیش');
    expect(fa(30 * 3600)).toBe(
      new Intl.DateTimeFormat('fa', { month: 'short', day: 'numeric' }).format(NOW - 30 * 3600_000),
    );
  });
});
