import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import { relay, type RelayPolicy } from '../../src/services/relay/egress-relay.js';
import { egressFor, refusalOf, startOrigin, type Origin } from '../egress/egress-fixtures.js';

async function text(stream: Readable | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The relay as the downloader's direct qualities use it: any type, the operator's credentials, CDN headers. */
describe('egress relay for other callers (docs/decisions.md D111)', () => {
  let a: Origin;
  let b: Origin;
  let egress: Egress;
  const any: RelayPolicy = { accept: 'any', maxBytes: 1024 * 1024 };

  beforeAll(async () => {
    b = await startOrigin((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' }).end('moved');
    });
    a = await startOrigin((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/hop') res.writeHead(302, { location: `${b.url}/file.mp4` }).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<b>page</b>');
    });
    ({ egress } = egressFor({ EGRESS_ALLOW_PRIVATE: `127.0.0.1:${a.port},127.0.0.1:${b.port}` }));
  });

  afterAll(async () => {
    await egress.close();
    await a.close();
    await b.close();
  });

  it('relays any type when asked to, other than media as octet-stream, still nosniff and sandboxed', async () => {
    const answer = await relay(egress.client, { url: `${a.url}/page` }, any);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
    expect(await text(answer.stream)).toBe('<b>page</b>');
    const named = await relay(
      egress.client,
      { url: `${a.url}/page` },
      { ...any, disposition: { name: 'Clip 1.mp4' } },
    );
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="Clip 1.mp4"; filename*=UTF-8''Clip%201.mp4`,
    );
    named.stream?.destroy();
  });

  it('sends the caller’s headers, and the operator’s credentials to the first origin only, across checked hops', async () => {
    const request = {
      url: `${a.url}/hop`,
      headers: { referer: 'https://www.tiktok.com/' },
      credentials: { cookie: 'operator=1' },
    };
    const answer = await relay(egress.client, request, { ...any, hopAllowed: () => true });
    expect(await text(answer.stream)).toBe('moved');
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(a.seen.at(-1)?.headers).toMatchObject({
      referer: 'https://www.tiktok.com/',
      cookie: 'operator=1',
    });
    expect(b.seen.at(-1)?.headers.referer).toBe('https://www.tiktok.com/');
    expect(b.seen.at(-1)?.headers.cookie).toBeUndefined();

    const before = b.seen.length;
    const refused = await refusalOf(
      relay(egress.client, request, { ...any, hopAllowed: (url) => url.port === String(a.port) }),
    );
    expect(refused.code).toBe('MEDIA_HOST_NOT_ALLOWED');
    expect(b.seen.length).toBe(before);
  });
});
