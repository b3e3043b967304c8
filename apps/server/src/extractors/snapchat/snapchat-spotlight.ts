/**
 * A Spotlight video of a Spotlight page (`spotlightFeed.spotlightStories[]`: its story and metadata):
 * the file (`videoMetadata.contentUrl`, else the story's first snap), its facts and its counts
 * (downloader-results.md §3 "reelDetails"; the fields yt-dlp's Spotlight extractor reads too). Pure.
 */
import type { SpotlightMetadata, StoryData } from './snapchat-page-schema.js';
import { count, snapItem, text, type SnapItem } from './snapchat-snap.js';

export interface SpotlightStats {
  readonly viewCount: number | null;
  readonly shareCount: number | null;
  readonly commentCount: number | null;
  readonly boostCount: number | null;
  readonly recommendCount: number | null;
}

export interface SpotlightVideo {
  readonly id: string;
  readonly item: SnapItem;
  readonly title: string | null;
  readonly description: string | null;
  readonly uploadDate: string | null;
  readonly width: number | null;
  readonly height: number | null;
  /** Seconds. */
  readonly duration: number | null;
  readonly creator: { readonly username: string | null; readonly name: string | null };
  readonly stats: SpotlightStats;
}

export function spotlightVideo(
  story: StoryData,
  metadata: SpotlightMetadata,
  index: number,
): SpotlightVideo | undefined {
  const video = metadata.videoMetadata;
  const first = story.snapList[0];
  const base = first ? snapItem(first) : undefined;
  const mediaUrl = video.contentUrl ?? base?.mediaUrl;
  if (mediaUrl === undefined) return undefined;
  const stats = metadata.engagementStats;
  return {
    id: text(story.storyId) ?? base?.snapId ?? String(index + 1),
    item: {
      snapId: base?.snapId ?? text(story.storyId) ?? String(index + 1),
      mediaUrl,
      previewUrl: video.thumbnailUrl ?? base?.previewUrl ?? null,
      timestamp:
        video.uploadDateMs !== undefined ? Math.floor(video.uploadDateMs / 1000) : (base?.timestamp ?? null),
      type: 'video',
      format: 'mp4',
    },
    title: text(video.name),
    description: text(metadata.description) ?? text(video.description),
    uploadDate: video.uploadDateMs !== undefined ? new Date(video.uploadDateMs).toISOString() : null,
    width: count(video.width),
    height: count(video.height),
    duration: video.durationMs !== undefined && video.durationMs > 0 ? video.durationMs / 1000 : null,
    creator: {
      username: text(video.creator?.personCreator?.username),
      name: text(video.creator?.personCreator?.name),
    },
    stats: {
      viewCount: count(stats?.viewCount ?? video.viewCount),
      shareCount: count(stats?.shareCount ?? video.shareCount),
      commentCount: count(stats?.commentCount),
      boostCount: count(stats?.boostCount),
      recommendCount: count(stats?.recommendCount),
    },
  };
}
