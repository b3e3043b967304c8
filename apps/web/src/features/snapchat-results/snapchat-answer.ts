import {
  snapchatFileName,
  snapchatHighlightFileName,
  type DownloaderInfo,
  type DownloaderQuality,
} from '@mediaforge/shared';

/**
 * A Snapchat answer as the result view reads it (downloader-results.md §2.10, §3 "Snapchat metadata",
 * §5 file names; the server's D143–D144). Fields the server left out read as absent.
 */
export const SNAP_TABS = ['stories', 'highlights', 'spotlights'] as const;
export type SnapTab = (typeof SNAP_TABS)[number];

export interface SnapItem {
  readonly quality: DownloaderQuality;
  /** "title or quality" (§2.10). */
  readonly title: string;
  readonly tab: SnapTab | undefined;
  /** When the snap was taken, epoch seconds (§3 takenAt). */
  readonly takenAt: number | null;
  /** §5: `snapchat_{tab}_{n}.format` in a tabbed result, `title_quality.format` otherwise. */
  readonly fileName: string;
}

export interface SnapProfile {
  readonly username: string | null;
  readonly displayName: string | null;
  readonly bio: string | null;
  readonly pictureUrl: string | null;
  readonly websiteUrl: string | null;
  readonly followerCount: number | null;
}

export interface ReelDetails {
  readonly description: string | null;
  readonly uploadDate: string | null;
  readonly viewCount: number | null;
  readonly shareCount: number | null;
  readonly commentCount: number | null;
  readonly boostCount: number | null;
  readonly recommendCount: number | null;
}

export interface SnapchatView {
  /** §2.10: a user profile's card with tabs; one highlight or Spotlight as one tab; else a list. */
  readonly layout: 'profile' | 'single' | 'list';
  readonly title: string;
  readonly profile: SnapProfile | null;
  /** The tabs that have content, in the spec's order. */
  readonly tabs: readonly { readonly tab: SnapTab; readonly items: readonly SnapItem[] }[];
  readonly reel: ReelDetails | null;
  readonly items: readonly SnapItem[];
}

type Loose = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
/** Counts the platform hides arrive as null or -1: both are absent. */
const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const tabOf = (value: unknown): SnapTab | undefined =>
  (SNAP_TABS as readonly unknown[]).includes(value) ? (value as SnapTab) : undefined;

function itemOf(quality: DownloaderQuality, tabbed: boolean, numbers: Map<SnapTab, number>): SnapItem {
  const tab = tabOf(quality['tab']);
  const n = tab === undefined ? 0 : (numbers.get(tab) ?? 0) + 1;
  if (tab !== undefined) numbers.set(tab, n);
  const title = quality.title?.trim() ? quality.title : quality.quality;
  const computed =
    tabbed && tab !== undefined
      ? snapchatHighlightFileName(tab, n, quality.format)
      : snapchatFileName(title, quality.quality, quality.format);
  return {
    quality,
    title,
    tab,
    takenAt: countOf(quality['takenAt']),
    fileName: textOf(quality['fileName']) ?? computed,
  };
}

function profileOf(value: unknown): SnapProfile | null {
  if (!isRecord(value)) return null;
  return {
    username: textOf(value['username']),
    displayName: textOf(value['displayName']),
    bio: textOf(value['bio']),
    pictureUrl: textOf(value['profilePictureUrl']),
    websiteUrl: textOf(value['websiteUrl']),
    followerCount: countOf(value['followerCount']),
  };
}

function reelOf(value: unknown): ReelDetails | null {
  if (!isRecord(value)) return null;
  return {
    description: textOf(value['description']),
    uploadDate: textOf(value['uploadDate']),
    viewCount: countOf(value['viewCount']),
    shareCount: countOf(value['shareCount']),
    commentCount: countOf(value['commentCount']),
    boostCount: countOf(value['boostCount']),
    recommendCount: countOf(value['recommendCount']),
  };
}

export function readSnapchatAnswer(info: DownloaderInfo): SnapchatView {
  const type = info.metadata.contentType;
  const layout =
    type === 'user' ? 'profile' : type === 'highlight' || type === 'spotlight' ? 'single' : 'list';
  const numbers = new Map<SnapTab, number>();
  const items = info.qualities.map((q) => itemOf(q, layout !== 'list', numbers));
  const tabs = SNAP_TABS.map((tab) => ({ tab, items: items.filter((item) => item.tab === tab) })).filter(
    (entry) => entry.items.length > 0,
  );
  return {
    layout,
    title: info.title,
    profile: profileOf(info.metadata['profileData']),
    tabs: layout === 'single' ? tabs.slice(0, 1) : tabs,
    reel: type === 'spotlight' ? reelOf(info.metadata['reelDetails']) : null,
    items,
  };
}

/**
 * The quality's link with the spec's file name (§5), which the server's stream takes as `filename`. A
 * link without a token is left as it is: the download logs that (DL §8).
 */
export function withFileName(item: SnapItem): DownloaderQuality {
  const { quality } = item;
  if (!/[?&]token=/.test(quality.url)) return quality;
  const name = item.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return { ...quality, url: `${quality.url}&filename=${encodeURIComponent(name)}` };
}
