import { createHmac } from 'node:crypto';
import { decodeCanonical, sameString } from '../signed-values.js';
import { isMediaHostPlatform, type MediaHostPlatform } from './media-hosts.js';

/**
 * Signed, expiring media tokens (docs/decisions.md D110): the proxy path carries
 * `<expiry s>.<platform>.<type>.<base64url(url)>.<base64url HMAC-SHA256(secret, "media\n" + the part
 * before the MAC)>`, every character URL-path-safe. Nothing is stored; the secret is the server's token
 * secret (D21), and the "media" label keeps a download token from ever passing as a media token.
 * The MAC covers the exact text of the token and is compared as the canonical string in constant time,
 * so each token has exactly one spelling (D67).
 */
export interface MediaTokenClaims {
  readonly url: string;
  readonly platform: MediaHostPlatform;
  /** What the caller said the media is (thumbnail, audio, cover…): part of what is signed. */
  readonly type: string;
  /** Epoch ms. */
  readonly expiresAt: number;
}

export interface MediaTokens {
  /** The token and its expiry (epoch ms, rounded down to the second the token carries). */
  sign(
    claims: Omit<MediaTokenClaims, 'expiresAt'>,
    expiresAtMs: number,
  ): { token: string; expiresAt: number };
  /** The claims of a token this server signed that has not expired at `nowMs`; otherwise undefined. */
  verify(token: string, nowMs: number): MediaTokenClaims | undefined;
}

/** Types as a path segment can carry them without escaping. */
export const MEDIA_TOKEN_TYPE = /^[a-z0-9_-]{1,32}$/;

/** Longest token read: a 2048-character URL in base64url plus the rest. */
const MAX_TOKEN_LENGTH = 3000;
const TOKEN = /^((\d{1,12})\.([a-z]{1,16})\.([a-z0-9_-]{1,32})\.([A-Za-z0-9_-]+))\.([A-Za-z0-9_-]{43})$/;

export function createMediaTokens(secret: string): MediaTokens {
  const mac = (payload: string): string =>
    createHmac('sha256', secret).update(`media\n${payload}`).digest('base64url');
  return {
    sign({ url, platform, type }, expiresAtMs) {
      if (!MEDIA_TOKEN_TYPE.test(type)) throw new TypeError(`media token type ${JSON.stringify(type)}`);
      const expiry = Math.floor(expiresAtMs / 1000);
      const payload = `${expiry}.${platform}.${type}.${Buffer.from(url, 'utf8').toString('base64url')}`;
      return { token: `${payload}.${mac(payload)}`, expiresAt: expiry * 1000 };
    },
    verify(token, nowMs) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, payload = '', expiry = '', platform = '', type = '', encodedUrl = '', given = ''] = match;
      if (!sameString(given, mac(payload))) return undefined;
      // Signed by us, so these hold; checked anyway, as the last word on what a token may name.
      const bytes = decodeCanonical(encodedUrl, 'base64url');
      if (!bytes || !isMediaHostPlatform(platform)) return undefined;
      const expiresAt = Number(expiry) * 1000;
      if (expiresAt <= nowMs) return undefined;
      return { url: bytes.toString('utf8'), platform, type, expiresAt };
    },
  };
}
