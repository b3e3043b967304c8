import { createHmac } from 'node:crypto';
import { decodeCanonical, sameString } from '../signed-values.js';

/**
 * The token of a quality's link (`/api/downloader/stream?token=…`): it names an analysis and one of its
 * qualities, is signed for the analysis's owner and expires with the analysis. Nothing is stored: the
 * analysis row holds the owner, so a token made for one visitor's analysis cannot be made to work for
 * another's, and it is valid in exactly one spelling (D67).
 *
 * `<analysisId>.<base64url(formatId)>.<expiry in epoch seconds>.<base64url HMAC-SHA256>`
 */
export interface StreamTokenParts {
  readonly analysisId: string;
  readonly formatId: string;
  readonly expiresAtMs: number;
}

export interface StreamTokens {
  sign(parts: StreamTokenParts, owner: string): string;
  /** The parts a well-formed token names, before its signature is checked (it needs the owner). */
  parse(token: string): (StreamTokenParts & { readonly token: string }) | undefined;
  /** True when `token` is exactly the token this server signs for these parts and owner, unexpired. */
  verify(token: string, parts: StreamTokenParts, owner: string, nowMs: number): boolean;
}

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,300})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export function createStreamTokens(secret: string): StreamTokens {
  const mac = (parts: StreamTokenParts, owner: string, expiry: string): string =>
    createHmac('sha256', secret)
      .update(`stream\n${parts.analysisId}\n${parts.formatId}\n${owner}\n${expiry}`)
      .digest('base64url');
  const expiryOf = (ms: number): string => String(Math.floor(ms / 1000));
  const sign = (parts: StreamTokenParts, owner: string): string => {
    const expiry = expiryOf(parts.expiresAtMs);
    const formatId = Buffer.from(parts.formatId, 'utf8').toString('base64url');
    return `${parts.analysisId}.${formatId}.${expiry}.${mac(parts, owner, expiry)}`;
  };
  return {
    sign,
    parse(token) {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return undefined;
      const formatId = decodeCanonical(match[2], 'base64url')?.toString('utf8');
      if (formatId === undefined) return undefined;
      return { token, analysisId: match[1], formatId, expiresAtMs: Number(match[3]) * 1000 };
    },
    verify(token, parts, owner, nowMs) {
      if (parts.expiresAtMs <= nowMs) return false;
      return sameString(token, sign(parts, owner));
    },
  };
}
