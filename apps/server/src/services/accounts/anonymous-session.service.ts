import { createHmac, randomBytes } from 'node:crypto';
import { ANONYMOUS_SESSION_ID_PREFIX, ANONYMOUS_SESSION_LIFETIME_MS } from '@mediaforge/shared';
import { sameString } from '../signed-values.js';

/**
 * Server-issued anonymous session ids (converter-compressor.md §3, §4 "Anonymous session"; docs/decisions.md
 * D42): `anon_` + creation time (9 base36 digits, ms) + 16 random characters + a 22-character
 * HMAC-SHA256 tag over both. Nothing is stored: a made-up or altered id fails the tag, and an id older
 * than 24 hours is expired (the browser then asks for a fresh one). The tag is compared as the exact
 * string issued (D67): its last character has 4 unused bits, and each of the 16 spellings would
 * otherwise be a separate visitor with its own daily allowance.
 */
export type AnonymousSessionCheck =
  | { readonly ok: true; readonly createdAt: number; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

export interface AnonymousSessionIds {
  issue(now: number): { readonly id: string; readonly createdAt: number; readonly expiresAt: number };
  verify(id: string, now: number): AnonymousSessionCheck;
}

const TIME_DIGITS = 9;
const ID = new RegExp(
  `^${ANONYMOUS_SESSION_ID_PREFIX}([0-9a-z]{${TIME_DIGITS}})([A-Za-z0-9_-]{16})([A-Za-z0-9_-]{22})$`,
);

export function createAnonymousSessionIds(
  secret: string,
  lifetimeMs: number = ANONYMOUS_SESSION_LIFETIME_MS,
): AnonymousSessionIds {
  const key = createHmac('sha256', secret).update('anonymous-session-v1').digest();
  const tag = (body: string): Buffer => createHmac('sha256', key).update(body).digest().subarray(0, 16);
  return {
    issue(now) {
      const time = Math.floor(now).toString(36).padStart(TIME_DIGITS, '0');
      const body = time + randomBytes(12).toString('base64url');
      return {
        id: `${ANONYMOUS_SESSION_ID_PREFIX}${body}${tag(body).toString('base64url')}`,
        createdAt: Math.floor(now),
        expiresAt: Math.floor(now) + lifetimeMs,
      };
    },
    verify(id, now) {
      const match = ID.exec(id);
      if (!match?.[1] || !match[2] || !match[3]) return { ok: false, reason: 'invalid' };
      if (!sameString(match[3], tag(match[1] + match[2]).toString('base64url'))) {
        return { ok: false, reason: 'invalid' };
      }
      const createdAt = parseInt(match[1], 36);
      const expiresAt = createdAt + lifetimeMs;
      // A creation time in the future is not ours (clock skew of a few seconds aside).
      if (createdAt > now + 60_000) return { ok: false, reason: 'invalid' };
      return now < expiresAt ? { ok: true, createdAt, expiresAt } : { ok: false, reason: 'expired' };
    },
  };
}
