import { splitLocale } from './locale-path';

/** The three top-level tabs, in bar order (spec: DL §1, §2 "Tab bar"). */
export const APP_TABS = ['converter', 'compressor', 'downloader'] as const;
export type AppTab = (typeof APP_TABS)[number];

/**
 * The active tab comes from the first path segment after any locale prefix, so every platform and
 * sub-tool path under /downloader selects the downloaders tab. Auth, pricing and unknown paths have none.
 */
export function tabFromPath(pathname: string): AppTab | undefined {
  const first = splitLocale(pathname).rest.split('/')[1]?.toLowerCase();
  return APP_TABS.find((tab) => tab === first);
}

export function tabPath(tab: AppTab): string {
  return `/${tab}`;
}
