import { useTranslation } from 'react-i18next';
import { relativeTimeText } from '../../../lib/relative-time-text';
import { useNow } from '../../../lib/use-now';

/** When an item was posted, in words (§2.1 "a relative timestamp"), with the exact time as its title. */
export function RelativeTime({ at }: { readonly at: number }) {
  const { t, i18n } = useTranslation('media-results');
  const now = useNow();
  return (
    <time dateTime={new Date(at).toISOString()} data-testid="viewer-time">
      {relativeTimeText(t, at, now, i18n.language)}
    </time>
  );
}
