import {
  AUDIO_GRID_PAGE_SIZE,
  AVATAR_SCROLL_DELAY_MS,
  AVATAR_TAB_RESET_MS,
  GRID_PAGE_SIZE,
  SCROLL_OFFSET_PX,
  type DownloaderInfo,
} from '@mediaforge/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitProfileTabs } from '../classify';
import { fieldsOf, storySummaryOf, type ProfileData } from '../instagram-answer';
import { cardOf, type InstagramSlots, type ResultCard } from '../slots';
import { HighlightArchives, SongsTab } from './profile-tab-parts';
import { ProfileHeader } from './profile-header';

export interface ProfileTabsLayoutProps {
  readonly info: DownloaderInfo;
  readonly tool: string;
  readonly profile: ProfileData;
  readonly platform: string;
  readonly slots: InstagramSlots;
}

type TabId = 'stories' | 'highlights' | 'reels' | 'songs';

/**
 * §2.6 layout 1: the profile header, a line between it and the tabs (§2.3 "optional text"), and the
 * tabbed grid of stories, highlights and reels (§2.2, DR §5 split), with a custom Songs tab for a story
 * answer. A story card opens the viewer on every story; a reel opens alone; a highlight is looked up
 * first (§7), one at a time, and then becomes a story card "{title} (N stories)" that opens its stories.
 */
export function ProfileTabsLayout({ info, tool, profile, platform, slots }: ProfileTabsLayoutProps) {
  const { t } = useTranslation('media-results');
  const split = splitProfileTabs(info.qualities, tool);
  const home: TabId = tool === 'highlights-downloader' ? 'highlights' : 'stories';
  const [active, setActive] = useState<string>(
    split[home === 'highlights' ? 'highlights' : 'stories'].length > 0
      ? home
      : split.reels.length > 0
        ? 'reels'
        : home,
  );
  const grid = useRef<HTMLDivElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const summary = storySummaryOf(info);
  const anyLoading = [...slots.highlights.values()].some((lookup) => lookup.status === 'loading');

  // §2.3, §4: the avatar resets the tab after 150 ms and scrolls to the tabs 100 ms later (80 px above).
  const onAvatar = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [
      setTimeout(() => setActive(home), AVATAR_TAB_RESET_MS),
      setTimeout(() => {
        const top = grid.current?.getBoundingClientRect().top;
        if (top !== undefined)
          window.scrollTo({ top: window.scrollY + top - SCROLL_OFFSET_PX, behavior: 'smooth' });
      }, AVATAR_TAB_RESET_MS + AVATAR_SCROLL_DELAY_MS),
    ];
  };

  const storyTitle = (n: number) => t('grid.story', { number: n });
  const highlightCards: ResultCard[] = split.highlights.map((quality) => {
    const lookup = slots.highlights.get(quality.formatId);
    const data = fieldsOf(quality).highlightData;
    const title = data?.title ?? quality.title ?? quality.quality;
    if (lookup?.status === 'loaded') {
      const count = lookup.info.qualities.length;
      return { ...cardOf(quality, 'story', `${title} (${t('grid.storyCount', { count })})`), isVideo: false };
    }
    return {
      ...cardOf(quality, 'highlight', title),
      isVideo: false,
      count: data?.mediaCount ?? null,
      loading: lookup?.status === 'loading',
      disabled: anyLoading && lookup?.status !== 'loading',
    };
  });

  const onOpen = (tab: string, index: number) => {
    if (tab === 'stories') {
      slots.openViewer({
        title: info.title,
        analysisJobId: info.jobId,
        qualities: split.stories,
        startIndex: index,
        single: false,
      });
    } else if (tab === 'reels') {
      const reel = split.reels[index];
      if (reel)
        slots.openViewer({
          title: reel.title ?? info.title,
          analysisJobId: info.jobId,
          qualities: [reel],
          startIndex: 0,
          single: true,
        });
    } else if (tab === 'highlights') {
      const quality = split.highlights[index];
      const lookup = quality === undefined ? undefined : slots.highlights.get(quality.formatId);
      if (lookup?.status === 'loaded') {
        slots.openViewer({
          title: lookup.info.title,
          analysisJobId: lookup.info.jobId,
          qualities: lookup.info.qualities,
          startIndex: 0,
          single: false,
        });
      } else if (quality !== undefined && !anyLoading) {
        slots.onHighlight(quality);
      }
    }
  };

  const tabs = [
    {
      id: 'stories',
      label: t('tabs.stories'),
      items: split.stories.map((q, i) => cardOf(q, 'story', q.title ?? storyTitle(i + 1))),
    },
    { id: 'highlights', label: t('tabs.highlights'), items: highlightCards },
    {
      id: 'reels',
      label: t('tabs.reels'),
      items: split.reels.map((q, i) => cardOf(q, 'reel', q.title ?? t('grid.reel', { number: i + 1 }))),
    },
    ...(tool === 'story-downloader'
      ? [
          {
            id: 'songs',
            label: t('tabs.songs'),
            items: [],
            custom: true,
            customCount: summary.musicInfo.length,
            content:
              summary.musicInfo.length > 0 ? (
                <SongsTab songs={summary.musicInfo} platform={platform} />
              ) : undefined,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="instagram-profile-tabs" className="space-y-5">
      <ProfileHeader profile={profile} platform={platform} onAvatar={onAvatar} />
      <p data-testid="profile-summary" className="text-sm text-slate-700">
        {tool === 'story-downloader'
          ? t('profile.activeStories', { count: summary.totalActiveStories ?? split.stories.length })
          : t('profile.highlightsHint')}
      </p>
      {active === 'stories' &&
        split.stories.length > 1 &&
        slots.renderDownloadAll({ analysisJobId: info.jobId, qualities: split.stories, title: info.title })}
      {active === 'highlights' && (
        <HighlightArchives lookups={slots.highlights} render={slots.renderDownloadAll} />
      )}
      {slots.renderGrid({
        tabs,
        activeTab: active,
        onTabChange: setActive,
        pageSize: tool === 'audio-extractor' ? AUDIO_GRID_PAGE_SIZE : GRID_PAGE_SIZE,
        platform,
        onOpen,
        label: t('tabs.label', { username: profile.username ?? '' }),
        gridRef: grid,
      })}
    </div>
  );
}
