import { createHmac } from 'node:crypto';
import { sameString } from './signed-values.js';

/**
 * Signed, expiring, object-scoped download tokens (DESIGN.md §5; docs/decisions.md D21):
 * `<expiry in epoch seconds>.<base64url HMAC-SHA256(secret, "download\n" + fileId + "\n" + expiry)>`.
 * Nothing is stored; changing the secret revokes every token. Only the exact string this server wrote
 * passes (D67): another spelling of the same MAC bytes is a wrong token.
 */
export interface DownloadTokens {
  sign(fileId: string, expiresAtMs: number): string;
  /** True when the token was made for this file by this server and has not expired at `nowMs`. */
  verify(fileId: string, token: string, nowMs: number): boolean;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createDownloadTokens(secret: string): DownloadTokens {
  const mac = (fileId: string, expiry: string): Buffer =>
    createHmac('sha256', secret).update(`download\n${fileId}\n${expiry}`).digest();
  return {
    sign(fileId, expiresAtMs) {
      const expiry = String(Math.floor(expiresAtMs / 1000));
      return `${expiry}.${mac(fileId, expiry).toString('base64url')}`;
    },
    verify(fileId, token, nowMs) {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return false;
      if (!sameString(match[2], mac(fileId, match[1]).toString('base64url'))) return false;
      return Number(match[1]) * 1000 > nowMs;
    },
  };
}
