import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedDispatcher } from '../../src/repositories/egress/egress-dispatcher.repository.js';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import {
  egressConfig,
  egressFor,
  refusalOf,
  fakeLookup,
  startCanary,
  startOrigin,
  type Canary,
  type Origin,
  type WarnLog,
} from './egress-fixtures.js';

describe('egress client: SSRF refusals with a loopback canary (DESIGN.md §5 "Egress")', () => {
  let canary: Canary;
  let origin: Origin;
  let egress: Egress;
  let log: WarnLog;
  const names: Record<string, string[]> = {};

  beforeAll(async () => {
    canary = await startCanary();
    origin = await startOrigin((req, res) => {
      const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (target) res.writeHead(302, { location: target }).end();
      else res.end('public');
    });
    Object.assign(names, {
      'evil.test': ['127.0.0.1'],
      'evil6.test': ['::1'],
      'internal.test': ['10.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'mixed.test': ['127.0.0.1', '93.184.216.34'],
      'public.test': ['127.0.0.1'],
    });
    // The origin stands in for a public server: the allow-list admits its port only, never the canary's.
    ({ egress, log } = egressFor({ EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}` }, fakeLookup(names)));
  });

  afterAll(async () => {
    await egress.close();
    await canary.close();
    await origin.close();
  });

  afterEach(() => {
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
    expect(canary.requests()).toBe(0);
  });

  const loopbackNotations = (port: number): string[] => [
    `http://127.0.0.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.1:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://127.1:${port}/`,
    `http://127.000.000.001:${port}/`,
    `http://[::1]:${port}/`,
    `http://[0:0:0:0:0:0:0:1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[::127.0.0.1]:${port}/`,
    `http://[64:ff9b::127.0.0.1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://0:${port}/`,
  ];

  it('refuses loopback in every notation, and the canary sees no connection', async () => {
    for (const url of loopbackNotations(canary.port)) {
      expect((await refusalOf(egress.client.request(url))).code, url).toBe('EGRESS_BLOCKED_ADDRESS');
    }
  });

  it('refuses names that resolve to loopback, private or metadata addresses, judged at connect time', async () => {
    const expectations: [string, string][] = [
      [`http://evil.test:${canary.port}/`, 'loopback'],
      [`http://evil6.test:${canary.port}/`, 'loopback'],
      [`http://internal.test:${canary.port}/`, 'private'],
      [`http://metadata.test/latest/meta-data/`, 'link-local'],
      [`http://mixed.test:${canary.port}/`, 'loopback'],
    ];
    for (const [url, range] of expectations) {
      expect(await refusalOf(egress.client.request(url)), url).toEqual({
        code: 'EGRESS_BLOCKED_ADDRESS',
        context: { range },
      });
    }
    // The log names the address for the operator; the error context does not name it for the caller.
    expect(
      log.entries.some((e) => e.fields.host === 'internal.test' && e.fields.address === '10.0.0.1'),
    ).toBe(true);
  });

  it('the connect-time check stands on its own: the dispatcher and the guard refuse without the URL pre-check', async () => {
    const dispatcher = createGuardedDispatcher(egress.guard, egressConfig());
    try {
      for (const origin of [
        `http://127.0.0.1:${canary.port}`,
        `http://[::ffff:127.0.0.1]:${canary.port}`,
        `http://evil.test:${canary.port}`,
      ]) {
        const refusal = await refusalOf(dispatcher.request({ origin, path: '/', method: 'GET' }));
        expect(refusal.code, origin).toBe('EGRESS_BLOCKED_ADDRESS');
      }
    } finally {
      await dispatcher.close();
    }
    for (const host of ['127.0.0.1', '::1', '::ffff:7f00:1', 'evil.test', '0177.0.0.1']) {
      const refusal = await refusalOf(egress.guard.connect(host, canary.port));
      // 0177.0.0.1 is not an address to the guard: it is a name the (test) resolver does not know.
      expect(refusal.code, host).toBe(
        host === '0177.0.0.1' ? 'EGRESS_UNREACHABLE' : 'EGRESS_BLOCKED_ADDRESS',
      );
    }
  });

  it('the system resolver is guarded too: localhost is refused', async () => {
    const { egress: plain } = egressFor({});
    try {
      expect((await refusalOf(plain.client.request(`http://localhost:${canary.port}/`))).code).toBe(
        'EGRESS_BLOCKED_ADDRESS',
      );
      // getaddrinfo reads the old inet_aton notations as addresses; what it answers is judged.
      for (const host of ['localhost', '0177.0.0.1', '2130706433', '0x7f.1', '127.1']) {
        expect((await refusalOf(plain.guard.connect(host, canary.port))).code, host).toBe(
          'EGRESS_BLOCKED_ADDRESS',
        );
      }
    } finally {
      await plain.close();
    }
  });

  it('re-checks every redirect hop: a public page redirecting to loopback is refused', async () => {
    expect(await egress.client.text(`${origin.url}/`)).toMatchObject({ text: 'public' });
    for (const target of [
      ...loopbackNotations(canary.port),
      `http://evil.test:${canary.port}/`,
      `http://internal.test:${canary.port}/`,
    ]) {
      const url = `${origin.url}/?to=${encodeURIComponent(target)}`;
      expect((await refusalOf(egress.client.request(url))).code, target).toBe('EGRESS_BLOCKED_ADDRESS');
    }
    expect((await refusalOf(egress.client.request(`${origin.url}/?to=file:///etc/passwd`))).code).toBe(
      'EGRESS_BAD_SCHEME',
    );
  });

  it('connects to the address it judged: one lookup per connection, so a rebinding answer is never used', async () => {
    let lookups = 0;
    const rebinding = egressFor({ EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}` }, (host) => {
      lookups += 1;
      // First answer: the allowed origin's address; every later answer: the canary's loopback.
      return Promise.resolve(host === 'rebind.test' && lookups === 1 ? ['127.0.0.1'] : ['::1']);
    });
    try {
      const { text } = await rebinding.egress.client.text(`http://rebind.test:${origin.port}/`);
      expect(text).toBe('public');
      expect(lookups).toBe(1);
    } finally {
      await rebinding.egress.close();
    }
  });
});
