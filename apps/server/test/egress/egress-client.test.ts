import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import { AppError } from '../../src/errors/app-error.js';
import { egressFor, refusalOf, startOrigin, streamForever, type Origin } from './egress-fixtures.js';

/** Reads a body to its end or its error; answers the bytes read and the error. */
async function drain(body: AsyncIterable<unknown>): Promise<{ bytes: number; error: unknown }> {
  let bytes = 0;
  try {
    for await (const chunk of body) bytes += (chunk as Buffer).length;
  } catch (error) {
    return { bytes, error };
  }
  return { bytes, error: undefined };
}

describe('egress client: caps, redirects and cookies against loopback servers (test allow-list on)', () => {
  let origin: Origin;
  let other: Origin;
  let egress: Egress;

  beforeAll(async () => {
    other = await startOrigin((_req, res) => res.end('other'));
    origin = await startOrigin((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      switch (url.pathname) {
        case '/forever':
          return streamForever(res);
        case '/big':
          res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
          return res.write(Buffer.alloc(16 * 1024));
        case '/stall-headers':
          return undefined; // never answers
        case '/stall-body':
          res.writeHead(200, { 'content-length': '1000' });
          return res.write('x');
        case '/drip': {
          res.writeHead(200);
          const timer = setInterval(() => res.write('.'), 50);
          res.on('close', () => clearInterval(timer));
          return undefined;
        }
        case '/chain': {
          const left = Number(url.searchParams.get('n'));
          if (left > 0) return res.writeHead(302, { location: `/chain?n=${left - 1}` }).end();
          return res.end('end of chain');
        }
        case '/set-cookie':
          return res.writeHead(302, { location: '/echo', 'set-cookie': 'sid=secret; Path=/' }).end();
        case '/to-other':
          return res.writeHead(307, { location: `${other.url}/` }).end();
        case '/post':
          return res.writeHead(303, { location: '/echo' }).end();
        case '/json':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        case '/not-json':
          return res.end('<html>');
        case '/missing':
          return res.writeHead(404).end('nope');
        default:
          res.setHeader('set-cookie', 'tracking=1');
          return res.end(JSON.stringify({ method: req.method, headers: req.headers }));
      }
    });
    ({ egress } = egressFor({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port},127.0.0.1:${other.port}`,
      EGRESS_MAX_REDIRECTS: '3',
    }));
  });

  afterAll(async () => {
    await egress.close();
    await origin.close();
    await other.close();
  });

  it('streams the body and stops a body that goes on forever at the byte cap', async () => {
    const response = await egress.client.request(`${origin.url}/forever`, { maxBytes: 256 * 1024 });
    expect(response.status).toBe(200);
    const { bytes, error } = await drain(response.body);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'EGRESS_TOO_LARGE', context: { maxBytes: 256 * 1024 } });
    expect((error as Error).message).toBe('The remote file exceeds the maximum size of 256 KB');
    expect(bytes).toBeLessThanOrEqual(256 * 1024);
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    expect(await refusalOf(egress.client.request(`${origin.url}/big`, { maxBytes: 1024 * 1024 }))).toEqual({
      code: 'EGRESS_TOO_LARGE',
      context: { maxBytes: 1024 * 1024 },
    });
  });

  it('times out a server that never answers, one that stalls mid-body, and a drip past the total cap', async () => {
    // Short caps in their own client, so that a busy machine cannot trip them in the other tests.
    const hasty = egressFor({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}`,
      EGRESS_HEADERS_TIMEOUT_MS: '400',
      EGRESS_IDLE_TIMEOUT_MS: '400',
    }).egress;
    try {
      expect(await refusalOf(hasty.client.request(`${origin.url}/stall-headers`))).toEqual({
        code: 'EGRESS_TIMEOUT',
        context: { phase: 'headers' },
      });
      const stalled = await hasty.client.request(`${origin.url}/stall-body`);
      expect((await drain(stalled.body)).error).toMatchObject({
        code: 'EGRESS_TIMEOUT',
        context: { phase: 'idle' },
      });
    } finally {
      await hasty.close();
    }
    const drip = await egress.client.request(`${origin.url}/drip`, { totalTimeoutMs: 600 });
    const dripped = await drain(drip.body);
    expect(dripped.error).toMatchObject({ code: 'EGRESS_TIMEOUT', context: { phase: 'total' } });
    expect(dripped.bytes).toBeGreaterThan(0);
  });

  it('times out a name that never resolves (the connect phase includes the lookup)', async () => {
    const slow = egressFor({ EGRESS_CONNECT_TIMEOUT_MS: '300' }, () => new Promise<never>(() => undefined));
    try {
      expect(await refusalOf(slow.egress.client.request('http://slow.test/'))).toEqual({
        code: 'EGRESS_TIMEOUT',
        context: { phase: 'connect' },
      });
    } finally {
      await slow.egress.close();
    }
  });

  it('follows redirects up to the cap, re-checking each, and refuses the next one', async () => {
    const { response, text } = await egress.client.text(`${origin.url}/chain?n=3`);
    expect(text).toBe('end of chain');
    expect(response.redirects.map((u) => u.search)).toEqual(['?n=3', '?n=2', '?n=1']);
    expect(response.url.href).toBe(`${origin.url}/chain?n=0`);
    expect(await refusalOf(egress.client.request(`${origin.url}/chain?n=4`))).toEqual({
      code: 'EGRESS_TOO_MANY_REDIRECTS',
      context: { maxRedirects: 3 },
    });
    const manual = await egress.client.request(`${origin.url}/chain?n=1`, { redirect: 'manual' });
    expect([manual.status, manual.headers.location]).toEqual([302, '/chain?n=0']);
    manual.body.destroy();
  });

  it('keeps no cookies: Set-Cookie is neither sent back on the next hop nor passed to the caller', async () => {
    const { response, data } = await egress.client.json(`${origin.url}/set-cookie`);
    const seen = data as { headers: Record<string, string> };
    expect(response.redirects).toHaveLength(1);
    expect(seen.headers.cookie).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(seen.headers['user-agent']).toBe('Mediaforge/0.1');
  });

  it("sends the operator's credentials to the first origin only, never across a redirect", async () => {
    const credentials = { authorization: 'Bearer drive-token', cookie: 'session=operator' };
    const same = await egress.client.json(`${origin.url}/echo`, { credentials });
    expect((same.data as { headers: Record<string, string> }).headers).toMatchObject({
      authorization: 'Bearer drive-token',
      cookie: 'session=operator',
    });
    const before = other.seen.length;
    const { text } = await egress.client.text(`${origin.url}/to-other`, { credentials });
    expect(text).toBe('other');
    const hop = other.seen[before];
    expect(hop?.headers.authorization).toBeUndefined();
    expect(hop?.headers.cookie).toBeUndefined();
  });

  it('refuses caller headers the client owns (Cookie, Host, Authorization…)', async () => {
    for (const name of ['Cookie', 'host', 'Authorization', 'Proxy-Authorization', 'User-Agent']) {
      await expect(egress.client.request(`${origin.url}/echo`, { headers: { [name]: 'x' } })).rejects.toThrow(
        TypeError,
      );
    }
    expect(origin.seen.some((r) => r.headers.host === 'x')).toBe(false);
  });

  it('a 303 after a POST continues as a GET without the body; other headers pass through', async () => {
    const { data } = await egress.client.json(`${origin.url}/post`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', range: 'bytes=0-9' },
    });
    const seen = data as { method: string; headers: Record<string, string> };
    expect(seen.method).toBe('GET');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.headers.range).toBe('bytes=0-9');
    expect(seen.headers['accept-encoding']).toBe('identity');
  });

  it('answers HTTP errors and unreadable JSON with their own codes', async () => {
    expect(await refusalOf(egress.client.request(`${origin.url}/missing`))).toEqual({
      code: 'EGRESS_HTTP_ERROR',
      context: { status: 404 },
    });
    const passed = await egress.client.request(`${origin.url}/missing`, { okStatus: () => true });
    expect(passed.status).toBe(404);
    passed.body.destroy();
    expect((await refusalOf(egress.client.json(`${origin.url}/not-json`))).code).toBe('EGRESS_BAD_RESPONSE');
    expect((await egress.client.json(`${origin.url}/json`)).data).toEqual({ ok: true });
  });

  it("a caller's abort stops the body with the caller's reason", async () => {
    const controller = new AbortController();
    const response = await egress.client.request(`${origin.url}/forever`, { signal: controller.signal });
    const reason = new Error('visitor left');
    let bytes = 0;
    let error: unknown;
    try {
      for await (const chunk of response.body) {
        bytes += (chunk as Buffer).length;
        if (bytes > 64 * 1024) controller.abort(reason);
      }
    } catch (e) {
      error = e;
    }
    expect(error).toBe(reason);
  });
});
