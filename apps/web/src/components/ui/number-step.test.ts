import { describe, expect, it } from 'vitest';
import { numberOf, stepNumber } from './number-step';

describe('number input stepping', () => {
  it('CC-5.18 CRF steps by 1 within 0-51', () => {
    const crf = { min: 0, max: 51, step: 1 };
    expect(stepNumber('23', 1, crf)).toBe('24');
    expect(stepNumber('51', 1, crf)).toBe('51');
    expect(stepNumber('0', -1, crf)).toBe('0');
  });

  it('CC-5.21 volume steps by 5', () => {
    expect(stepNumber('100', 1, { min: 0, max: 300, step: 5 })).toBe('105');
  });

  it('CC-5.24 target size steps by 0.1 without float noise', () => {
    const size = { min: 1, max: 1000, step: 0.1 };
    expect(stepNumber('25', 1, size)).toBe('25.1');
    expect(stepNumber('25.1', -1, size)).toBe('25');
    expect(stepNumber('0.2', 1, size)).toBe('1');
  });

  it('starts unreadable text from the lower bound', () => {
    expect(stepNumber('abc', 1, { min: 32, max: 7680 })).toBe('32');
    expect(stepNumber('', -1, {})).toBe('0');
  });

  it('reads numbers only', () => {
    expect(numberOf('12.5')).toBe(12.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('abc')).toBeUndefined();
  });
});
