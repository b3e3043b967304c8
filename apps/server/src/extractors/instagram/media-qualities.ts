/**
 * One app-API media item (a story, a highlight's story, a post or one slide of a carousel) as a quality
 * of the analysis (downloader.md §3 "Quality entry"; downloader-results.md §3): a video is its largest
 * `video_versions` file (MP4 with its sound, delivered as it is), a photo its largest
 * `image_versions2` candidate (JPEG); the smallest candidate is the fallback preview. Addresses that are
 * not Instagram's media hosts are never handed to the download (D133).
 */
import type { ExtractedQuality } from '../extractor.js';
import type { Candidate, MediaNode, MusicAsset, UserShort } from './media-schema.js';

/** What the mapping needs besides the item: which addresses may be fetched. */
export interface MediaRules {
  readonly isMediaUrl: (url: string) => boolean;
}

/** downloader-results.md §3 "Music info". */
export interface MusicInfo {
  readonly title: string | null;
  readonly artist: string | null;
  readonly coverArt: string | null;
  readonly coverArtThumbnail: string | null;
  /** Seconds. */
  readonly duration: number | null;
  readonly downloadUrl: string | null;
  readonly fastDownloadUrl: string | null;
  readonly audioUrl: string | null;
}

/** downloader-results.md §3 "Mention". */
export interface Mention {
  readonly username: string;
  readonly fullName: string | null;
}

const area = (c: { width?: number | null; height?: number | null }) => (c.width ?? 0) * (c.height ?? 0);

/** Label of a picture or video: `1080p` by its short side, else `Original`. */
export function sizeLabel(width: number | null, height: number | null): string {
  if (!width || !height) return 'Original';
  return `${Math.min(width, height)}p`;
}

function allowed<T extends { url: string }>(list: readonly T[] | null | undefined, rules: MediaRules): T[] {
  return (list ?? []).filter((c) => rules.isMediaUrl(c.url));
}

/** Largest first, by area (ties keep the platform's order). */
export function byArea<T extends { width?: number | null; height?: number | null }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => area(b) - area(a));
}

/** Preview and fallback preview of an item: its largest and its smallest allowed picture. */
export function previewsOf(node: MediaNode, rules: MediaRules) {
  const pictures = byArea(allowed<Candidate>(node.image_versions2?.candidates, rules));
  const first = pictures[0];
  const last = pictures.at(-1);
  return {
    preview: first?.url ?? null,
    fallbackPreview: last !== undefined && last !== first ? last.url : (first?.url ?? null),
  };
}

const or = (value: string | null | undefined, rules: MediaRules): string | null =>
  value && rules.isMediaUrl(value) ? value : null;

export function musicInfoOf(asset: MusicAsset, rules: MediaRules): MusicInfo {
  const download = or(asset.progressive_download_url, rules);
  const fast = or(asset.fast_start_progressive_download_url, rules);
  return {
    title: asset.title ?? null,
    artist: asset.display_artist ?? null,
    coverArt: or(asset.cover_artwork_uri, rules),
    coverArtThumbnail: or(asset.cover_artwork_thumbnail_uri, rules),
    duration: typeof asset.duration_in_ms === 'number' ? asset.duration_in_ms / 1000 : null,
    downloadUrl: download,
    fastDownloadUrl: fast,
    audioUrl: fast ?? download,
  };
}

/** The first music sticker of a story (a story carries at most one song). */
export function storyMusic(node: MediaNode, rules: MediaRules): MusicInfo | null {
  const asset = node.story_music_stickers?.find((s) => s.music_asset_info)?.music_asset_info;
  return asset ? musicInfoOf(asset, rules) : null;
}

export function storyMentions(node: MediaNode): Mention[] {
  const users: UserShort[] = (node.reel_mentions ?? []).map((m) => m.user);
  return uniqueMentions(users.map((u) => ({ username: u.username, fullName: u.full_name ?? null })));
}

export function uniqueMentions(mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((m) => !seen.has(m.username) && Boolean(seen.add(m.username)));
}

/** The story id of an item: the digits before `_` of its `id` (exact), else its pk. */
export function mediaIdOf(node: MediaNode): string {
  const fromId = node.id?.split('_')[0];
  return fromId && /^\d+$/.test(fromId) ? fromId : node.pk;
}

/**
 * The quality of one item, or undefined when it has no media we may fetch. `extra` carries the tool's
 * fields (storyId, takenAt, highlightData…); `title` names it in lists and in the file name.
 */
export function itemQuality(
  node: MediaNode,
  formatId: string,
  rules: MediaRules,
  extra: Readonly<Record<string, unknown>> = {},
  title?: string,
): ExtractedQuality | undefined {
  const previews = previewsOf(node, rules);
  const base = { formatId, bitrate: null, filesize: null, sizeEstimated: false, processing: 'none' as const };
  const named = title === undefined ? {} : { title };
  const [video] = byArea(allowed(node.video_versions, rules));
  if (video) {
    return {
      ...base,
      ...named,
      type: 'video',
      format: 'mp4',
      quality: sizeLabel(video.width ?? null, video.height ?? null),
      width: video.width ?? null,
      height: video.height ?? null,
      duration: node.video_duration ?? null,
      hasAudio: node.has_audio ?? true,
      isAudioOnly: false,
      preview: previews.preview,
      // §3 "videoUrl": the file to play in the viewer, a CDN address the browser shows through the
      // media proxy like the previews (D132, D194); downloading stays the signed link's.
      extra: { ...extra, fallbackPreview: previews.fallbackPreview, videoUrl: video.url },
      parts: [{ kind: 'http', url: video.url, ext: 'mp4' }],
    };
  }
  if (node.media_type === 2) return undefined; // a video whose files we may not fetch: not its cover instead
  const [picture] = byArea(allowed(node.image_versions2?.candidates, rules));
  if (!picture) return undefined;
  return {
    ...base,
    ...named,
    type: 'image',
    format: 'jpg',
    quality: sizeLabel(picture.width ?? null, picture.height ?? null),
    width: picture.width ?? null,
    height: picture.height ?? null,
    duration: null,
    hasAudio: false,
    isAudioOnly: false,
    preview: previews.preview,
    extra: { ...extra, fallbackPreview: previews.fallbackPreview },
    parts: [{ kind: 'http', url: picture.url, ext: 'jpg' }],
  };
}
