import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import {
  errorOf,
  proxiedPath,
  serveRanged,
  startMediaApp,
  VIDEO,
  type MediaApp,
} from './media-proxy-fixtures.js';

const MIB = 1024 * 1024;
const CAP = 64 * MIB;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(500, 3)]);
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** Streams CHUNKs as fast as the reader takes them, counting what was written and when it stopped. */
function streamForever(res: ServerResponse, meter: { written: number; closed: boolean }): void {
  res.writeHead(200, { 'content-type': 'video/mp4' });
  res.on('close', () => {
    meter.closed = true;
  });
  const pump = (): void => {
    while (!res.destroyed) {
      meter.written += CHUNK.length;
      if (!res.write(CHUNK)) break;
    }
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

const until = async (condition: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`timed out waiting: ${what}`);
};

describe('media proxy relay: types, headers, ranges, caps, disconnects (docs/decisions.md D111)', () => {
  let origin: Origin;
  let t: MediaApp;
  const forever = { written: 0, closed: false };
  const hanging: IncomingMessage[] = [];

  beforeAll(async () => {
    origin = await startOrigin((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const send = (type: string | undefined, body: Buffer | string, extra = {}): void => {
        res.writeHead(200, { ...(type ? { 'content-type': type } : {}), ...extra }).end(body);
      };
      if (path === '/img.jpg') {
        send('image/JPEG; foo=bar', JPEG, {
          etag: '"v1"',
          'last-modified': 'Wed, 21 Oct 2015 07:28:00 GMT',
          'set-cookie': 'session=1',
          'x-internal': 'secret',
          'access-control-allow-origin': '*',
          'content-security-policy': 'script-src *',
          'content-disposition': 'inline; filename="x.html"',
          'content-length': JPEG.length,
        });
      } else if (path === '/a.mp3') send('audio/mpeg', MP3);
      else if (path === '/track.mp4') send('video/mp4', MP3);
      else if (path === '/clip.webm') send('video/webm', MP3);
      else if (path === '/v.mp4') serveRanged(req, res, 'video/mp4');
      else if (path === '/whole.mp4') send('video/mp4', VIDEO);
      else if (path === '/stray-part.mp4') res.writeHead(206, { 'content-type': 'video/mp4' }).end(VIDEO);
      else if (path === '/page') send('text/html', '<script>alert(1)</script>');
      else if (path === '/svg') send('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      else if (path === '/octet') send('application/octet-stream', JPEG);
      else if (path === '/notype') send(undefined, JPEG);
      else if (path === '/big')
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': CAP + 1 }).write(CHUNK);
      else if (path === '/forever') streamForever(res, forever);
      else if (path === '/hang') hanging.push(req);
      else res.writeHead(404).end();
    });
    const host = `127.0.0.1:${origin.port}`;
    t = await startMediaApp({
      EGRESS_ALLOW_PRIVATE: host,
      MEDIA_PROXY_TEST_HOSTS: `instagram=${host},whatsapp=${host}`,
      MEDIA_PROXY_MAX_BYTES: String(CAP),
    });
  });

  afterAll(async () => {
    await t.close();
    await origin.close();
  });

  const proxy = async (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${t.baseUrl}${await proxiedPath(t.baseUrl, `${origin.url}${path}`)}`, init);

  it('relays image, audio and video with their type, nosniff and the sandbox CSP, and only safe headers', async () => {
    const image = await proxy('/img.jpg');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG);
    const headers = Object.fromEntries(image.headers);
    expect(headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.length),
      etag: '"v1"',
      'last-modified': 'Wed, 21 Oct 2015 07:28:00 GMT',
      'x-content-type-options': 'nosniff',
      // Ours, in place of helmet's page policy and of whatever the CDN said.
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, max-age=3600',
    });
    for (const name of ['set-cookie', 'x-internal', 'access-control-allow-origin', 'content-disposition']) {
      expect(headers[name], name).toBeUndefined();
    }
    const audio = await proxy('/a.mp3');
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
    const video = await proxy('/v.mp4');
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(video.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await video.arrayBuffer())).toEqual(VIDEO);
  });

  it('passes one byte range upstream and relays the 206, Content-Range and length as the CDN sent them', async () => {
    const before = origin.seen.length;
    const part = await proxy('/v.mp4', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(VIDEO.subarray(100, 200));
    expect(origin.seen.slice(before).map((r) => r.headers.range)).toEqual(['bytes=100-199']);

    const suffix = await proxy('/v.mp4', { headers: { range: 'bytes=-10' } });
    expect([suffix.status, suffix.headers.get('content-range')]).toEqual([206, 'bytes 990-999/1000']);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(VIDEO.subarray(990));

    // Several ranges are not passed on: the whole media comes back (RFC 9110 lets a server ignore Range).
    const several = await proxy('/v.mp4', { headers: { range: 'bytes=0-1,5-6' } });
    expect(several.status).toBe(200);
    expect(Buffer.from(await several.arrayBuffer())).toEqual(VIDEO);
    expect(origin.seen.at(-1)?.headers.range).toBeUndefined();

    const ignored = await proxy('/whole.mp4', { headers: { range: 'bytes=0-9' } });
    expect(ignored.status).toBe(200);
    expect(Buffer.from(await ignored.arrayBuffer())).toEqual(VIDEO);

    const outside = await proxy('/v.mp4', { headers: { range: 'bytes=5000-' } });
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
    expect(await errorOf(outside)).toMatchObject({ status: 416, code: 'RANGE_NOT_SATISFIABLE' });

    // A part nobody asked for cannot be relayed as the whole media.
    expect(await errorOf(await proxy('/stray-part.mp4'))).toMatchObject({
      status: 502,
      code: 'EGRESS_BAD_RESPONSE',
    });
  });

  it('refuses answers that are not image, audio or video (415 MEDIA_TYPE_NOT_ALLOWED), sniffing nothing', async () => {
    for (const path of ['/page', '/svg', '/octet', '/notype']) {
      expect(await errorOf(await proxy(path)), path).toMatchObject({
        status: 415,
        code: 'MEDIA_TYPE_NOT_ALLOWED',
      });
    }
  });

  it('names a download after the token for what it holds: attachment with the relayed type’s extension', async () => {
    const path = await proxiedPath(t.baseUrl, `${origin.url}/img.jpg`);
    const response = await fetch(`${t.baseUrl}${path}/${encodeURIComponent('résumé.exe')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_.jpg"; filename*=UTF-8''r%C3%A9sum%C3%A9.jpg`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('answers HEAD from an upstream HEAD, with the headers and no body', async () => {
    const before = origin.seen.length;
    const response = await proxy('/img.jpg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(JPEG.length));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    expect(origin.seen.slice(before).map((r) => r.method)).toEqual(['HEAD']);
  });

  it('stops a body over the byte cap: a declared length is refused, a streamed one is cut at the cap', async () => {
    expect(await errorOf(await proxy('/big'))).toMatchObject({ status: 413, code: 'EGRESS_TOO_LARGE' });
    forever.written = 0;
    forever.closed = false;
    const response = await proxy('/forever');
    expect(response.status).toBe(200);
    let received = 0;
    const reading = (async () => {
      for await (const chunk of response.body ?? []) received += (chunk as Uint8Array).length;
    })();
    await expect(reading).rejects.toThrow();
    expect(received).toBeLessThanOrEqual(CAP);
    expect(received).toBeGreaterThan(CAP / 2);
    await until(() => forever.closed, 'the origin’s answer to close');
  });

  it('streams with backpressure: a visitor who stops reading stops the upstream; leaving closes it', async () => {
    forever.written = 0;
    forever.closed = false;
    const path = await proxiedPath(t.baseUrl, `${origin.url}/forever`);
    const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
    await until(() => forever.written > 0, 'the origin to start');
    await new Promise((r) => setTimeout(r, 1500));
    const settled = forever.written;
    await new Promise((r) => setTimeout(r, 500));
    // Nothing more is pulled while the visitor reads nothing, far below the cap a buffering relay would reach.
    expect(forever.written).toBe(settled);
    expect(settled).toBeLessThan(CAP / 2);
    expect(forever.closed).toBe(false);
    socket.destroy();
    await until(() => forever.closed, 'the origin’s answer to close after the visitor left');
  });

  it('stops the upstream request when the visitor leaves before the CDN answers', async () => {
    const path = await proxiedPath(t.baseUrl, `${origin.url}/hang`);
    const controller = new AbortController();
    const pending = fetch(`${t.baseUrl}${path}`, { signal: controller.signal }).catch(() => undefined);
    await until(() => hanging.length === 1, 'the request to reach the origin');
    let closed = false;
    hanging[0]?.socket.once('close', () => {
      closed = true;
    });
    controller.abort();
    await pending;
    await until(() => closed, 'the upstream connection to close');
  });

  it('DR-7.08: proxy-audio relays audio of a platform’s CDN address, and nothing else', async () => {
    const audio = (url: string, init: RequestInit = {}): Promise<Response> =>
      fetch(`${t.baseUrl}/api/media/proxy-audio?url=${encodeURIComponent(url)}`, init);
    const mp3 = await audio(`${origin.url}/a.mp3`);
    expect([mp3.status, mp3.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(mp3.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mp3.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await mp3.arrayBuffer())).toEqual(MP3);
    // Music in an mp4 container labelled video/mp4 plays; other video and images do not pass.
    expect((await audio(`${origin.url}/track.mp4`)).headers.get('content-type')).toBe('video/mp4');
    expect(await errorOf(await audio(`${origin.url}/clip.webm`))).toMatchObject({
      code: 'MEDIA_TYPE_NOT_ALLOWED',
    });
    expect(await errorOf(await audio(`${origin.url}/img.jpg`))).toMatchObject({
      code: 'MEDIA_TYPE_NOT_ALLOWED',
    });
    const part = await audio(`${origin.url}/v.mp4`, { headers: { range: 'bytes=0-9' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, 'bytes 0-9/1000']);
    await part.arrayBuffer();
    expect(await errorOf(await audio('https://example.com/a.mp3'))).toMatchObject({
      status: 403,
      code: 'MEDIA_HOST_NOT_ALLOWED',
    });
    const missing = await fetch(`${t.baseUrl}/api/media/proxy-audio`);
    expect(await errorOf(missing)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
