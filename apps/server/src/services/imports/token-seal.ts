/**
 * A visitor's drive token sealed for the jobs table (docs/decisions.md D212): AES-256-GCM under a key
 * derived from the server's secret, bound to the owner it was given by (the owner key is the additional
 * data), so the row holds no usable token and a sealed value copied to another owner's job does not open.
 * Format: `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenSeal {
  seal(token: string, owner: string): string;
  /** The token, or undefined when the value was not sealed by this key for this owner. */
  open(sealed: string, owner: string): string | undefined;
}

export function createTokenSeal(secret: string): TokenSeal {
  // A key of its own: the download tokens' HMAC key is never used for encryption as well.
  const key = createHmac('sha256', secret).update('mediaforge import token seal v1').digest();
  return {
    seal(token, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, owner) {
      if (!sealed.startsWith(VERSION)) return undefined;
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(owner, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = raw.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
