/**
 * The metadata blocks of Snapchat answers, in downloader-results.md §3 "Snapchat metadata": profileData
 * {username, displayName, bio, profilePictureUrl, websiteUrl, followerCount}; stories[] {snapId,
 * previewUrl, mediaUrl, timestamp (s), format, type}; highlights[] and spotlights[] {id or storyId,
 * title, thumbnailUrl, storyCount, stories}; reelDetails {description, uploadDate, view, share, comment,
 * boost and recommend counts}. Pure.
 */
import { snapchatProfileLink } from './snapchat-links.js';
import type { SnapchatPrivateProfile, SnapchatProfile, SnapCollection } from './snapchat-page.js';
import type { SnapItem } from './snapchat-snap.js';
import type { SpotlightVideo } from './snapchat-spotlight.js';

export function profileData(profile: SnapchatProfile) {
  return {
    username: profile.username,
    displayName: profile.displayName,
    bio: profile.bio,
    profilePictureUrl: profile.profilePictureUrl,
    websiteUrl: profile.websiteUrl,
    followerCount: profile.followerCount,
  };
}

/** A private account shows its name and Bitmoji only. */
export function privateProfileData(profile: SnapchatPrivateProfile) {
  return {
    username: profile.username,
    displayName: profile.displayName,
    bio: null,
    profilePictureUrl: profile.bitmojiUrl,
    websiteUrl: null,
    followerCount: null,
  };
}

/** The metadata fields every answer about a profile carries (downloader.md §3 "Metadata"). */
export function profileMetadata(profile: SnapchatProfile) {
  return {
    username: profile.username,
    author: profile.displayName,
    authorHandle: profile.username,
    authorAvatar: profile.profilePictureUrl,
    description: profile.bio,
    source: snapchatProfileLink(profile.username),
    profileData: profileData(profile),
    snapcodeImageUrl: profile.snapcodeImageUrl,
  };
}

export function storyEntry(item: SnapItem) {
  return {
    snapId: item.snapId,
    previewUrl: item.previewUrl,
    mediaUrl: item.mediaUrl,
    timestamp: item.timestamp,
    format: item.format,
    type: item.type,
  };
}

export function collectionEntry(collection: SnapCollection) {
  return {
    id: collection.id,
    storyId: collection.id,
    title: collection.title,
    thumbnailUrl: collection.thumbnailUrl,
    storyCount: collection.items.length,
    stories: collection.items.map(storyEntry),
  };
}

/** A Spotlight video as a one-item collection of the spotlights tab. */
export function spotlightEntry(video: SpotlightVideo, title: string) {
  return {
    id: video.id,
    storyId: video.id,
    title,
    thumbnailUrl: video.item.previewUrl,
    storyCount: 1,
    stories: [storyEntry(video.item)],
  };
}

export function reelDetails(video: SpotlightVideo) {
  return {
    description: video.description,
    uploadDate: video.uploadDate,
    viewCount: video.stats.viewCount,
    shareCount: video.stats.shareCount,
    commentCount: video.stats.commentCount,
    boostCount: video.stats.boostCount,
    recommendCount: video.stats.recommendCount,
  };
}
