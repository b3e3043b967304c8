// A loopback "platform" for the downloader's end-to-end tests (playwright.config.ts starts it; the main
// server counts its origin as Vimeo through DOWNLOADER_TEST_ORIGINS, D101): an og:video page with a
// progressive MP4 (a `stream` quality) and a DASH presentation with separate video and audio (a `job`
// quality, joined by the server). The media are made with ffmpeg's lavfi sources when it starts; it
// answers /health only once they exist, which is what Playwright waits for.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const port = Number(process.env.PORT ?? 4313);
const origin = `http://127.0.0.1:${port}`;
const dir = path.resolve(process.env.ORIGIN_DIR ?? `test-results/e2e-origin-${port}`);

/** Two seconds of picture and tone: small, quick to make, and real media for the server's ffprobe. */
const SOURCES = [
  ['-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=2'],
  ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:d=2'],
].flat();
const H264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '10', '-c:a', 'aac', '-b:a', '96k'];

async function makeMedia() {
  mkdirSync(path.join(dir, 'dash'), { recursive: true });
  const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  await Promise.all([
    ffmpeg([...SOURCES, ...H264, '-movflags', '+faststart', path.join(dir, 'clip.mp4')]),
    ffmpeg([
      ...SOURCES,
      ...['-map', '0:v', '-map', '1:a', ...H264],
      ...['-f', 'dash', '-seg_duration', '1', '-use_template', '1', '-use_timeline', '0'],
      ...['-adaptation_sets', 'id=0,streams=v id=1,streams=a'],
      path.join(dir, 'dash', 'manifest.mpd'),
    ]),
  ]);
}

const TYPES = { '.mp4': 'video/mp4', '.m4s': 'video/iso.segment', '.mpd': 'application/dash+xml' };

const PAGE = `<!doctype html><html><head><title>Loopback clip</title>
<meta property="og:title" content="Loopback clip"><meta property="og:video" content="${origin}/clip.mp4">
</head><body></body></html>`;

/** A file of the media directory, with one byte range when asked (the server relays the visitor's). */
function sendFile(request, response, name) {
  const file = path.join(dir, path.normalize(name).replace(/^(\.\.[/\\])+/, ''));
  let size;
  try {
    size = statSync(file).size;
  } catch {
    response.writeHead(404).end('not found');
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  const body = readFileSync(file);
  if (range === null) {
    response.writeHead(200, { 'content-type': type, 'content-length': size, 'accept-ranges': 'bytes' });
    response.end(body);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(size - 1, range[2] === '' ? size - 1 : Number(range[2]));
  response.writeHead(206, {
    'content-type': type,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  response.end(body.subarray(start, end + 1));
}

const ready = makeMedia();
ready.catch((error) => {
  console.error('could not make the media', error);
  process.exit(1);
});

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', origin);
  if (pathname === '/health') {
    ready.then(() => response.writeHead(200).end('ok'));
    return;
  }
  if (pathname === '/page.html') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    return;
  }
  sendFile(request, response, pathname);
}).listen(port, '127.0.0.1');
