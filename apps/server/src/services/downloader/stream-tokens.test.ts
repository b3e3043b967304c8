import { describe, expect, it } from 'vitest';
import { createStreamTokens } from './stream-tokens.js';

const tokens = createStreamTokens('s'.repeat(32));
const parts = { analysisId: 'An4lysis_id', formatId: '137+140', expiresAtMs: 2_000_000_000_000 };

describe('stream tokens: signed for the analysis owner, valid in one spelling', () => {
  it('a token names its analysis and quality, and verifies for its owner only', () => {
    const token = tokens.sign(parts, 'anonymous:anon_a');
    const parsed = tokens.parse(token);
    expect(parsed).toMatchObject(parts);
    expect(parsed && tokens.verify(token, parsed, 'anonymous:anon_a', 1_000)).toBe(true);
    expect(parsed && tokens.verify(token, parsed, 'anonymous:anon_b', 1_000)).toBe(false);
  });

  it('expired, altered or re-spelled tokens fail', () => {
    const token = tokens.sign(parts, 'user:u1');
    const parsed = tokens.parse(token);
    expect(parsed && tokens.verify(token, parsed, 'user:u1', parts.expiresAtMs)).toBe(false);
    // Another quality of the same analysis under the same signature.
    const other = token.replace(
      Buffer.from('137+140').toString('base64url'),
      Buffer.from('140').toString('base64url'),
    );
    const otherParts = tokens.parse(other);
    expect(otherParts && tokens.verify(other, otherParts, 'user:u1', 0)).toBe(false);
    // The last character of the MAC changed in its unused low bits.
    const mac = token.slice(-1);
    const flipped = token.slice(0, -1) + (mac === 'A' ? 'B' : 'A');
    const flippedParts = tokens.parse(flipped);
    expect(flippedParts && tokens.verify(flipped, flippedParts, 'user:u1', 0)).toBe(false);
    // A non-canonical base64url spelling of the format id is no token at all.
    expect(tokens.parse(token.replace(/\.(\d+)\./, '.0$1.'))).toBeUndefined();
    expect(tokens.parse('not-a-token')).toBeUndefined();
  });
});
