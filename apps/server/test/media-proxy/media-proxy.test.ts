import { MEDIA_PROXY_PLATFORMS } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import {
  ENGINE,
  errorOf,
  generateToken,
  proxiedPath,
  startMediaApp,
  type MediaApp,
} from './media-proxy-fixtures.js';

const HOUR_MS = 60 * 60 * 1000;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe('media proxy: tokens, host policy, health (docs/decisions.md D110, D114)', () => {
  let origin: Origin;
  let t: MediaApp;

  beforeAll(async () => {
    origin = await startOrigin((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    });
    const host = `127.0.0.1:${origin.port}`;
    t = await startMediaApp({ EGRESS_ALLOW_PRIVATE: host, MEDIA_PROXY_TEST_HOSTS: `instagram=${host}` });
  });

  afterAll(async () => {
    await t.close();
    await origin.close();
  });

  const get = (path: string): Promise<Response> => fetch(`${t.baseUrl}${path}`);

  it('DR-7.04: generate-token answers a proxy path for a media address, under both spellings, type defaulted', async () => {
    for (const path of ['/api/media/generate-token', '/media/generate-token']) {
      const url = `${origin.url}/a.jpg?oe=1&x=%20`;
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The browser lower-cases the platform; the server accepts any case the same way.
        body: JSON.stringify({ url, platform: 'Instagram' }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        success: boolean;
        data: { proxiedUrl: string; proxied: boolean; expiresAt: number };
      };
      expect(body.success).toBe(true);
      expect(body.data.proxied).toBe(true);
      expect(body.data.proxiedUrl).toMatch(/^\/api\/media\/proxy\/[A-Za-z0-9_.-]+$/);
      expect(body.data.expiresAt).toBe(Math.floor((t.clock.now + HOUR_MS) / 1000) * 1000);
      const token = body.data.proxiedUrl.slice('/api/media/proxy/'.length);
      expect(t.tokens.verify(token, t.clock.now)).toMatchObject({
        url,
        platform: 'instagram',
        type: 'thumbnail',
      });
      const relayed = await get(body.data.proxiedUrl);
      expect(relayed.status).toBe(200);
      expect(Buffer.from(await relayed.arrayBuffer())).toEqual(JPEG);
    }
  });

  it('DR-7.05: an unsupported platform gets its original URL back, and nothing is fetched', async () => {
    const before = origin.seen.length;
    for (const [url, platform] of [
      ['https://sun9-1.userapi.com/a.jpg', 'vk'],
      [`${origin.url}/a.jpg`, 'VK'],
      ['https://cdn1.suno.ai/a.mp3', 'suno'],
      // An address the browser holds itself is not fetched either.
      ['data:image/png;base64,iVBORw0KGgo=', 'instagram'],
    ] as const) {
      const response = await generateToken(t.baseUrl, { url, platform });
      expect(response.status, `${platform} ${url}`).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        data: { proxiedUrl: url, proxied: false, expiresAt: null },
      });
    }
    expect(origin.seen.length).toBe(before);
  });

  it('signs nothing outside the platform’s media hosts: 403 MEDIA_HOST_NOT_ALLOWED', async () => {
    for (const [url, platform] of [
      ['https://example.com/a.jpg', 'instagram'],
      ['https://pbs.twimg.com/media/a.jpg', 'instagram'],
      [`${origin.url}/a.jpg`, 'twitter'],
      [`http://127.0.0.1:${origin.port + 1}/a.jpg`, 'instagram'],
    ] as const) {
      const answer = await errorOf(await generateToken(t.baseUrl, { url, platform }));
      expect(answer, `${platform} ${url}`).toMatchObject({ status: 403, code: 'MEDIA_HOST_NOT_ALLOWED' });
    }
    const badType = await generateToken(t.baseUrl, {
      url: `${origin.url}/a.jpg`,
      platform: 'instagram',
      type: 'a/b',
    });
    expect(await errorOf(badType)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const notUrl = await generateToken(t.baseUrl, { url: 'not an address', platform: 'instagram' });
    expect(await errorOf(notUrl)).toMatchObject({ status: 400, code: 'EGRESS_BAD_URL' });
    expect(await errorOf(await generateToken(t.baseUrl, { platform: 'instagram' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses a token with any one character changed, an expired one and one moved to another address', async () => {
    const path = await proxiedPath(t.baseUrl, `${origin.url}/a.jpg`);
    const token = path.slice('/api/media/proxy/'.length);
    // Longer than the router's 100-character parameters: the route still takes it.
    expect(token.length).toBeGreaterThan(100);
    const before = origin.seen.length;
    const refusals: string[] = [];
    for (let i = 0; i < token.length; i += 1) {
      const original = token[i] ?? '';
      const other = [...'Ab1_-.'].find((c) => c !== original) ?? 'A';
      const response = await get(`/api/media/proxy/${token.slice(0, i) + other + token.slice(i + 1)}`);
      const answer = await errorOf(response);
      if (answer.status !== 403 || answer.code !== 'STREAM_TOKEN_INVALID')
        refusals.push(`${i}: ${answer.code}`);
    }
    expect(refusals).toEqual([]);

    const other = await proxiedPath(t.baseUrl, `${origin.url}/b.jpg`);
    const [expiry, platform, type, , mac] = token.split('.');
    const moved = [expiry, platform, type, other.split('.')[3], mac].join('.');
    expect(await errorOf(await get(`/api/media/proxy/${moved}`))).toMatchObject({
      status: 403,
      code: 'STREAM_TOKEN_INVALID',
    });
    for (const bad of ['', 'x', `${token}x`, token.toUpperCase()]) {
      expect((await errorOf(await get(`/api/media/proxy/${bad}`))).code, bad).toBe('STREAM_TOKEN_INVALID');
    }
    expect(origin.seen.length).toBe(before);

    const now = t.clock.now;
    t.clock.now = now + HOUR_MS + 1000;
    try {
      expect(await errorOf(await get(path))).toMatchObject({ status: 403, code: 'STREAM_TOKEN_INVALID' });
    } finally {
      t.clock.now = now;
    }
    expect((await get(path)).status).toBe(200);
  });

  it('DR-7.06: GET /media/health answers status, each platform’s proxy setting, the external proxy and the engine', async () => {
    for (const path of ['/api/media/health', '/media/health']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        data: {
          status: 'healthy',
          config: {
            platformProxySettings: Object.fromEntries(
              MEDIA_PROXY_PLATFORMS.map((p) => [p, { enabled: true }]),
            ),
            externalProxy: { enabled: false },
          },
          engine: ENGINE,
        },
      });
    }
  });

  it('follows the operator’s switch: a platform turned off is not proxied, its tokens stop, health says so', async () => {
    const path = await proxiedPath(t.baseUrl, `${origin.url}/a.jpg`);
    await t.platformSettings.setEnabled('instagram', false);
    try {
      const url = `${origin.url}/a.jpg`;
      expect(await (await generateToken(t.baseUrl, { url, platform: 'instagram' })).json()).toEqual({
        success: true,
        data: { proxiedUrl: url, proxied: false, expiresAt: null },
      });
      expect(await errorOf(await get(path))).toMatchObject({ status: 403, code: 'PLATFORM_DISABLED' });
      const health = (await (await get('/api/media/health')).json()) as {
        data: { status: string; config: { platformProxySettings: Record<string, { enabled: boolean }> } };
      };
      expect(health.data.config.platformProxySettings.instagram).toEqual({ enabled: false });
      expect(health.data.config.platformProxySettings.tiktok).toEqual({ enabled: true });
      expect(health.data.status).toBe('healthy');
    } finally {
      await t.platformSettings.setEnabled('instagram', true);
    }
    expect((await get(path)).status).toBe(200);
  });

  it('keeps generate-token behind the cross-site check, and warns that test hosts are set', async () => {
    const response = await generateToken(
      t.baseUrl,
      { url: `${origin.url}/a.jpg`, platform: 'instagram' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    expect(t.log.entries.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('MEDIA_PROXY_TEST_HOSTS is set')]),
    );
  });

  it('documents every media route and method in /api/openapi.json by its contract', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { summary?: string; parameters?: { name: string; in: string }[] }>
      >;
    };
    const methods = (path: string): string[] => Object.keys(doc.paths[path] ?? {});
    expect(methods('/api/media/generate-token')).toEqual(['post']);
    expect(methods('/api/media/health')).toEqual(['get']);
    expect(methods('/api/media/proxy/{path}')).toEqual(['get', 'head']);
    expect(methods('/api/media/proxy-audio')).toEqual(['get', 'head']);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.summary, `${method} ${path}`).not.toBe('Undocumented');
      }
    }
    expect(doc.paths['/api/media/proxy-audio']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'url', in: 'query' })]),
    );
  });
});
