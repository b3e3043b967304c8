import { SOCKET_AUTH_ERRORS } from '@mediaforge/shared';
import type { SocketAuthResult } from '../../repositories/realtime/socket-server.js';
import { anonymousOwner, ownerKey } from '../owner.js';
import type { AnonymousSessionIds } from './anonymous-session.service.js';
import type { AuthGateway, SessionUser } from './auth-gateway.js';

/**
 * Who a socket handshake names (converter-compressor.md §4: "The live socket connects with the auth token,
 * or the anonymous session id for others"; CC-4.30, CC-6.10): `{token}` is a bearer token checked like an
 * API call's, `{sessionId}` must be a server-issued anonymous id younger than 24 hours. Refusals use the
 * spec's texts, which make the browser reconnect (CC-4.32). Replaces services/socket-auth.ts once
 * socket-server.ts accepts an async `authenticate`.
 */
export function createSocketAuthenticator(deps: {
  readonly auth: Pick<AuthGateway, 'sessionOf'>;
  readonly ids: AnonymousSessionIds;
  readonly now: () => number;
}): (auth: Readonly<Record<string, unknown>>, cookie?: string) => Promise<SocketAuthResult> {
  const asUser = (user: SessionUser): SocketAuthResult => ({
    ok: true,
    owner: ownerKey({ kind: 'user', userId: user.userId, tier: user.tier }),
    sessionId: '',
  });
  return async (auth, cookie) => {
    if (typeof auth.token === 'string' && auth.token !== '') {
      const user = await deps.auth.sessionOf(new Headers({ authorization: `Bearer ${auth.token}` }));
      return user ? asUser(user) : { ok: false, message: SOCKET_AUTH_ERRORS.notAuthenticated };
    }
    // A signed-in browser owns its jobs as the user (the API reads the same cookie), so its socket must too.
    if (cookie) {
      const user = await deps.auth.sessionOf(new Headers({ cookie }));
      if (user) return asUser(user);
    }
    const owner = anonymousOwner(typeof auth.sessionId === 'string' ? auth.sessionId : undefined);
    if (!owner || !deps.ids.verify(owner.sessionId, deps.now()).ok) {
      return { ok: false, message: SOCKET_AUTH_ERRORS.missingSessionId };
    }
    return { ok: true, owner: ownerKey(owner), sessionId: owner.sessionId };
  };
}
