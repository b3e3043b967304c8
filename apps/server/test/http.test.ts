import { ERROR_CODES, PLATFORMS } from '@mediaforge/shared';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSettingsRepository } from '../src/repositories/database/platform-settings.repository.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { testSessionId } from './helpers/upload-client.js';

describe('HTTP surface of the app shell (real listening server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DOWNLOADER_DISABLED_PLATFORMS: 'vk,febspot' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers ok with the database checked', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it("HEAD /api/health (the upload client's check) answers 200 with no body", async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('DL-7.01 GET /downloader/platforms lists the enabled platforms in bar order by backend name', async () => {
    for (const url of ['/api/downloader/platforms', '/downloader/platforms']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        success: boolean;
        data: { platforms: { name: string; enabled: boolean }[] };
      };
      expect(body.success).toBe(true);
      const enabled = PLATFORMS.map((p) => p.id).filter((id) => id !== 'vk' && id !== 'febspot');
      expect(body.data.platforms).toEqual(enabled.map((name) => ({ name, enabled: true })));
    }
  });

  it('an operator switch in the database wins over the configuration, and the list follows it', async () => {
    const repo = createPlatformSettingsRepository(t.db);
    await repo.setEnabled('vk', true);
    await repo.setEnabled('twitter', false);
    const body = (await (await fetch(`${t.baseUrl}/api/downloader/platforms`)).json()) as {
      data: { platforms: { name: string; enabled: boolean }[] };
    };
    const names = body.data.platforms.map((p) => p.name);
    expect(names).toContain('vk');
    expect(names).not.toContain('twitter');
    expect(names).not.toContain('febspot');
    await repo.setEnabled('twitter', true);
  });

  it('serves index.html for app routes, with or without a locale prefix (history fallback)', async () => {
    for (const url of ['/', '/converter/mp4-to-webm', '/fa/downloader/instagram/story', '/fr/pricing?x=1']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Mediaforge test shell');
    }
  });

  it('serves hashed assets with a long cache and security headers', async () => {
    const res = await fetch(`${t.baseUrl}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers unknown API routes and missing assets with a stable JSON error code', async () => {
    for (const url of ['/api/nope', '/assets/missing.js', '/api']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.ROUTE_NOT_FOUND });
    }
    const post = await fetch(`${t.baseUrl}/converter`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('CC-4.30 accepts a live socket connection with a session id and greets it with "connected"', async () => {
    const socket = connectSocket(t.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { sessionId: testSessionId('anon_http-socket-greeting') },
    });
    try {
      const greeting = await new Promise<{ sessionId: string }>((resolve, reject) => {
        socket.once('connected', resolve);
        socket.once('connect_error', reject);
      });
      expect(greeting).toEqual({ sessionId: testSessionId('anon_http-socket-greeting') });
    } finally {
      socket.close();
    }
  });

  it('refuses a made-up session id with "Session id required"', async () => {
    const socket = connectSocket(t.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { sessionId: 'anon_0123456789abcdef0123456789abcdef' },
    });
    try {
      const refusal = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(refusal.message).toBe('Session id required');
    } finally {
      socket.close();
    }
  });
});

describe('health when the database is gone', () => {
  it('answers 503, which the upload client treats as unhealthy', async () => {
    const t = await startTestApp();
    try {
      await t.db.destroy();
      const res = await fetch(`${t.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});
