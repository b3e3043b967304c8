/** How far PageUp and PageDown move through the list: about one screen of options. */
export const LISTBOX_PAGE_STEP = 10;

/**
 * The option a key makes active in a list of `count` options (WAI-ARIA combobox pattern: focus stays
 * in the search box, arrows move the active option). Up and Down are the list's own axis, the same in
 * both directions of text; the ends stop rather than wrap, so holding a key never jumps back to the top.
 * Undefined: the key is not the list's (Home and End move the caret in the search box).
 */
export function nextActiveIndex(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : clamp(active + 1);
    case 'ArrowUp':
      return active < 0 ? count - 1 : clamp(active - 1);
    case 'PageDown':
      return clamp(active + LISTBOX_PAGE_STEP);
    case 'PageUp':
      return clamp(active - LISTBOX_PAGE_STEP);
    default:
      return undefined;
  }
}
