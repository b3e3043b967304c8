/**
 * Snapchat answers (downloader-results.md §2.10, §3; D143): the `video` tool answers a profile (contentType
 * `user`: stories, highlights and Spotlight highlights, one quality per snap), one snap of its story
 * (`story`), one highlight (`highlight`) or one Spotlight video (`spotlight`, with reelDetails); the
 * `profile-picture` tool answers the profile's pictures (snapchat-picture-answer.ts, D144). Pure.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError, type Extraction } from '../extractor.js';
import type { SnapchatTarget } from './snapchat-links.js';
import {
  collectionEntry,
  profileMetadata,
  reelDetails,
  spotlightEntry,
  storyEntry,
} from './snapchat-metadata.js';
import type { SnapchatPage, SnapchatProfile, SnapCollection } from './snapchat-page.js';
import { snapchatPictureExtraction } from './snapchat-picture-answer.js';
import { itemQualities, type SnapchatTab, type TabEntry } from './snapchat-qualities.js';

export type SnapchatTool = 'video' | 'profile-picture';
export type PageTarget = Exclude<SnapchatTarget, { kind: 'short' }>;

const PROVIDER = 'snapchat';

function publicProfile(page: SnapchatPage): SnapchatProfile {
  if (page.profile) return page.profile;
  if (page.privateProfile) {
    throw new ExtractorError(
      'CONTENT_UNAVAILABLE',
      'snapchat: not public',
      DOWNLOADER_MESSAGES.snapchatNotPublic,
    );
  }
  throw new ExtractorError('EXTRACTOR_CHANGED', 'snapchat: the page has no userProfile');
}

function collectionEntries(tab: SnapchatTab, collection: SnapCollection): TabEntry[] {
  const total = collection.items.length;
  const highlight = { id: collection.id, title: collection.title, mediaCount: total };
  return collection.items.map((item, i) => ({
    tab,
    item,
    title: `${collection.title} (${i + 1}/${total})`,
    highlight,
  }));
}

function profileAnswer(page: SnapchatPage, profile: SnapchatProfile): Extraction {
  const entries: TabEntry[] = [
    ...page.story.map((item, i): TabEntry => ({ tab: 'stories', item, title: `Story ${i + 1}` })),
    ...page.highlights.flatMap((h) => collectionEntries('highlights', h)),
    ...page.spotlightHighlights.flatMap((h) => collectionEntries('spotlights', h)),
  ];
  if (entries.length === 0) {
    throw new ExtractorError(
      'CONTENT_UNAVAILABLE',
      'snapchat: nothing public',
      DOWNLOADER_MESSAGES.snapchatNothingPublic,
    );
  }
  return {
    title: profile.displayName,
    duration: null,
    thumbnail: profile.profilePictureUrl ?? entries[0]?.item.previewUrl ?? null,
    provider: PROVIDER,
    metadata: {
      contentType: 'user',
      ...profileMetadata(profile),
      stories: page.story.map(storyEntry),
      highlights: page.highlights.map(collectionEntry),
      spotlights: page.spotlightHighlights.map(collectionEntry),
      mediaCount: entries.length,
    },
    qualities: itemQualities(entries, 'tab'),
  };
}

function snapAnswer(page: SnapchatPage, profile: SnapchatProfile, snapId: string): Extraction {
  const item = page.story.find((s) => s.snapId === snapId);
  if (!item) throw new ExtractorError('CONTENT_UNAVAILABLE', `snapchat: snap ${snapId} is not in the story`);
  const title = `${profile.displayName} story`;
  return {
    title,
    duration: null,
    thumbnail: item.previewUrl,
    provider: PROVIDER,
    metadata: {
      contentType: 'story',
      ...profileMetadata(profile),
      stories: [storyEntry(item)],
      mediaCount: 1,
    },
    qualities: itemQualities([{ tab: 'stories', item, title }], 'title'),
  };
}

function highlightAnswer(page: SnapchatPage, profile: SnapchatProfile, id: string): Extraction {
  const curated = page.highlights.find((h) => h.id === id);
  const spotlight = curated ? undefined : page.spotlightHighlights.find((h) => h.id === id);
  const highlight = curated ?? spotlight;
  if (!highlight) throw new ExtractorError('CONTENT_UNAVAILABLE', `snapchat: no highlight ${id}`);
  const tab: SnapchatTab = curated ? 'highlights' : 'spotlights';
  const entry = collectionEntry(highlight);
  return {
    title: highlight.title,
    duration: null,
    thumbnail: highlight.thumbnailUrl,
    provider: PROVIDER,
    metadata: {
      contentType: 'highlight',
      ...profileMetadata(profile),
      highlights: tab === 'highlights' ? [entry] : [],
      spotlights: tab === 'spotlights' ? [entry] : [],
      mediaCount: highlight.items.length,
    },
    qualities: itemQualities(collectionEntries(tab, highlight), 'tab'),
  };
}

function spotlightAnswer(page: SnapchatPage, id: string): Extraction {
  if (!page.spotlights)
    throw new ExtractorError('EXTRACTOR_CHANGED', 'snapchat: the page has no spotlightFeed');
  const video = page.spotlights.find((v) => v.id === id || v.item.snapId === id);
  if (!video) throw new ExtractorError('CONTENT_UNAVAILABLE', `snapchat: no Spotlight ${id}`);
  const title = video.title ?? video.description ?? 'Spotlight';
  const { creator } = video;
  return {
    title,
    duration: video.duration,
    thumbnail: video.item.previewUrl,
    provider: PROVIDER,
    metadata: {
      contentType: 'spotlight',
      ...(page.profile ? profileMetadata(page.profile) : {}),
      author: creator.name ?? creator.username,
      authorHandle: creator.username,
      ...(creator.username !== null ? { username: creator.username } : {}),
      description: video.description,
      caption: video.description,
      viewCount: video.stats.viewCount,
      uploadDate: video.uploadDate,
      reelDetails: reelDetails(video),
      spotlights: [spotlightEntry(video, title)],
      mediaCount: 1,
    },
    qualities: itemQualities(
      [
        {
          tab: 'spotlights',
          item: video.item,
          title,
          width: video.width,
          height: video.height,
          duration: video.duration,
        },
      ],
      'tab',
    ),
  };
}

export function snapchatExtraction(page: SnapchatPage, target: PageTarget, tool: SnapchatTool): Extraction {
  if (tool === 'profile-picture') return snapchatPictureExtraction(page);
  switch (target.kind) {
    case 'spotlight':
      return spotlightAnswer(page, target.spotlightId);
    case 'profile':
      return profileAnswer(page, publicProfile(page));
    case 'snap':
      return snapAnswer(page, publicProfile(page), target.snapId);
    case 'highlight':
      return highlightAnswer(page, publicProfile(page), target.highlightId);
  }
}
