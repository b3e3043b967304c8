import { describe, expect, it } from 'vitest';
import { SOCKET_AUTH_ERRORS, SOCKET_EVENTS, isSocketAuthError } from './socket-events.js';

describe('socket events', () => {
  it('CC-7.23 received connected, error, job:progress, job:update; sent subscribe:job, unsubscribe:job, request:progress', () => {
    expect(SOCKET_EVENTS).toEqual({
      connected: 'connected',
      error: 'error',
      jobProgress: 'job:progress',
      jobUpdate: 'job:update',
      subscribedJob: 'subscribed:job',
      subscribeJob: 'subscribe:job',
      unsubscribeJob: 'unsubscribe:job',
      requestProgress: 'request:progress',
    });
  });

  it('DL-7.10 the downloader also listens for subscribed:job', () => {
    expect(SOCKET_EVENTS.subscribedJob).toBe('subscribed:job');
  });

  it('CC-4.32 "User not authenticated" and a missing session id are auth errors', () => {
    expect(SOCKET_AUTH_ERRORS.notAuthenticated).toBe('User not authenticated');
    expect(isSocketAuthError('Error: User not authenticated')).toBe(true);
    expect(isSocketAuthError(SOCKET_AUTH_ERRORS.missingSessionId)).toBe(true);
    expect(isSocketAuthError('transport close')).toBe(false);
  });
});
