import { describe, expect, it } from 'vitest';
import { createDownloadTokens } from '../download-token.js';
import { createMediaTokens } from './media-tokens.js';

const SECRET = 'x'.repeat(32);
const NOW = 1_800_000_000_000;
const URL_A = 'https://scontent.cdninstagram.com/v/a.jpg?oe=1&é=1';
const tokens = createMediaTokens(SECRET);
const signed = tokens.sign({ url: URL_A, platform: 'instagram', type: 'thumbnail' }, NOW + 60_000);

describe('media tokens (D67: one spelling, compared in constant time)', () => {
  it('name the URL, platform and type until they expire, and are path-safe', () => {
    expect(signed.token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(signed.expiresAt).toBe(NOW + 60_000);
    expect(tokens.verify(signed.token, NOW)).toEqual({
      url: URL_A,
      platform: 'instagram',
      type: 'thumbnail',
      expiresAt: NOW + 60_000,
    });
    expect(tokens.verify(signed.token, NOW + 60_000)).toBeUndefined();
  });

  it('refuse every one-character change', () => {
    const alphabet = 'AaZz09_-.';
    for (let i = 0; i < signed.token.length; i += 1) {
      const original = signed.token[i] ?? '';
      const other = [...alphabet].find((c) => c !== original) ?? 'A';
      const changed = signed.token.slice(0, i) + other + signed.token.slice(i + 1);
      expect(tokens.verify(changed, NOW), `position ${i}`).toBeUndefined();
    }
  });

  it('refuse another spelling of the same MAC bytes and of the same URL bytes', () => {
    const parts = signed.token.split('.');
    const mac = parts.pop() ?? '';
    // 32 bytes leave 2 unused bits in the last character; a lenient decoder reads 'B' as 'A'.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1) ?? '') ^ 1] ?? ''}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(tokens.verify([...parts, respelled].join('.'), NOW)).toBeUndefined();
  });

  it('refuse a token of another secret, another URL, and a download token', () => {
    const other = createMediaTokens('y'.repeat(32)).sign(
      { url: URL_A, platform: 'instagram', type: 'thumbnail' },
      NOW + 60_000,
    );
    expect(tokens.verify(other.token, NOW)).toBeUndefined();
    const b = tokens.sign(
      { url: 'https://pbs.twimg.com/b.jpg', platform: 'twitter', type: 'image' },
      NOW + 60_000,
    );
    const [expiry, platform, type, , mac] = signed.token.split('.');
    const urlB = b.token.split('.')[3];
    expect(tokens.verify([expiry, platform, type, urlB, mac].join('.'), NOW)).toBeUndefined();
    const download = createDownloadTokens(SECRET).sign('file-1', NOW + 60_000);
    expect(tokens.verify(download, NOW)).toBeUndefined();
  });

  it('refuse types that are not path-safe when signing', () => {
    expect(() => tokens.sign({ url: URL_A, platform: 'instagram', type: 'a.b' }, NOW)).toThrow(TypeError);
  });
});
