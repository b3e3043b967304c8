import { MAX_VISIBLE_PAGE_BUTTONS, QUALITY_CARDS_PER_PAGE } from '@mediaforge/shared';

/** The legacy cards' pages (downloader-results.md §2.6, §4 "Pagination", §9). */

export function pageCount(items: number, perPage = QUALITY_CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** §4: "a page above the total resets to 1". */
export function clampPage(page: number, total: number): number {
  return page > total || page < 1 ? 1 : page;
}

/** Up to five page buttons around the current page, shifted to stay within 1…total. */
export function pageButtons(current: number, total: number, max = MAX_VISIBLE_PAGE_BUTTONS): number[] {
  const shown = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(shown / 2)), total - shown + 1);
  return Array.from({ length: shown }, (_, i) => start + i);
}

/** The items of a page. */
export function pageItems<T>(items: readonly T[], page: number, perPage = QUALITY_CARDS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
