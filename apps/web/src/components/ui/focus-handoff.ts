import { announce } from './live-announcer';

/**
 * Focus is never dropped to <body> (WCAG 2.4.3): a control that removes or disables itself (a drop
 * zone replaced by the list, Start while it runs, Stop, Remove) hands focus to a named control that
 * makes sense next, and the change is announced. handOffFocus() is the precise hand-off a control asks
 * for; watchDroppedFocus() is the safety net for any control that did not ask.
 */

type Target = Element | null | undefined;

export interface HandOffOptions {
  /** The control that removes or disables itself; focus counts as dropped while it sits on it unusable. */
  readonly from?: Element | null;
  /** Candidates, best first, asked again on each frame until one is usable (rows render after a fetch). */
  readonly to: () => readonly Target[];
  /** Second-best candidates, taken when none of `to` came within `patienceMs` (a lazy control). */
  readonly later?: () => readonly Target[];
  readonly patienceMs?: number;
  /** Said once focus has moved (or given up). */
  readonly message?: string;
  /** Move even though focus is not dropped (a new page's heading after navigation). */
  readonly always?: boolean;
  readonly timeoutMs?: number;
}

/** Hand-offs under way; the safety net leaves focus to them meanwhile. */
let pending = 0;

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), summary';

/** Can take focus and be used: in the page, shown, neither disabled nor aria-disabled. */
export function isUsable(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[aria-disabled="true"], [inert]') !== null)
    return false;
  // An sr-only file input is 1 px but present; display:none leaves no box at all.
  return element.getClientRects().length > 0;
}

/** The first usable control inside `root`. */
export function firstControl(root: Element | null | undefined): HTMLElement | undefined {
  if (root === null || root === undefined) return undefined;
  return Array.from(root.querySelectorAll(FOCUSABLE)).find(isUsable);
}

/** Focus sits nowhere (body), on a detached element, or on `from` now disabled. */
export function focusDropped(from?: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) return true;
  if (!active.isConnected) return true;
  return active === from && !isUsable(from);
}

/** The page's main heading, last resort of every hand-off (PageHeading marks it). */
export function pageHeading(): HTMLElement | undefined {
  const heading = document.querySelector('[data-page-heading]');
  return heading instanceof HTMLElement ? heading : undefined;
}

export function handOffFocus({
  from,
  to,
  later,
  patienceMs = 1000,
  message,
  always = false,
  timeoutMs = 5000,
}: HandOffOptions): void {
  const begun = performance.now();
  const deadline = begun + timeoutMs;
  pending += 1;
  const finish = () => {
    pending -= 1;
    if (message !== undefined) announce(message);
  };
  const step = () => {
    const active = document.activeElement;
    const dropped = focusDropped(from);
    // The visitor moved on by themselves: theirs is the last word.
    if (!always && !dropped && active !== from) return finish();
    const target =
      to().find(isUsable) ?? (performance.now() - begun >= patienceMs ? later?.().find(isUsable) : undefined);
    if (target !== undefined) {
      target.focus();
      return finish();
    }
    if (performance.now() < deadline) {
      requestAnimationFrame(step);
      return;
    }
    if (dropped) pageHeading()?.focus();
    finish();
  };
  requestAnimationFrame(step);
}

/**
 * The safety net: when focus falls to <body> because the focused control went away or was disabled,
 * it goes to the first usable control of the nearest part of the page still there, else to the main
 * heading. It waits a moment first, so a dialog's own return of focus or a hand-off comes first.
 * Returns the cleanup.
 */
export function watchDroppedFocus(root: HTMLElement): () => void {
  let ancestors: Element[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remember = (event: FocusEvent) => {
    ancestors = [];
    for (
      let node = event.target as Element | null;
      node !== null && node !== root;
      node = node.parentElement
    ) {
      ancestors.push(node);
    }
  };
  const lost = () => {
    const [last] = ancestors;
    // A click on the page's background also leaves focus on <body>: only a control that went is a loss.
    return pending === 0 && last !== undefined && !isUsable(last) && focusDropped(last);
  };
  const rescue = () => {
    timer = undefined;
    if (!lost()) return;
    const survivor = ancestors.slice(1).find((node) => node.isConnected);
    (firstControl(survivor) ?? pageHeading())?.focus();
  };
  const observer = new MutationObserver(() => {
    if (timer === undefined && lost()) timer = setTimeout(rescue, 120);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
  root.addEventListener('focusin', remember);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    root.removeEventListener('focusin', remember);
  };
}
