import { ANONYMOUS_SESSION_HEADER } from '@mediaforge/shared';
import { anonymousOwner, type ResolvedOwner } from '../owner.js';
import type { AnonymousSessionIds } from './anonymous-session.service.js';
import type { AuthGateway } from './auth-gateway.js';

/**
 * A signed-in account (session cookie or `Authorization: Bearer`) wins; otherwise the anonymous session
 * header, which must be an id this server issued that is less than 24 hours old.
 */
export function createOwnerResolver(deps: {
  readonly auth: Pick<AuthGateway, 'sessionOf'>;
  readonly ids: AnonymousSessionIds;
  readonly now: () => number;
}): (headers: Headers) => Promise<ResolvedOwner> {
  return async (headers) => {
    const user = await deps.auth.sessionOf(headers);
    if (user) return { owner: { kind: 'user', userId: user.userId, tier: user.tier }, problem: null };
    const value = headers.get(ANONYMOUS_SESSION_HEADER);
    if (value === null) return { owner: null, problem: null };
    const shaped = anonymousOwner(value);
    if (!shaped) return { owner: null, problem: 'invalid' };
    const check = deps.ids.verify(shaped.sessionId, deps.now());
    return check.ok ? { owner: shaped, problem: null } : { owner: null, problem: check.reason };
  };
}
