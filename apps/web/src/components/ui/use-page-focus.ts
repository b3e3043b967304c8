import { useEffect, useRef } from 'react';
import { handOffFocus, pageHeading, watchDroppedFocus } from './focus-handoff';

/** Until when a control that places focus itself after the navigation it starts holds it. */
let keepUntil = 0;

/**
 * For a control that navigates and then puts focus where it belongs itself (the compressor bar's
 * Back, which focuses the first category): the next page does not move focus to its heading.
 */
export function keepFocusOnNextPage(): void {
  // Short-lived: a navigation to the same path changes nothing and must not hold the next one.
  keepUntil = performance.now() + 1000;
}

/**
 * Focus for the whole app, used once by the root layout: the safety net for dropped focus, and after a
 * route or language change (a new path) focus on the new page's main heading, which a screen reader
 * then reads, so the new page announces itself. Not on the first load: the page starts at its top.
 */
export function usePageFocus(pathname: string): void {
  useEffect(() => watchDroppedFocus(document.body), []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current || performance.now() < keepUntil) {
      first.current = false;
      keepUntil = 0;
      return;
    }
    // Lazy pages render their heading a moment later; the hand-off waits for it.
    handOffFocus({ always: true, to: () => [pageHeading()] });
  }, [pathname]);
}
