import { SKELETON_COUNT } from '@mediaforge/shared';
import type { GridItem, GridTab } from './grid-item';

/** The rules of the tabbed grid as data (downloader-results.md §2.2, §4 "Infinite scroll", §9). */

/** §2.2: "a tab is disabled if empty and not custom". */
export function tabDisabled(tab: Pick<GridTab, 'items' | 'custom'>): boolean {
  return tab.custom !== true && tab.items.length === 0;
}

/** A tab's badge count: its items, or a custom tab's own count. */
export function tabCount(tab: Pick<GridTab, 'items' | 'customCount'>): number {
  return tab.customCount ?? tab.items.length;
}

/** §4: the visible count "starts at the page size and grows by it until all are shown". */
export function firstVisible(total: number, pageSize: number): number {
  return Math.min(total, pageSize);
}

export function nextVisible(visible: number, total: number, pageSize: number): number {
  return Math.min(total, visible + pageSize);
}

/** §2.2 / §9 "skeleton placeholders (6 by default)" while more remain (never more than remain). */
export function skeletonCount(visible: number, total: number, count = SKELETON_COUNT): number {
  return visible < total ? Math.min(count, total - visible) : 0;
}

export type CardAspect = '9 / 16' | '1 / 1' | '4 / 5';

const RATIOS: readonly [CardAspect, number][] = [
  ['9 / 16', 9 / 16],
  ['1 / 1', 1],
  ['4 / 5', 4 / 5],
];

/**
 * §2.2 "story, highlight, reel (aspect 9:16, 1:1 or 4:5)": a story is 9:16, a highlight 1:1, a reel the
 * one of the three nearest its own shape (9:16 when it has none).
 */
export function cardAspect(item: Pick<GridItem, 'kind' | 'width' | 'height'>): CardAspect {
  if (item.kind === 'story') return '9 / 16';
  if (item.kind === 'highlight') return '1 / 1';
  const { width, height } = item;
  if (!width || !height) return '9 / 16';
  const ratio = width / height;
  let best = RATIOS[0] ?? ['9 / 16', 9 / 16];
  for (const candidate of RATIOS) {
    if (Math.abs(candidate[1] - ratio) < Math.abs(best[1] - ratio)) best = candidate;
  }
  return best[0];
}
