import { relativeTime } from '@mediaforge/shared';
import type { TFunction } from 'i18next';

/**
 * A story's time as DR §2.10 shows it: "Just now", "Nm ago", "Nh ago", or a short date (the year only
 * when it is not this year), in the page's language (DR §4 "translated strings"). Snapchat's stories use
 * the variant without "Yesterday" (DL §9 "Story age": under 24 hours in hours, else a date).
 */
export function storyTimeText(t: TFunction, locale: string, takenAtSeconds: number, nowMs: number): string {
  const thenMs = takenAtSeconds * 1000;
  const age = relativeTime(thenMs, nowMs);
  switch (age.kind) {
    case 'justNow':
      return t('snapchat.time.justNow');
    case 'minutes':
      return t('snapchat.time.minutes', { count: age.count });
    case 'hours':
      return t('snapchat.time.hours', { count: age.count });
    case 'yesterday':
    case 'days':
    case 'date':
      return new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        ...(age.kind === 'date' && age.withYear ? { year: 'numeric' } : {}),
      }).format(thenMs);
  }
}
