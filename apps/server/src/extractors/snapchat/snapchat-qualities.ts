/**
 * The qualities of a Snapchat answer (downloader.md §3 "Quality entry … an original CDN url
 * (Snapchat)"; downloader-results.md §3, §5, §9): one per snap, fetched from its CDN address as it is,
 * and the pictures of the profile-picture tool. Each carries the spec's file name for the browser:
 * `snapchat_{tab}_{n}.format` for the items of a tabbed result, `title_quality.format` otherwise. Pure.
 */
import { snapchatFileName, snapchatHighlightFileName } from '@mediaforge/shared';
import type { ExtractedQuality } from '../extractor.js';
import type { SnapItem } from './snapchat-snap.js';

/** The tabs of downloader-results.md §2.10 "Stories, Highlights and Spotlights". */
export type SnapchatTab = 'stories' | 'highlights' | 'spotlights';

const TAB_LABEL: Readonly<Record<SnapchatTab, string>> = {
  stories: 'Story',
  highlights: 'Highlight',
  spotlights: 'Spotlight',
};

export interface TabEntry {
  readonly tab: SnapchatTab;
  readonly item: SnapItem;
  /** What the item list shows for it (downloader-results.md §2.10 "title or quality"). */
  readonly title: string;
  /** The highlight it belongs to (downloader-results.md §3 "highlightData (id, title, mediaCount)"). */
  readonly highlight?: { readonly id: string; readonly title: string; readonly mediaCount: number };
  readonly width?: number | null;
  readonly height?: number | null;
  readonly duration?: number | null;
}

/**
 * One quality per item, numbered within its tab: the label reads "Story 2", "Highlight 5"; `naming`
 * chooses the file name pattern (`tab` for a tabbed result, `title` for a plain list of items).
 */
export function itemQualities(entries: readonly TabEntry[], naming: 'tab' | 'title'): ExtractedQuality[] {
  const numbers: Record<SnapchatTab, number> = { stories: 0, highlights: 0, spotlights: 0 };
  return entries.map((entry) => {
    numbers[entry.tab] += 1;
    const n = numbers[entry.tab];
    const { item } = entry;
    const quality = `${TAB_LABEL[entry.tab]} ${n}`;
    return {
      formatId: `${entry.tab}-${n}`,
      type: item.type,
      format: item.format,
      quality,
      width: entry.width ?? null,
      height: entry.height ?? null,
      bitrate: null,
      duration: entry.duration ?? null,
      filesize: null,
      sizeEstimated: false,
      // Snaps are filmed with their sound; a photo has none.
      hasAudio: item.type === 'video',
      isAudioOnly: false,
      preview: item.previewUrl,
      title: entry.title,
      extra: {
        originalUrl: item.mediaUrl,
        storyId: item.snapId,
        storyIndex: n - 1,
        takenAt: item.timestamp,
        tab: entry.tab,
        fileName:
          naming === 'tab'
            ? snapchatHighlightFileName(entry.tab, n, item.format)
            : snapchatFileName(entry.title, quality, item.format),
        ...(entry.highlight ? { highlightData: entry.highlight } : {}),
      },
      parts: [{ kind: 'http', url: item.mediaUrl, ext: item.format }],
      processing: 'none',
    };
  });
}

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/** The image format an address names by its extension; `fallback` when it names none. */
export function imageFormatOfUrl(address: string, fallback = 'jpg'): string {
  const ext = /\.([A-Za-z]{3,4})$/.exec(new URL(address).pathname)?.[1]?.toLowerCase();
  return (ext !== undefined ? IMAGE_EXTENSIONS[ext] : undefined) ?? fallback;
}

/**
 * The Snapcode as a PNG: Snapchat's snapcode address takes `type=SVG` or `type=PNG`, and an SVG is a
 * document (scripts), not a picture this server delivers. Undefined when the address offers no PNG.
 */
export function snapcodePng(address: string): string | undefined {
  const url = new URL(address);
  const typeKey = [...url.searchParams.keys()].find((k) => k.toLowerCase() === 'type');
  if (typeKey !== undefined) {
    url.searchParams.set(typeKey, 'PNG');
    return url.href;
  }
  return /\.png$/i.test(url.pathname) ? url.href : undefined;
}

/** A picture of the profile-picture tool (downloader-results.md §2.10 "Download profile picture"). */
export function pictureQuality(
  formatId: string,
  quality: string,
  address: string,
  title: string,
  format = imageFormatOfUrl(address),
): ExtractedQuality {
  return {
    formatId,
    type: 'image',
    format,
    quality,
    width: null,
    height: null,
    bitrate: null,
    duration: null,
    filesize: null,
    sizeEstimated: false,
    hasAudio: false,
    isAudioOnly: false,
    preview: address,
    title,
    extra: { originalUrl: address, fileName: snapchatFileName(title, quality, format) },
    parts: [{ kind: 'http', url: address, ext: format }],
    processing: 'none',
  };
}
