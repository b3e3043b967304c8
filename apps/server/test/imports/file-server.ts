import type { ServerResponse } from 'node:http';
import { startOrigin, streamForever, type Origin } from '../egress/egress-fixtures.js';
import type { Media } from './import-kit.js';

/**
 * A loopback web server for URL imports: the MP4 with its length, sent slowly, without a length or a
 * name, named by Content-Disposition; a text file; an endless body; a declared length past any cap; a
 * redirect; a 404. It stands in for a public site: tests admit its port with EGRESS_ALLOW_PRIVATE.
 */
export function startFileServer(media: Media): Promise<Origin> {
  const mp4 = Buffer.from(media.mp4.bytes);
  const send = (res: ServerResponse, type: string, bytes: Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length), ...extra });
    res.end(bytes);
  };
  return startOrigin((req, res) => {
    const url = new URL(req.url ?? '/', 'http://files.test');
    switch (url.pathname) {
      case '/clip.mp4':
        return send(res, 'video/mp4', mp4);
      case '/slow.mp4': {
        // Ten pieces a fifth of a second apart: the import reports progress while they arrive.
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(mp4.length) });
        const piece = Math.ceil(mp4.length / 10);
        let at = 0;
        const next = (): void => {
          if (res.destroyed) return;
          res.write(mp4.subarray(at, at + piece));
          at += piece;
          if (at >= mp4.length) res.end();
          else setTimeout(next, 200);
        };
        next();
        return;
      }
      case '/stream':
        // No length, no extension: the declared type names it.
        res.writeHead(200, { 'content-type': 'video/mp4; codecs="avc1"' });
        res.end(mp4);
        return;
      case '/download':
        return send(res, 'application/octet-stream', mp4, {
          'content-disposition': `attachment; filename="fallback.mp4"; filename*=UTF-8''F%C3%AAte.mp4`,
        });
      case '/fake.mp4':
        return send(res, 'video/mp4', Buffer.from(media.text.bytes));
      case '/notes.txt':
        return send(res, 'text/plain', Buffer.from('plain text'));
      case '/endless.mp4':
        return streamForever(res);
      case '/declared-huge.mp4':
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(10 * 1024 ** 3) });
        res.write(mp4.subarray(0, 100));
        return;
      case '/to':
        res.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    }
  });
}
