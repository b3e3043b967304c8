import { randomBytes } from 'node:crypto';

/** A server-generated, URL-safe, unguessable id (144 random bits → 24 characters of base64url). */
export function randomId(): string {
  return randomBytes(18).toString('base64url');
}
