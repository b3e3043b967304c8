import { describe, expect, it } from 'vitest';
import type { StoredLogin } from './auth/stored-login';
import { DISCONNECTED, DriveConnections, nextConnection, type DriveConnection } from './drive-connection';

const login: StoredLogin = { accessToken: 't', isSignedIn: true, timestamp: 1 };

describe('drive connection', () => {
  it('CC-4.42 goes disconnected → connecting → connected → disconnecting → disconnected', () => {
    const steps: DriveConnection['status'][] = [];
    let state = DISCONNECTED;
    for (const event of [
      { type: 'connect' },
      { type: 'signedIn', login },
      { type: 'disconnect' },
      { type: 'signedOut' },
    ] as const) {
      state = nextConnection(state, event);
      steps.push(state.status);
    }
    expect(steps).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected']);
  });

  it('a failed sign-in returns to disconnected; events out of place change nothing', () => {
    const connecting = nextConnection(DISCONNECTED, { type: 'connect' });
    expect(nextConnection(connecting, { type: 'failed' })).toBe(DISCONNECTED);
    expect(nextConnection(connecting, { type: 'connect' })).toBe(connecting);
    expect(nextConnection(DISCONNECTED, { type: 'disconnect' })).toBe(DISCONNECTED);
    const connected = nextConnection(connecting, { type: 'signedIn', login });
    expect(nextConnection(connected, { type: 'expired' })).toEqual(DISCONNECTED);
    const renewed = { ...login, accessToken: 'u' };
    expect(nextConnection(connected, { type: 'renewed', login: renewed })).toEqual({
      status: 'connected',
      login: renewed,
    });
  });

  it('starts each drive from its stored login and tells listeners of changes', () => {
    const connections = new DriveConnections((source) => (source === 'dropbox' ? login : undefined));
    expect(connections.get('dropbox')).toEqual({ status: 'connected', login });
    expect(connections.get('onedrive')).toEqual(DISCONNECTED);
    let told = 0;
    const stop = connections.subscribe(() => (told += 1));
    connections.dispatch('onedrive', { type: 'connect' });
    connections.dispatch('onedrive', { type: 'connect' });
    stop();
    connections.dispatch('onedrive', { type: 'failed' });
    expect(told).toBe(1);
  });
});
