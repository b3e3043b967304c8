import { describe, expect, it } from 'vitest';
import { fractionOf, snapToStop, stepValue, valueAtFraction } from './slider-math';

const percent = { min: 1, max: 100, step: 5 };
const quality = { min: 1, max: 5, step: 1 };

describe('slider stops', () => {
  it('CC-5.26 the 1-100 step 5 slider holds its default 50 and both bounds', () => {
    expect(snapToStop(50, percent)).toBe(50);
    expect(snapToStop(1, percent)).toBe(1);
    expect(snapToStop(100, percent)).toBe(100);
    expect(snapToStop(0, percent)).toBe(1);
  });

  it('CC-5.26 steps by 5 between the bounds', () => {
    expect(stepValue(50, 1, percent)).toBe(55);
    expect(stepValue(50, -1, percent)).toBe(45);
    expect(stepValue(5, -1, percent)).toBe(1);
    expect(stepValue(1, 1, percent)).toBe(5);
    expect(stepValue(100, 1, percent)).toBe(100);
    expect(stepValue(50, 1, percent, 2)).toBe(60);
  });

  it('CC-5.30 the quality slider runs 1 to 5', () => {
    expect(stepValue(3, 1, quality)).toBe(4);
    expect(stepValue(5, 1, quality)).toBe(5);
    expect(stepValue(1, -1, quality)).toBe(1);
  });

  it('maps track positions to stops and back', () => {
    expect(valueAtFraction(0, percent)).toBe(1);
    expect(valueAtFraction(1, percent)).toBe(100);
    expect(valueAtFraction(0.5, percent)).toBe(50);
    expect(valueAtFraction(2, percent)).toBe(100);
    expect(fractionOf(1, percent)).toBe(0);
    expect(fractionOf(100, percent)).toBe(1);
    expect(fractionOf(3, quality)).toBe(0.5);
  });
});
