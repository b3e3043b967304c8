import { MAX_MENTIONS_SHOWN, RESULT_DEFAULTS, STORY_BADGE } from '@mediaforge/shared';
import { AtSign, Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl-format';
import type { Mention } from '../instagram-answer';

export interface StoryHeaderProps {
  readonly username: string | undefined;
  readonly count: number;
  readonly songs: number;
  readonly mentions: readonly Mention[];
}

/**
 * §2.6 story header: username, story count, the "24h" badge, a box with the counts of songs and
 * mentions, and the first three mentions then "+N more".
 */
export function StoryHeader({ username, count, songs, mentions }: StoryHeaderProps) {
  const { t, i18n } = useTranslation('media-results');
  const n = (value: number) => formatNumber(value, i18n.language);
  const shown = mentions.slice(0, MAX_MENTIONS_SHOWN);
  const more = mentions.length - shown.length;
  return (
    <div data-testid="story-header" className="space-y-3 rounded-xl bg-slate-50 p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          @{username?.trim() || RESULT_DEFAULTS.instagramUser}
        </span>
        <span className="text-sm text-slate-700">{t('story.count', { count, number: n(count) })}</span>
        <span className="rounded-full bg-pink-600 px-2 py-0.5 text-xs font-semibold text-white">
          {STORY_BADGE}
        </span>
      </p>
      <div className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Music aria-hidden="true" className="size-4" />
          {t('story.songs', { count: songs, number: n(songs) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <AtSign aria-hidden="true" className="size-4" />
          {t('story.mentions', { count: mentions.length, number: n(mentions.length) })}
        </span>
      </div>
      {shown.length > 0 && (
        <p data-testid="story-mentions" className="text-sm text-slate-800">
          {shown.map((m) => `@${m.username}`).join(', ')}
          {more > 0 && <span className="text-slate-600"> {t('story.more', { number: n(more) })}</span>}
        </p>
      )}
    </div>
  );
}
