import { describe, expect, it } from 'vitest';
import { nextGridIndex } from './grid-keys';

describe('emoji grid keys', () => {
  it('move by one and by a row of 8, and stop at the edges', () => {
    expect(nextGridIndex('ArrowRight', 0, 32, 8, 'ltr')).toBe(1);
    expect(nextGridIndex('ArrowDown', 3, 32, 8, 'ltr')).toBe(11);
    expect(nextGridIndex('ArrowUp', 3, 32, 8, 'ltr')).toBeUndefined();
    expect(nextGridIndex('ArrowLeft', 0, 32, 8, 'ltr')).toBeUndefined();
    expect(nextGridIndex('End', 9, 32, 8, 'ltr')).toBe(15);
    expect(nextGridIndex('Home', 9, 32, 8, 'ltr')).toBe(8);
    expect(nextGridIndex('Tab', 9, 32, 8, 'ltr')).toBeUndefined();
  });

  it('follow the page’s direction in fa: ArrowLeft is the next emoji', () => {
    expect(nextGridIndex('ArrowLeft', 0, 32, 8, 'rtl')).toBe(1);
    expect(nextGridIndex('ArrowRight', 1, 32, 8, 'rtl')).toBe(0);
    expect(nextGridIndex('ArrowDown', 1, 32, 8, 'rtl')).toBe(9);
  });
});
