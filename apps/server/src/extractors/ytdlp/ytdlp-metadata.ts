/**
 * downloader.md §3 "Metadata" from yt-dlp's fields (README "OUTPUT TEMPLATE"): the uploader, a handle,
 * counts, the upload date as ISO 8601, the caption, where the media came from and when it was read.
 */
import type { ExtractedQuality } from '../extractor.js';
import type { YtDlpVideo } from './ytdlp-info-schema.js';

type Fields = Pick<
  YtDlpVideo,
  | 'uploader'
  | 'uploader_id'
  | 'channel'
  | 'channel_id'
  | 'creator'
  | 'view_count'
  | 'like_count'
  | 'upload_date'
  | 'timestamp'
  | 'description'
  | 'webpage_url'
  | 'original_url'
>;

const HANDLE = /^@?[A-Za-z0-9._-]{1,64}$/;

/**
 * The account's handle: yt-dlp writes it under different fields per site (YouTube's `uploader_id` is
 * `@name`, Instagram's `channel`, TikTok's `uploader`), beside numeric ids and channel ids (`UC…`) that
 * are no handle. The first handle-shaped value that is not an id wins, without its `@`.
 */
export function authorHandle(info: Fields): string | null {
  for (const value of [info.uploader_id, info.channel, info.uploader]) {
    if (!value || !HANDLE.test(value) || /^\d+$/.test(value) || value === info.channel_id) continue;
    return value.replace(/^@/, '');
  }
  return null;
}

/** `timestamp` (exact) as an ISO instant, else `upload_date` (YYYYMMDD) as an ISO date. */
export function uploadDateOf(info: Fields): string | null {
  if (typeof info.timestamp === 'number' && Number.isFinite(info.timestamp)) {
    const date = new Date(info.timestamp * 1000);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(info.upload_date ?? '');
  return ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : null;
}

/** yt-dlp marks the entries of a playlist with a fragment of its own; the visitor's link has none. */
function cleanSource(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.replace(/#__youtubedl_smuggle=.*$/, '');
}

export function contentTypeOf(qualities: readonly ExtractedQuality[], items: number): string {
  if (items > 1) return 'carousel';
  if (qualities.some((q) => q.type === 'video')) return 'video';
  if (qualities.some((q) => q.type === 'audio')) return 'audio';
  return 'image';
}

export function metadataOf(
  info: Fields,
  qualities: readonly ExtractedQuality[],
  items: number,
  now: Date,
): Record<string, unknown> {
  const handle = authorHandle(info);
  // The display name: TikTok writes it as `creator` (its `uploader` is the handle), Instagram's
  // `channel` is the handle and its `uploader` the full name, YouTube's `channel` and `uploader` agree.
  const channelName = info.channel && info.channel.replace(/^@/, '') !== handle ? info.channel : null;
  const author = info.creator ?? channelName ?? info.uploader ?? null;
  const description = info.description ?? null;
  const source = cleanSource(info.webpage_url ?? info.original_url);
  return {
    author,
    authorHandle: handle,
    authorAvatar: null,
    viewCount: info.view_count ?? null,
    likeCount: info.like_count ?? null,
    uploadDate: uploadDateOf(info),
    description,
    caption: description,
    contentType: contentTypeOf(qualities, items),
    mediaCount: items,
    ...(source ? { source } : {}),
    provider: 'yt-dlp',
    extractedAt: now.toISOString(),
  };
}
