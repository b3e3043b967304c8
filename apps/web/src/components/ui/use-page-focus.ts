import { useEffect, useRef } from 'react';
import { handOffFocus, pageHeading, watchDroppedFocus } from './focus-handoff';

/**
 * Focus for the whole app, used once by the root layout: the safety net for dropped focus, and after a
 * route or language change (a new path) focus on the new page's main heading, which a screen reader
 * then reads, so the new page announces itself. Not on the first load: the page starts at its top.
 */
export function usePageFocus(pathname: string): void {
  useEffect(() => watchDroppedFocus(document.body), []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Lazy pages render their heading a moment later; the hand-off waits for it.
    handOffFocus({ always: true, to: () => [pageHeading()] });
  }, [pathname]);
}
