import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeLookup, startCanary, startOrigin, type Canary, type Origin } from '../egress/egress-fixtures.js';
import {
  errorOf,
  generateToken,
  startMediaApp,
  type ErrorAnswer,
  type MediaApp,
} from './media-proxy-fixtures.js';

/**
 * SSRF through the media proxy (DESIGN.md §5 "Egress"; docs/decisions.md D110, D113): two rules stand
 * between a visitor and an internal address, the platforms' media hosts and the egress guard. The test
 * host list deliberately admits the canary's address for some platforms (vimeo, pinterest), so those
 * cases prove the egress guard alone still refuses; the others prove the host policy does. Either way the
 * loopback canary must see no connection at all.
 */
describe('media proxy: SSRF refusals with a loopback canary', () => {
  let canary: Canary;
  let origin: Origin;
  let t: MediaApp;

  beforeAll(async () => {
    canary = await startCanary();
    origin = await startOrigin((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (to) res.writeHead(302, { location: to }).end();
      else res.writeHead(200, { 'content-type': 'audio/mpeg' }).end('ID3');
    });
    const own = `127.0.0.1:${origin.port}`;
    const trap = `127.0.0.1:${canary.port}`;
    const testHosts = [
      `instagram=${own}`,
      `pinterest=${own}`,
      `pinterest=${trap}`,
      `vimeo=${trap}`,
      ...['evil.test', 'evil6.test'].map((name) => `vimeo=${name}:${canary.port}`),
      ...['metadata.test', 'internal.test', 'cgnat.test', 'ula.test'].map((name) => `vimeo=${name}`),
      ...['169.254.169.254', '10.0.0.1', '100.64.0.1', '[fc00::1]'].map((ip) => `vimeo=${ip}`),
    ];
    // The origin stands in for a public CDN: the egress allow-list admits its port only, never the canary's.
    t = await startMediaApp(
      { EGRESS_ALLOW_PRIVATE: own, MEDIA_PROXY_TEST_HOSTS: testHosts.join(',') },
      fakeLookup({
        'evil.test': ['127.0.0.1'],
        'evil6.test': ['::1'],
        'metadata.test': ['169.254.169.254'],
        'internal.test': ['10.0.0.1'],
        'cgnat.test': ['100.64.0.1'],
        'ula.test': ['fd00::1'],
        'scontent.cdninstagram.com': ['127.0.0.1'],
      }),
    );
  });

  afterAll(async () => {
    await t.close();
    await canary.close();
    await origin.close();
  });

  afterEach(() => {
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
    expect(canary.requests()).toBe(0);
  });

  const loopback = (port: number): string[] => [
    `http://127.0.0.1:${port}/a.mp3`,
    `http://2130706433:${port}/a.mp3`,
    `http://0177.0.0.1:${port}/a.mp3`,
    `http://0x7f.1:${port}/a.mp3`,
    `http://127.1:${port}/a.mp3`,
    `http://[::1]:${port}/a.mp3`,
    `http://[::ffff:127.0.0.1]:${port}/a.mp3`,
  ];
  /** The URL parser writes the IPv4 notations as 127.0.0.1, which the test list admits for vimeo. */
  const admittedForVimeo = (url: string): boolean => new URL(url).hostname === '127.0.0.1';

  const audio = async (url: string): Promise<ErrorAnswer> =>
    errorOf(await fetch(`${t.baseUrl}/api/media/proxy-audio?url=${encodeURIComponent(url)}`));
  const proxyOf = async (
    url: string,
    platform: 'instagram' | 'vimeo' | 'pinterest',
  ): Promise<ErrorAnswer> => {
    const { token } = t.tokens.sign({ url, platform, type: 'audio' }, t.clock.now + 60_000);
    return errorOf(await fetch(`${t.baseUrl}/api/media/proxy/${token}`));
  };
  const refusal = (code: string, range?: string) => ({
    status: 403,
    code,
    ...(range ? { context: { range } } : {}),
  });

  it('generate-token signs loopback in no notation', async () => {
    for (const url of loopback(canary.port)) {
      const answer = await errorOf(await generateToken(t.baseUrl, { url, platform: 'instagram' }));
      expect(answer, url).toMatchObject(refusal('MEDIA_HOST_NOT_ALLOWED'));
    }
  });

  it('proxy refuses loopback in every notation, by the host policy or (when the list admits it) the egress guard', async () => {
    for (const url of loopback(canary.port)) {
      // A token can only come from this server; these are signed by hand to test the proxy's own checks.
      expect(await proxyOf(url, 'instagram'), url).toMatchObject(refusal('MEDIA_HOST_NOT_ALLOWED'));
      expect(await proxyOf(url, 'vimeo'), url).toMatchObject(
        admittedForVimeo(url)
          ? refusal('EGRESS_BLOCKED_ADDRESS', 'loopback')
          : refusal('MEDIA_HOST_NOT_ALLOWED'),
      );
    }
  });

  it('proxy-audio refuses loopback in every notation', async () => {
    for (const url of loopback(canary.port)) {
      expect(await audio(url), url).toMatchObject(
        admittedForVimeo(url)
          ? refusal('EGRESS_BLOCKED_ADDRESS', 'loopback')
          : refusal('MEDIA_HOST_NOT_ALLOWED'),
      );
    }
  });

  it('refuses a redirect from an allowed origin to the canary, at the hop, before connecting', async () => {
    const hops = [
      `http://127.0.0.1:${canary.port}/a.mp3`,
      `http://0x7f.1:${canary.port}/a.mp3`,
      `http://[::1]:${canary.port}/`,
    ];
    for (const to of hops) {
      const url = `${origin.url}/r?to=${encodeURIComponent(to)}`;
      expect(await proxyOf(url, 'instagram'), to).toMatchObject(refusal('MEDIA_HOST_NOT_ALLOWED'));
      expect(await proxyOf(url, 'pinterest'), to).toMatchObject(
        admittedForVimeo(to)
          ? refusal('EGRESS_BLOCKED_ADDRESS', 'loopback')
          : refusal('MEDIA_HOST_NOT_ALLOWED'),
      );
      expect(await audio(url), to).toMatchObject(
        admittedForVimeo(to)
          ? refusal('EGRESS_BLOCKED_ADDRESS', 'loopback')
          : refusal('MEDIA_HOST_NOT_ALLOWED'),
      );
    }
    // The origin was asked each time; the hop it pointed to never was.
    expect(origin.seen.length).toBeGreaterThanOrEqual(hops.length * 3);
  });

  it('refuses names that resolve to private, link-local (metadata), CGNAT or ULA addresses, at connect time', async () => {
    const cases: [string, string][] = [
      [`http://evil.test:${canary.port}/a.mp3`, 'loopback'],
      [`http://evil6.test:${canary.port}/a.mp3`, 'loopback'],
      ['http://metadata.test/latest/meta-data/', 'link-local'],
      ['http://internal.test/a.mp3', 'private'],
      ['http://cgnat.test/a.mp3', 'shared-address-space'],
      ['http://ula.test/a.mp3', 'unique-local'],
    ];
    for (const [url, range] of cases) {
      expect(await audio(url), url).toMatchObject(refusal('EGRESS_BLOCKED_ADDRESS', range));
      expect(await proxyOf(url, 'vimeo'), url).toMatchObject(refusal('EGRESS_BLOCKED_ADDRESS', range));
    }
    // A real CDN name that a poisoned resolver points inward: signed (it is Instagram's host), never fetched.
    const cdn = 'https://scontent.cdninstagram.com/v/a.jpg';
    const signed = (await (await generateToken(t.baseUrl, { url: cdn, platform: 'instagram' })).json()) as {
      data: { proxiedUrl: string };
    };
    expect(await errorOf(await fetch(`${t.baseUrl}${signed.data.proxiedUrl}`))).toMatchObject(
      refusal('EGRESS_BLOCKED_ADDRESS', 'loopback'),
    );
  });

  it('refuses the metadata address, 10/8, 100.64/10 and fc00::/7 as literals', async () => {
    const cases: [string, string][] = [
      ['http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['http://10.0.0.1/a.mp3', 'private'],
      ['http://100.64.0.1/a.mp3', 'shared-address-space'],
      ['http://[fc00::1]/a.mp3', 'unique-local'],
    ];
    for (const [url, range] of cases) {
      expect(
        await errorOf(await generateToken(t.baseUrl, { url, platform: 'instagram' })),
        url,
      ).toMatchObject(refusal('MEDIA_HOST_NOT_ALLOWED'));
      expect(await audio(url), url).toMatchObject(refusal('EGRESS_BLOCKED_ADDRESS', range));
      expect(await proxyOf(url, 'vimeo'), url).toMatchObject(refusal('EGRESS_BLOCKED_ADDRESS', range));
    }
  });
});
