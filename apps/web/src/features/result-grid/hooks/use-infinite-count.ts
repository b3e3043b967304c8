import { INFINITE_SCROLL_ROOT_MARGIN, INFINITE_SCROLL_THRESHOLD } from '@mediaforge/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { firstVisible, nextVisible } from '../grid-rules';

/**
 * §2.2 / §4 infinite scroll: the visible count starts at the page size and grows by it each time the
 * sentinel after the cards nears the view (an observer with threshold 0.1 and a 100 px margin), until
 * every item shows. The caller keys the grid by its tab, so a tab change starts again at one page.
 */
export function useInfiniteCount(
  total: number,
  pageSize: number,
): {
  readonly visible: number;
  readonly sentinel: RefObject<HTMLDivElement | null>;
} {
  const [visible, setVisible] = useState(() => firstVisible(total, pageSize));
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.max(Math.min(visible, total), firstVisible(total, pageSize));

  useEffect(() => {
    const element = sentinel.current;
    if (element === null || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible((was) => nextVisible(Math.max(was, firstVisible(total, pageSize)), total, pageSize));
        }
      },
      { threshold: INFINITE_SCROLL_THRESHOLD, rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total, pageSize]);

  return { visible: shown, sentinel };
}
