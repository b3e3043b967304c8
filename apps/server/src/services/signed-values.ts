import { timingSafeEqual } from 'node:crypto';

/**
 * Signed values are valid in exactly one spelling (DESIGN.md §5; D67). Base64 leaves the low bits of its
 * last character unused (2 bits for 32 bytes, 4 for 16), and decoders ignore them, so "decode, then
 * compare the bytes" accepts 4 or 16 spellings of one token, each a different string to every table or
 * counter keyed by it. Compare the canonical string instead, or decode only what re-encodes to itself.
 */

/** Constant-time equality of two strings (the length is not secret: every token has a fixed one). */
export function sameString(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The bytes of `text` when it is the canonical encoding of them (what Node writes: `base64` padded,
 * `base64url` unpadded), otherwise undefined. Stray characters, missing or extra padding, the other
 * alphabet and non-zero unused bits all fail the round trip.
 */
export function decodeCanonical(text: string, encoding: 'base64' | 'base64url'): Buffer | undefined {
  const bytes = Buffer.from(text, encoding);
  return bytes.toString(encoding) === text ? bytes : undefined;
}
