import { VIEWER_PREFETCH_DELAYS_MS } from '@mediaforge/shared';
import type { ViewerItem } from './viewer-item';

/**
 * The viewer's rules as data (downloader-results.md §2.1, §4 "Viewer"): where a tap goes, which items
 * are fetched ahead and when, what the download button says, and when a seek bar may seek.
 */

/** §4: "current index between 0 and last" (no wrap past either end). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(length - 1, Math.max(0, Math.trunc(index)));
}

export type TapAction = 'previous' | 'next' | 'toggle';

/**
 * §2.1: the left quarter goes back, the right quarter forward, the centre toggles play; in single-media
 * mode the whole surface toggles. Right to left pages mirror the sides (the start side goes back).
 */
export function tapAction(x: number, width: number, options: { single: boolean; rtl: boolean }): TapAction {
  if (options.single || width <= 0) return 'toggle';
  const fromStart = options.rtl ? width - x : x;
  if (fromStart < width / 4) return 'previous';
  if (fromStart > (width * 3) / 4) return 'next';
  return 'toggle';
}

/** The arrow keys in the page's direction: the key toward the start goes back. */
export function arrowAction(key: string, rtl: boolean): 'previous' | 'next' | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  return (key === 'ArrowLeft') !== rtl ? 'previous' : 'next';
}

/** §2.1: "next, previous and next-plus-one item staggered at 300, 1300 and 2300 ms" (those that exist). */
export function prefetchPlan(
  index: number,
  length: number,
): { readonly index: number; readonly delayMs: number }[] {
  const [first = 300, second = 1300, third = 2300] = VIEWER_PREFETCH_DELAYS_MS;
  return [
    { index: index + 1, delayMs: first },
    { index: index - 1, delayMs: second },
    { index: index + 2, delayMs: third },
  ].filter((step) => step.index >= 0 && step.index < length);
}

/** §2.1: "download" plus the format in capitals, or the media type ("download MP4", "download image"). */
export function downloadWhat(item: Pick<ViewerItem, 'format' | 'type'>): string {
  const format = item.format?.trim();
  return format ? format.toUpperCase() : item.type;
}

/** §2.1, §5: a seek bar seeks only when the media's duration is finite. */
export function canSeek(duration: number | undefined | null): duration is number {
  return typeof duration === 'number' && Number.isFinite(duration) && duration > 0;
}

/** Share of a segment filled by playback, 0–1 (§2.1 "the viewer follows playback progress"). */
export function playedShare(currentTime: number, duration: number | undefined | null): number {
  if (!canSeek(duration)) return 0;
  return Math.min(1, Math.max(0, currentTime / duration));
}
