import { PREFETCH_LINK_DELAY_MS } from '@mediaforge/shared';
import { useEffect } from 'react';
import { proxiedMediaUrl } from '../../../lib/media-proxy';
import type { ViewerItem } from '../viewer-item';
import { prefetchPlan } from '../viewer-rules';

/**
 * Fetches the neighbours ahead (downloader-results.md §2.1): next, previous and next-plus-one at 300,
 * 1300 and 2300 ms after an item is shown. A picture is loaded into the cache; a video or a sound gets a
 * prefetch link, added only after a further 1000 ms (§9 "prefetch link delay"), so items flicked past
 * quickly do not start large downloads. Everything stops when the item changes or the viewer closes.
 */
export function useViewerPrefetch(
  items: readonly ViewerItem[],
  index: number,
  options: { readonly active: boolean; readonly platform: string },
): void {
  const { active, platform } = options;
  useEffect(() => {
    if (!active) return;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const links: HTMLLinkElement[] = [];
    const prefetch = async (item: ViewerItem) => {
      const src = await proxiedMediaUrl(item.mediaUrl, platform);
      if (!live) return;
      if (item.type === 'image') {
        new Image().src = src;
        return;
      }
      timers.push(
        setTimeout(() => {
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = src;
          document.head.append(link);
          links.push(link);
        }, PREFETCH_LINK_DELAY_MS),
      );
    };
    for (const step of prefetchPlan(index, items.length)) {
      const item = items[step.index];
      if (item !== undefined) timers.push(setTimeout(() => void prefetch(item), step.delayMs));
    }
    return () => {
      live = false;
      for (const timer of timers) clearTimeout(timer);
      for (const link of links) link.remove();
    };
  }, [items, index, active, platform]);
}
