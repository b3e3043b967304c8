import { isAcceptedAnonymousSessionId } from '@mediaforge/shared';

/**
 * Who an upload belongs to. Until accounts exist every caller is anonymous and identified by the
 * `X-Anonymous-Session-ID` header (converter-compressor.md §6; docs/decisions.md D18); the accounts issue
 * adds `{ kind: 'user' }` here and a tier lookup in limits.service.ts.
 */
export interface Owner {
  readonly kind: 'anonymous';
  readonly sessionId: string;
}

/** The owner named by a session header value, or undefined when it is missing or malformed. */
export function anonymousOwner(headerValue: string | readonly string[] | undefined): Owner | undefined {
  return typeof headerValue === 'string' && isAcceptedAnonymousSessionId(headerValue)
    ? { kind: 'anonymous', sessionId: headerValue }
    : undefined;
}

/** The key stored in the database `owner` columns. */
export function ownerKey(owner: Owner): string {
  return `${owner.kind}:${owner.sessionId}`;
}
