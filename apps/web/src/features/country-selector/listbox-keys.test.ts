import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-keys';

describe('the country list’s keys', () => {
  it('move the active option and stop at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 0, 5)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 4, 5)).toBe(4);
    expect(nextActiveIndex('ArrowUp', 0, 5)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 5)).toBe(4);
    expect(nextActiveIndex('PageDown', 2, 30)).toBe(12);
    expect(nextActiveIndex('PageUp', 3, 30)).toBe(0);
  });

  it('leave other keys to the search box, and do nothing on an empty list', () => {
    expect(nextActiveIndex('Home', 3, 5)).toBeUndefined();
    expect(nextActiveIndex('ArrowLeft', 3, 5)).toBeUndefined();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeUndefined();
  });
});
