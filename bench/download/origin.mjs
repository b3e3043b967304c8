// The "platform" of the download benchmark, in a process of its own so that serving the file never
// shares an event loop with the client that measures it. Two og:video pages point at the same large
// file, once as sent (/page.html → /big.mp4) and once paced by a token bucket (/paced.html →
// /paced/big.mp4), so one origin serves both halves of the benchmark. yt-dlp's generic extractor takes
// the og:video address as the one format of the page without fetching it, so the body may be any bytes;
// only its Content-Type (video/mp4) and Content-Length matter to the server. Logs every request's path to
// the parent (`{ request }` messages) so the benchmark can check what yt-dlp fetched.
// Usage (fork): origin.mjs <port> <file> <paced bytes per second>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const [, , port, file, pacedRate] = process.argv;
const size = statSync(file).size;
const rate = Number(pacedRate);
// Reads of 256 KiB: fewer, larger writes than the default 64 KiB, so the origin is never the slower
// side of the direct fetch it is compared with.
const READ_CHUNK = 256 * 1024;

/**
 * A token bucket: tokens arrive at `bytesPerSecond` and at most `burst` of them are saved up; a chunk
 * waits until it is paid for. The balance may go below zero (a chunk larger than the bucket), and the
 * wait is computed from the real clock, so timer granularity (≥ 1 ms) does not lower the average rate.
 */
function tokenBucket(bytesPerSecond, burst) {
  let tokens = burst;
  let last = performance.now();
  return new Transform({
    transform(chunk, _encoding, done) {
      const now = performance.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * bytesPerSecond);
      last = now;
      tokens -= chunk.length;
      if (tokens >= 0) done(null, chunk);
      else setTimeout(() => done(null, chunk), (-tokens / bytesPerSecond) * 1000);
    },
  });
}

function page(res, title, video) {
  const body =
    `<!doctype html><html><head><title>${title}</title><meta property="og:title" content="${title}">` +
    `<meta property="og:video" content="${video}"></head><body></body></html>`;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

const server = createServer((req, res) => {
  process.send?.({ request: `${req.method} ${req.url}` });
  const self = `http://${req.headers.host}`;
  switch (req.url) {
    case '/page.html':
      return page(res, 'Bench clip', `${self}/big.mp4`);
    case '/paced.html':
      return page(res, 'Bench clip paced', `${self}/paced/big.mp4`);
    case '/big.mp4':
    case '/paced/big.mp4': {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size, 'accept-ranges': 'none' });
      if (req.method === 'HEAD') return res.end();
      const source = createReadStream(file, { highWaterMark: READ_CHUNK });
      // A burst of 1/50 s: smooth at the 20 ms scale, large enough that timers fire rarely.
      const steps = req.url === '/big.mp4' ? [source] : [source, tokenBucket(rate, rate / 50)];
      // A client that goes away ends the pipeline with an error nobody needs to hear.
      return void pipeline(...steps, res).catch(() => undefined);
    }
    default:
      res.writeHead(404).end('not found');
  }
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
