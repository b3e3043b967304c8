import type { DriveSource } from '@mediaforge/shared';
import type { StoredLogin } from './auth/stored-login';

/**
 * A drive's connection (CC §4 "Drive connection"): disconnected → connecting → connected →
 * disconnecting → disconnected. A failed sign-in goes back to disconnected.
 */
export type DriveConnection =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting' }
  | { readonly status: 'connected'; readonly login: StoredLogin }
  | { readonly status: 'disconnecting'; readonly login: StoredLogin };

export type ConnectionEvent =
  | { readonly type: 'connect' }
  | { readonly type: 'signedIn'; readonly login: StoredLogin }
  | { readonly type: 'failed' }
  | { readonly type: 'disconnect' }
  | { readonly type: 'signedOut' }
  /** A drive refused the token (401): the login is gone without a disconnect. */
  | { readonly type: 'expired' }
  /** Google's export grant replaced the token. */
  | { readonly type: 'renewed'; readonly login: StoredLogin };

export const DISCONNECTED: DriveConnection = { status: 'disconnected' };

/** The next state; an event that does not apply in a state leaves it as it is. */
export function nextConnection(state: DriveConnection, event: ConnectionEvent): DriveConnection {
  switch (event.type) {
    case 'connect':
      return state.status === 'disconnected' ? { status: 'connecting' } : state;
    case 'signedIn':
      return state.status === 'connecting' || state.status === 'disconnected'
        ? { status: 'connected', login: event.login }
        : state;
    case 'failed':
      return state.status === 'connecting' ? DISCONNECTED : state;
    case 'disconnect':
      return state.status === 'connected' ? { status: 'disconnecting', login: state.login } : state;
    case 'signedOut':
      return state.status === 'disconnecting' ? DISCONNECTED : state;
    case 'expired':
      return state.status === 'connected' ? DISCONNECTED : state;
    case 'renewed':
      return state.status === 'connected' ? { status: 'connected', login: event.login } : state;
  }
}

/** Each drive's connection for the page's life, shared by every opening of the picker. */
export class DriveConnections {
  private readonly states = new Map<DriveSource, DriveConnection>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly restore: (source: DriveSource) => StoredLogin | undefined) {}

  get(source: DriveSource): DriveConnection {
    let state = this.states.get(source);
    if (state === undefined) {
      // CC-4.43: a stored login younger than 48 h comes back; an older one is dropped by restore().
      const login = this.restore(source);
      state = login === undefined ? DISCONNECTED : { status: 'connected', login };
      this.states.set(source, state);
    }
    return state;
  }

  dispatch(source: DriveSource, event: ConnectionEvent): DriveConnection {
    const next = nextConnection(this.get(source), event);
    if (next !== this.states.get(source)) {
      this.states.set(source, next);
      for (const listener of this.listeners) listener();
    }
    return next;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
