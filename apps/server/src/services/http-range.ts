/**
 * One byte range of a `Range` header (RFC 9110 §14.2): `bytes=a-b`, `bytes=a-`, `bytes=-n`. Several
 * ranges or another unit are answered with the whole file (the RFC lets a server ignore Range); a
 * syntactically valid range that starts past the end is unsatisfiable (416).
 */
export type RangeRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'none' };
  const match = SINGLE.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    // Suffix: the last n bytes (all of a shorter file); n = 0 asks for nothing.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
