import net from 'node:net';
import { ProxyAgent, request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import type { EgressProxy, ProxyLease } from '../../src/repositories/egress/egress-proxy.repository.js';
import {
  egressFor,
  fakeLookup,
  startCanary,
  startOrigin,
  streamForever,
  type Canary,
  type Origin,
  type WarnLog,
} from './egress-fixtures.js';
import { absoluteForm, basicAuth, bytesUntilClose, httpOverTunnel, rawConnect } from './proxy-client.js';

describe('egress proxy for child processes: the same guard at connect time', () => {
  let canary: Canary;
  let origin: Origin;
  let egress: Egress;
  let log: WarnLog;
  let proxy: EgressProxy;
  let lease: ProxyLease;

  beforeAll(async () => {
    canary = await startCanary();
    origin = await startOrigin((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/forever')) return streamForever(res);
      if (path.startsWith('/stall')) return res.writeHead(200, { 'content-length': '100' }).write('x');
      if (path.startsWith('/redirect')) {
        return res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/` }).end();
      }
      return res.end(
        `origin saw ${path} proxy-authorization=${req.headers['proxy-authorization'] ?? 'none'}`,
      );
    });
    ({ egress, log } = egressFor(
      { EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}` },
      fakeLookup({
        localhost: ['127.0.0.1', '::1'],
        'evil.test': ['127.0.0.1'],
        'internal.test': ['10.1.2.3'],
        'origin.test': ['127.0.0.1'],
      }),
    ));
    proxy = await egress.proxy();
    lease = proxy.lease();
  });

  afterAll(async () => {
    lease.release();
    await egress.close();
    await canary.close();
    await origin.close();
  });

  afterEach(() => {
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
  });

  it('listens on loopback only and hands out one credential per lease', () => {
    const url = new URL(lease.url);
    expect([url.hostname, Number(url.port)]).toEqual(['127.0.0.1', proxy.port]);
    expect(url.username).toBe(lease.id);
    expect(url.password.length).toBeGreaterThanOrEqual(32);
    expect(new URL(proxy.lease().url).password).not.toBe(url.password);
  });

  it('refuses a tunnel without, or with wrong, credentials (407) and logs it', async () => {
    for (const auth of [
      undefined,
      'Basic ' + Buffer.from(`${lease.id}:wrong`).toString('base64'),
      'Bearer x',
    ]) {
      const answer = await rawConnect(proxy.port, `127.0.0.1:${origin.port}`, auth);
      expect(answer.status).toBe(407);
      expect(answer.head).toMatch(/Proxy-Authenticate: Basic/);
      answer.socket.destroy();
    }
    expect(origin.seen).toHaveLength(0);
    expect(log.entries.some((e) => /without valid credentials/.test(e.message))).toBe(true);
  });

  it('refuses CONNECT to loopback in every notation and to names resolving to private addresses', async () => {
    const targets = [
      `127.0.0.1:${canary.port}`,
      `2130706433:${canary.port}`,
      `0177.0.0.1:${canary.port}`,
      `0x7f.1:${canary.port}`,
      `127.1:${canary.port}`,
      `[::1]:${canary.port}`,
      `[::ffff:127.0.0.1]:${canary.port}`,
      `[64:ff9b::7f00:1]:${canary.port}`,
      `0.0.0.0:${canary.port}`,
      `localhost:${canary.port}`,
      `evil.test:${canary.port}`,
      `internal.test:443`,
    ];
    for (const target of targets) {
      const answer = await rawConnect(proxy.port, target, basicAuth(lease.url));
      expect([answer.status, /X-Egress-Error: (\S+)/.exec(answer.head)?.[1]], target).toEqual([
        403,
        'EGRESS_BLOCKED_ADDRESS',
      ]);
      answer.socket.destroy();
    }
    const badPort = await rawConnect(proxy.port, 'example.com:25', basicAuth(lease.url));
    expect(badPort.head).toMatch(/X-Egress-Error: EGRESS_BLOCKED_PORT/);
    const junk = await rawConnect(proxy.port, 'user@example.com:443', basicAuth(lease.url));
    expect(junk.head).toMatch(/X-Egress-Error: EGRESS_BAD_URL/);
    expect(log.entries.some((e) => e.message === 'egress proxy refused a tunnel')).toBe(true);
  });

  it('refuses absolute-form http to loopback and https in absolute form', async () => {
    for (const target of [`http://127.0.0.1:${canary.port}/`, `http://2130706433:${canary.port}/x`]) {
      const answer = await absoluteForm(proxy.port, target, basicAuth(lease.url));
      expect([answer.status, answer.headers['x-egress-error']], target).toEqual([
        403,
        'EGRESS_BLOCKED_ADDRESS',
      ]);
      expect(answer.body).toBe('The link points to a private or reserved network address');
    }
    const https = await absoluteForm(proxy.port, `https://127.0.0.1:${origin.port}/`, basicAuth(lease.url));
    expect(https.headers['x-egress-error']).toBe('EGRESS_BAD_SCHEME');
    const noAuth = await absoluteForm(proxy.port, `${origin.url}/`);
    expect(noAuth.status).toBe(407);
  });

  it('tunnels to an allowed origin, and relays plain http with its redirects for the child to follow', async () => {
    const tunnel = await rawConnect(proxy.port, `origin.test:${origin.port}`, basicAuth(lease.url));
    expect(tunnel.status).toBe(200);
    expect(await httpOverTunnel(tunnel.socket, '/through-tunnel', 'origin.test')).toContain(
      'origin saw /through-tunnel proxy-authorization=none',
    );
    const plain = await absoluteForm(proxy.port, `${origin.url}/plain?q=1`, basicAuth(lease.url));
    expect(plain).toMatchObject({ status: 200, body: 'origin saw /plain?q=1 proxy-authorization=none' });
    const redirect = await absoluteForm(proxy.port, `${origin.url}/redirect`, basicAuth(lease.url));
    expect([redirect.status, redirect.headers.location]).toEqual([302, `http://127.0.0.1:${canary.port}/`]);
  });

  it('works for a real proxy client (undici ProxyAgent, CONNECT and absolute form)', async () => {
    for (const proxyTunnel of [true, false]) {
      const agent = new ProxyAgent({ uri: lease.url, proxyTunnel });
      try {
        const ok = await request(`${origin.url}/agent`, { dispatcher: agent });
        expect(await ok.body.text()).toBe('origin saw /agent proxy-authorization=none');
        const refused = await request(`http://127.0.0.1:${canary.port}/`, { dispatcher: agent }).then(
          async (r) => ({ status: r.statusCode, body: await r.body.text() }),
          (error: unknown) => ({ status: 0, body: String(error) }),
        );
        expect(refused.body).not.toBe('canary');
        expect(refused.status).not.toBe(200);
      } finally {
        await agent.close();
      }
    }
  });

  it('cuts a tunnel and a plain request at the byte cap, and a tunnel at the idle cap', async () => {
    const capped = egressFor({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}`,
      EGRESS_MAX_BYTES: '262144',
    });
    const small = await capped.egress.proxy();
    const smallLease = small.lease();
    try {
      const tunnel = await rawConnect(small.port, `127.0.0.1:${origin.port}`, basicAuth(smallLease.url));
      tunnel.socket.write(`GET /forever HTTP/1.1\r\nHost: x\r\n\r\n`);
      const received = await bytesUntilClose(tunnel.socket, tunnel.rest.length);
      expect(received).toBeLessThanOrEqual(262_144);
      expect(received).toBeGreaterThan(100_000);
      expect(capped.log.entries.some((e) => e.fields.end === 'too-large')).toBe(true);
      // The same cap on plain http in absolute form: the answer is cut off.
      const plain = net.connect(small.port, '127.0.0.1');
      plain.write(
        `GET ${origin.url}/forever HTTP/1.1\r\nHost: 127.0.0.1\r\nProxy-Authorization: ${basicAuth(smallLease.url)}\r\n\r\n`,
      );
      const plainBytes = await bytesUntilClose(plain);
      expect(plainBytes).toBeLessThanOrEqual(262_144 + 1024);
      expect(plainBytes).toBeGreaterThan(100_000);
      expect(capped.log.entries.some((e) => e.fields.code === 'EGRESS_TOO_LARGE')).toBe(true);
    } finally {
      smallLease.release();
      await capped.egress.close();
    }
    // The idle cap in its own proxy, so that a busy machine cannot trip it in the other tests.
    const hasty = egressFor({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}`,
      EGRESS_IDLE_TIMEOUT_MS: '500',
    });
    const hastyLease = (await hasty.egress.proxy()).lease();
    try {
      const tunnel = await rawConnect(
        (await hasty.egress.proxy()).port,
        `127.0.0.1:${origin.port}`,
        basicAuth(hastyLease.url),
      );
      tunnel.socket.write(`GET /stall HTTP/1.1\r\nHost: x\r\n\r\n`);
      await bytesUntilClose(tunnel.socket);
      expect(hasty.log.entries.some((e) => e.fields.end === 'idle')).toBe(true);
    } finally {
      hastyLease.release();
      await hasty.egress.close();
    }
  });

  it('a released lease gets nothing more, and its open tunnels are closed', async () => {
    const short = proxy.lease();
    const tunnel = await rawConnect(proxy.port, `127.0.0.1:${origin.port}`, basicAuth(short.url));
    expect(tunnel.status).toBe(200);
    const closed = bytesUntilClose(tunnel.socket);
    short.release();
    await closed;
    const again = await rawConnect(proxy.port, `127.0.0.1:${origin.port}`, basicAuth(short.url));
    expect(again.status).toBe(407);
    again.socket.destroy();
  });
});
