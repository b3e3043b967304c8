import { describe, expect, it } from 'vitest';
import { durationSeconds } from './iso-duration.js';

describe('durations as pages write them', () => {
  it('reads ISO 8601 durations and plain seconds', () => {
    expect(durationSeconds('PT2S')).toBe(2);
    expect(durationSeconds('PT0M2S')).toBe(2);
    expect(durationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds('pt10m')).toBe(600);
    expect(durationSeconds('42')).toBe(42);
    expect(durationSeconds(7.5)).toBe(7.5);
  });

  it('answers null for anything else, and for zero', () => {
    for (const value of ['', 'P', 'PT', 'PT0S', '2 minutes', '1:02', -3, Number.NaN, null, undefined, {}]) {
      expect(durationSeconds(value), JSON.stringify(value)).toBeNull();
    }
  });
});
