import { MOBILE_BREAKPOINT_PX } from '@mediaforge/shared';
import { useCallback, useSyncExternalStore } from 'react';

/** CC §9: the picker and the settings modal are "mobile" when narrower than 768 px. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${String(MOBILE_BREAKPOINT_PX - 1)}px)`;

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now, re-rendering when it changes (a rotated phone, a resized
 * window). Without matchMedia (tests under Node) nothing matches, which renders the desktop variant.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** The §9 mobile layout: bottom sheets instead of popovers, a full-screen sheet instead of a dialog. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
