/**
 * PKCE (RFC 7636) for the popup logins: a random verifier and its S256 challenge. WebCrypto's digest
 * exists only in secure contexts; the providers accept redirect addresses only on https or localhost,
 * both secure, so the plain method is a fallback that real sign-ins do not reach.
 */
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: 43 characters, inside RFC 7636's 43–128. */
export function randomVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export interface PkceChallenge {
  readonly challenge: string;
  readonly method: 'S256' | 'plain';
}

export async function pkceChallenge(verifier: string): Promise<PkceChallenge> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (subtle === undefined) return { challenge: verifier, method: 'plain' };
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { challenge: base64Url(new Uint8Array(digest)), method: 'S256' };
}
