import { describe, expect, it } from 'vitest';
import { createTokenSeal } from './token-seal.js';

describe('token seal: the visitor’s drive token as the jobs table keeps it', () => {
  const seal = createTokenSeal('a-server-secret-of-at-least-32-characters');
  const owner = 'anonymous:anon_owner';

  it('opens for the owner it was sealed for, and holds nothing readable', () => {
    const sealed = seal.seal('ya29.visitor-token', owner);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('visitor-token');
    expect(seal.open(sealed, owner)).toBe('ya29.visitor-token');
    // A fresh IV each time: the same token never seals to the same text.
    expect(seal.seal('ya29.visitor-token', owner)).not.toBe(sealed);
  });

  it('does not open for another owner, another key, or a changed value', () => {
    const sealed = seal.seal('ya29.visitor-token', owner);
    expect(seal.open(sealed, 'anonymous:anon_someone-else')).toBeUndefined();
    expect(createTokenSeal('another-server-secret-of-32-characters!').open(sealed, owner)).toBeUndefined();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(seal.open(`v1.${raw.toString('base64url')}`, owner)).toBeUndefined();
    expect(seal.open('v2.abc', owner)).toBeUndefined();
    expect(seal.open('v1.', owner)).toBeUndefined();
  });
});
