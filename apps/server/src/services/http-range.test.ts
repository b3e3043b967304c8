import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range.js';

describe('parseRange (RFC 9110 §14.2, single ranges)', () => {
  it('reads a-b, a- and -n, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ kind: 'partial', start: 50, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange(' bytes=5-5 ', 100)).toEqual({ kind: 'partial', start: 5, end: 5 });
  });

  it('a range past the end, or an empty suffix, is unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('no header, other units, several ranges and nonsense get the whole file', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=9-2', 'bytes=a-b']) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'none' });
    }
  });
});
