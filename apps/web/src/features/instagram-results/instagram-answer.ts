import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';

/**
 * The Instagram fields of a lookup result (downloader-results.md §3: "Instagram profileData", "Music
 * info", "Mention", the story and highlight fields of a quality entry), read from the answer's loose
 * part: a field of another type than expected is treated as absent, never trusted.
 */
type Loose = Readonly<Record<string, unknown>>;

const record = (value: unknown): Loose | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const stat = (value: unknown): number | string | undefined => num(value) ?? str(value);

export interface ProfileData {
  readonly username?: string | undefined;
  readonly fullName?: string | undefined;
  readonly isVerified?: boolean | undefined;
  readonly isPrivate?: boolean | undefined;
  readonly profilePicUrl?: string | undefined;
  readonly hdProfilePicUrl?: string | undefined;
  readonly biography?: string | undefined;
  readonly category?: string | undefined;
  readonly externalUrl?: string | undefined;
  readonly followerCount?: number | string | undefined;
  readonly followingCount?: number | string | undefined;
  readonly mediaCount?: number | string | undefined;
  readonly hasStories?: boolean | undefined;
  readonly storiesCount?: number | undefined;
}

export interface MusicInfo {
  readonly title?: string | undefined;
  readonly artist?: string | undefined;
  readonly coverArt?: string | undefined;
  readonly coverArtThumbnail?: string | undefined;
  readonly duration?: number | undefined;
  readonly downloadUrl?: string | undefined;
  readonly audioUrl?: string | undefined;
}

export interface Mention {
  readonly username: string;
  readonly fullName?: string | undefined;
}

export interface QualityFields {
  readonly storyId?: string | undefined;
  readonly storyIndex?: number | undefined;
  readonly takenAt?: number | undefined;
  readonly timeAgo?: string | undefined;
  readonly musicInfo?: MusicInfo | undefined;
  readonly mentions: readonly Mention[];
  readonly highlightData?:
    | { readonly id: string; readonly title?: string | undefined; readonly mediaCount?: number | undefined }
    | undefined;
  readonly fallbackPreview?: string | undefined;
  readonly originalUrl?: string | undefined;
  readonly carouselIndex?: number | undefined;
  readonly caption?: string | undefined;
}

export function musicOf(value: unknown): MusicInfo | undefined {
  const m = record(value);
  if (m === undefined) return undefined;
  const downloadUrl = str(m.downloadUrl) ?? str(m.fastDownloadUrl);
  return {
    title: str(m.title),
    artist: str(m.artist),
    coverArt: str(m.coverArt),
    coverArtThumbnail: str(m.coverArtThumbnail),
    duration: num(m.duration),
    downloadUrl,
    audioUrl: str(m.audioUrl) ?? downloadUrl,
  };
}

export function mentionsOf(value: unknown): Mention[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const m = record(entry);
    const username = str(m?.username);
    return username ? [{ username, fullName: str(m?.fullName) }] : [];
  });
}

/** The tool-specific fields of one quality. */
export function fieldsOf(quality: DownloaderQuality): QualityFields {
  const q = quality as Loose;
  const highlight = record(q.highlightData);
  const highlightId = str(highlight?.id);
  return {
    storyId: str(q.storyId),
    storyIndex: num(q.storyIndex),
    takenAt: num(q.takenAt),
    timeAgo: str(q.timeAgo),
    musicInfo: musicOf(q.musicInfo),
    mentions: mentionsOf(q.mentions),
    highlightData:
      highlightId === undefined
        ? undefined
        : { id: highlightId, title: str(highlight?.title), mediaCount: num(highlight?.mediaCount) },
    fallbackPreview: str(q.fallbackPreview),
    originalUrl: str(q.originalUrl),
    carouselIndex: num(q.carouselIndex),
    caption: str(q.caption),
  };
}

/** §3: the profile data of the lookup (top level, or under metadata). */
export function profileDataOf(info: DownloaderInfo): ProfileData | undefined {
  const p = record((info as Loose).profileData) ?? record((info.metadata as Loose).profileData);
  if (p === undefined) return undefined;
  return {
    username: str(p.username),
    fullName: str(p.fullName),
    isVerified: bool(p.isVerified),
    isPrivate: bool(p.isPrivate),
    profilePicUrl: str(p.profilePicUrl),
    hdProfilePicUrl: str(p.hdProfilePicUrl),
    biography: str(p.biography),
    category: str(p.category),
    externalUrl: str(p.externalUrl),
    followerCount: stat(p.followerCount),
    followingCount: stat(p.followingCount),
    mediaCount: stat(p.mediaCount),
    hasStories: bool(p.hasStories),
    storiesCount: num(p.storiesCount),
  };
}

/** §3 "Lookup result": totalActiveStories, musicInfo (list), mentions (list). */
export function storySummaryOf(info: DownloaderInfo) {
  const i = info as Loose;
  const songs = Array.isArray(i.musicInfo) ? i.musicInfo.flatMap((m) => musicOf(m) ?? []) : [];
  return {
    totalActiveStories: num(i.totalActiveStories),
    musicInfo: songs,
    mentions: mentionsOf(i.mentions),
  };
}

/** §3 metadata.caption, or the first quality's caption (the private-account posts carry it per slide). */
export function captionOf(info: DownloaderInfo): string | undefined {
  const caption = str(info.metadata.caption) ?? info.qualities.map((q) => fieldsOf(q).caption).find(Boolean);
  return caption?.trim() ? caption : undefined;
}

/** §2.3: a stat that is null, negative or an empty string is hidden (0 is shown). */
export function shownStat(value: number | string | null | undefined): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
