/**
 * The emoji grid's arrow keys (WAI-ARIA APG "layout grid"): Left and Right follow the page's
 * direction, so in fa ArrowLeft moves to the next emoji, which sits to the left; Up and Down move by a
 * row; Home and End go to the row's ends. Undefined: not a grid key, or nowhere to go.
 */
export function nextGridIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  dir: 'ltr' | 'rtl',
): number | undefined {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const rowStart = index - (index % columns);
  let next: number;
  switch (key) {
    case forward:
      next = index + 1;
      break;
    case backward:
      next = index - 1;
      break;
    case 'ArrowDown':
      next = index + columns;
      break;
    case 'ArrowUp':
      next = index - columns;
      break;
    case 'Home':
      next = rowStart;
      break;
    case 'End':
      next = Math.min(rowStart + columns, count) - 1;
      break;
    default:
      return undefined;
  }
  return next >= 0 && next < count && next !== index ? next : undefined;
}
