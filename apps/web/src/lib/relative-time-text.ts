import { relativeTime } from '@mediaforge/shared';
import type { TFunction } from 'i18next';

/**
 * downloader-results.md §4 "Relative time" in the page's language (DR-4.09): "Just now", "5m ago",
 * "3h ago", "Yesterday", "3d ago", then a short date with the year only when it is not this year.
 * The result views use the variant with days throughout (D193). `t` is bound to a namespace that has
 * the `time.*` keys.
 */
export function relativeTimeText(t: TFunction, thenMs: number, nowMs: number, locale: string): string {
  const age = relativeTime(thenMs, nowMs, { withDays: true });
  switch (age.kind) {
    case 'justNow':
      return t('time.justNow');
    case 'minutes':
      return t('time.minutes', { count: age.count });
    case 'hours':
      return t('time.hours', { count: age.count });
    case 'yesterday':
      return t('time.yesterday');
    case 'days':
      return t('time.days', { count: age.count });
    case 'date':
      return new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        ...(age.withYear ? { year: 'numeric' } : {}),
      }).format(thenMs);
  }
}
