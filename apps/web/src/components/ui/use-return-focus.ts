import { useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to what had it before a dialog or sheet opened (WCAG 2.4.3). Radix returns focus only
 * to its own Trigger; a modal opened by a button elsewhere (a file row's settings button) would leave
 * focus on the page body. Pass the handler as the content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus inside (a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (event) => {
    const target = returnTo.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
