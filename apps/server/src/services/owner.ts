import { isAcceptedAnonymousSessionId, type Tier } from '@mediaforge/shared';

/**
 * Who a request acts for (converter-compressor.md §6): an anonymous visitor named by a server-issued
 * session id (`X-Anonymous-Session-ID`, docs/decisions.md D18, D42), or a signed-in account named by its
 * session cookie or bearer token, with the account's tier.
 */
export interface AnonymousOwner {
  readonly kind: 'anonymous';
  readonly sessionId: string;
}

export interface UserOwner {
  readonly kind: 'user';
  readonly userId: string;
  readonly tier: Exclude<Tier, 'ANONYMOUS'>;
}

export type Owner = AnonymousOwner | UserOwner;

/**
 * The owner a session header value names by its shape only, or undefined when it is missing or
 * malformed. Whether the server issued it (and when) is checked by anonymous-session.service.ts.
 */
export function anonymousOwner(
  headerValue: string | readonly string[] | undefined,
): AnonymousOwner | undefined {
  return typeof headerValue === 'string' && isAcceptedAnonymousSessionId(headerValue)
    ? { kind: 'anonymous', sessionId: headerValue }
    : undefined;
}

/** The key stored in the database `owner` columns. */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'anonymous' ? `anonymous:${owner.sessionId}` : `user:${owner.userId}`;
}

export function tierOf(owner: Owner): Tier {
  return owner.kind === 'anonymous' ? 'ANONYMOUS' : owner.tier;
}

/** Who a request's headers name, and why an anonymous session header was refused. */
export interface ResolvedOwner {
  readonly owner: Owner | null;
  readonly problem: 'invalid' | 'expired' | null;
}
