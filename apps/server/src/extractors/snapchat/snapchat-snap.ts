/**
 * One snap as the answers use it (downloader-results.md §3 "stories[] {snapId, previewUrl, mediaUrl,
 * timestamp in seconds, format, type}"), and the small readers of Snapchat's values. Pure.
 */
import type { SnapData } from './snapchat-page-schema.js';

export interface SnapItem {
  readonly snapId: string;
  /** The original CDN address (downloader.md §3 "an original CDN url (Snapchat)"). */
  readonly mediaUrl: string;
  readonly previewUrl: string | null;
  /** Epoch seconds (downloader-results.md §3 "timestamp in seconds"). */
  readonly timestamp: number | null;
  readonly type: 'video' | 'image';
  readonly format: 'mp4' | 'jpg';
}

export const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Snapchat writes -1 for a hidden count (yt-dlp reads it so too). */
export const count = (value: number | undefined): number | null =>
  value === undefined || value < 0 ? null : value;

export function snapItem(snap: SnapData): SnapItem {
  const image = snap.snapMediaType === 0;
  return {
    snapId: snap.snapId,
    mediaUrl: snap.snapUrls.mediaUrl,
    previewUrl: snap.snapUrls.mediaPreviewUrl ?? null,
    timestamp: snap.timestampInSec !== undefined && snap.timestampInSec > 0 ? snap.timestampInSec : null,
    type: image ? 'image' : 'video',
    format: image ? 'jpg' : 'mp4',
  };
}
