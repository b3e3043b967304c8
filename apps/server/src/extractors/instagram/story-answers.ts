/**
 * The story tools' answers (downloader.md §3 "Analysis result": totalActiveStories, timeAgo, musicInfo,
 * mentions, trackList; downloader-results.md §3 quality entries with storyIndex, storyId, takenAt,
 * timeAgo, relativeTime, musicInfo, mentions, highlightData; §7 "Highlight lookup"): an account's active
 * stories, or the stories of one highlight, each a quality in the order Instagram shows them.
 */
import type { ExtractedQuality, Extraction } from '../extractor.js';
import { instagramLinks } from './instagram-links.js';
import {
  itemQuality,
  mediaIdOf,
  storyMentions,
  storyMusic,
  uniqueMentions,
  type MediaRules,
  type Mention,
  type MusicInfo,
} from './media-qualities.js';
import type { MediaItem, Reel } from './media-schema.js';
import { PROVIDER, profileDataOf, profileMetadata } from './profile-answers.js';
import type { WebProfileUser } from './profile-schema.js';
import { storyRelativeTime, storyTimeAgo } from './story-age.js';

export interface StoryContext extends MediaRules {
  readonly nowMs: number;
}

interface StoryItem {
  readonly quality: ExtractedQuality;
  readonly music: MusicInfo | null;
  readonly mentions: Mention[];
  readonly takenAt: number | null;
}

/** Each item as a story quality with its fields; items without media we may fetch are left out. */
function storyItems(
  items: readonly MediaItem[],
  ctx: StoryContext,
  more: Record<string, unknown>,
): StoryItem[] {
  const out: StoryItem[] = [];
  for (const node of items) {
    const storyId = mediaIdOf(node);
    const storyIndex = out.length + 1;
    const takenAt = node.taken_at ?? null;
    const music = storyMusic(node, ctx);
    const mentions = storyMentions(node);
    const quality = itemQuality(
      node,
      `story-${storyId}`,
      ctx,
      {
        ...more,
        storyId,
        storyIndex,
        takenAt,
        timeAgo: takenAt === null ? null : storyTimeAgo(takenAt, ctx.nowMs),
        relativeTime: takenAt === null ? null : storyRelativeTime(takenAt, ctx.nowMs),
        musicInfo: music,
        mentions,
      },
      `Story ${storyIndex}`,
    );
    if (quality) out.push({ quality, music, mentions, takenAt });
  }
  return out;
}

/** The songs of the stories, each once (by title and artist). */
function uniqueMusic(items: readonly StoryItem[]): MusicInfo[] {
  const seen = new Set<string>();
  return items.flatMap(({ music }) => {
    const key = music ? `${music.title ?? ''}\u0000${music.artist ?? ''}` : '';
    if (!music || seen.has(key)) return [];
    seen.add(key);
    return [music];
  });
}

/** Top-level story fields: counts, the newest story's age, songs, mentions and the track list. */
function storySummary(items: readonly StoryItem[], nowMs: number) {
  const newest = Math.max(...items.map((i) => i.takenAt ?? 0));
  return {
    totalActiveStories: items.length,
    timeAgo: newest > 0 ? storyTimeAgo(newest, nowMs) : null,
    musicInfo: uniqueMusic(items),
    mentions: uniqueMentions(items.flatMap((i) => i.mentions)),
    trackList: items.flatMap(({ quality, music }) =>
      music ? [{ storyIndex: quality.extra?.storyIndex, title: music.title, artist: music.artist }] : [],
    ),
  };
}

/** story-downloader: an account's active stories (one of them when the link names a story). */
export function storiesExtraction(
  user: WebProfileUser,
  items: readonly MediaItem[],
  ctx: StoryContext,
): Extraction {
  const stories = storyItems(items, ctx, {});
  const profileData = profileDataOf(user, { storiesCount: stories.length });
  const qualities = stories.map((s) => s.quality);
  return {
    title: `${user.username} stories`,
    duration: null,
    thumbnail: qualities[0]?.preview ?? user.profile_pic_url,
    provider: PROVIDER,
    metadata: { ...profileMetadata(user, profileData, 'story'), mediaCount: qualities.length },
    extra: { ...storySummary(stories, ctx.nowMs), profileData },
    qualities,
  };
}

/** single-highlight: the stories of one highlight, each with its highlightData. */
export function highlightExtraction(highlightId: string, reel: Reel, ctx: StoryContext): Extraction {
  const title = reel.title?.trim() || 'Highlight';
  const highlightData = { id: highlightId, title, mediaCount: reel.items.length };
  const stories = storyItems(reel.items, ctx, { highlightData });
  const qualities = stories.map((s) => s.quality);
  const { musicInfo, mentions } = storySummary(stories, ctx.nowMs);
  const user = reel.user;
  return {
    title,
    duration: null,
    thumbnail: qualities[0]?.preview ?? null,
    provider: PROVIDER,
    metadata: {
      contentType: 'story',
      author: user ? user.full_name || user.username : null,
      authorHandle: user?.username ?? null,
      authorAvatar: user?.profile_pic_url ?? null,
      ...(user ? { username: user.username } : {}),
      source: instagramLinks.highlight(highlightId),
      mediaCount: qualities.length,
      highlightData,
    },
    extra: { musicInfo, mentions, highlightData },
    qualities,
  };
}
