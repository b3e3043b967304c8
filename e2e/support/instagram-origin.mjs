// A loopback Instagram for the result views' end-to-end tests (playwright.config.ts starts it; the main
// server's INSTAGRAM_BASE_URL and INSTAGRAM_API_BASE_URL point here, with the operator's cookies file
// e2e/support/instagram-cookies.txt, and its media proxy may relay these media, D115). The answers are the
// documents of the server's own tests (apps/server/test/extractors-instagram/*-documents.ts and the
// scenarios), compiled when this starts; one origin serves the web profile, the embed pages, the app
// API (only to the operator's session) and the media, made with ffmpeg's lavfi sources. /health answers
// once everything is ready, which is what Playwright waits for.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';

const run = promisify(execFile);
const port = Number(process.env.PORT ?? 4319);
const origin = `http://127.0.0.1:${port}`;
const dir = path.resolve(process.env.ORIGIN_DIR ?? `test-results/e2e-instagram-origin-${port}`);
const root = path.resolve(import.meta.dirname, '../..');
const DOCS = 'apps/server/test/extractors-instagram';
/** The operator's session, as e2e/support/instagram-cookies.txt carries it (the scenarios' SESSION). */
const SESSION_COOKIE = 'sessionid=operator-session%3A42';

/** The test documents as JavaScript modules side by side, so their relative imports still resolve. */
async function loadDocuments() {
  const out = path.join(dir, 'documents');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'package.json'), '{"type":"module"}');
  const names = [
    'instagram-documents',
    'instagram-embed-documents',
    'instagram-scenarios',
    'instagram-sidecar-documents',
  ];
  for (const name of names) {
    const source = readFileSync(path.join(root, DOCS, `${name}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(path.join(out, `${name}.js`), outputText);
  }
  const load = (name) => import(pathToFileURL(path.join(out, `${name}.js`)).href);
  const [doc, pages, scenarios, sidecar] = await Promise.all(names.map(load));
  return { doc, pages, scenarios, sidecar };
}

const PICTURE = (size) => ['-f', 'lavfi', '-i', `testsrc2=s=${size}`, '-frames:v', '1'];
const CLIP = (size, seconds) => [
  ...['-f', 'lavfi', '-i', `testsrc2=s=${size}:r=15:d=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:d=${seconds}`],
  ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest'],
];

/** Distinct files where a test compares bytes (the six slides, the pictures by size); shared ones elsewhere. */
async function makeMedia(sixSlides) {
  mkdirSync(dir, { recursive: true });
  const ffmpeg = (args, name) =>
    run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path.join(dir, name)]);
  await Promise.all([
    ffmpeg(PICTURE('360x640'), 'portrait.jpg'),
    ffmpeg(PICTURE('90x160'), 'small.jpg'),
    ffmpeg(PICTURE('1080x1080'), 'pic-1080.jpg'),
    ffmpeg(PICTURE('320x320'), 'pic-320.jpg'),
    ffmpeg(PICTURE('150x150'), 'pic-150.jpg'),
    ffmpeg(CLIP('360x640', 2), 'story.mp4'),
    ffmpeg(
      ['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:d=3', '-c:a', 'aac', '-f', 'mp4'],
      'song.m4a',
    ),
    ...sixSlides.map((slide, i) =>
      slide.video
        ? ffmpeg(CLIP(`${160 + 16 * i}x120`, 1 + i / 4), `${slide.name}.mp4`)
        : ffmpeg(PICTURE(`${200 + 24 * i}x${250 + 8 * i}`), `${slide.name}.jpg`),
    ),
  ]);
}

/** Which made file serves a media name (as the documents name their addresses). */
function mediaFile(name) {
  // A video slide's poster (six-2.jpg) is no made file of its own: the shared portrait serves it.
  if (/^six-\d\.(jpg|mp4)$/.test(name)) return existsSync(path.join(dir, name)) ? name : 'portrait.jpg';
  if (name.endsWith('.m4a')) return 'song.m4a';
  if (name.endsWith('.mp4')) return 'story.mp4';
  if (!name.endsWith('.jpg')) return undefined;
  for (const size of ['1080', '320', '150']) if (name.endsWith(`-${size}.jpg`)) return `pic-${size}.jpg`;
  if (name.endsWith('-640.jpg')) return 'pic-320.jpg';
  return name.endsWith('-small.jpg') ? 'small.jpg' : 'portrait.jpg';
}

const TYPES = { '.jpg': 'image/jpeg', '.mp4': 'video/mp4', '.m4a': 'audio/mp4' };

/** A media file, with one byte range when asked (a video element asks for ranges). */
function sendFile(request, response, file) {
  const full = path.join(dir, file);
  const size = statSync(full).size;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const body = request.method === 'HEAD' ? undefined : readFileSync(full);
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
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
  response.end(body?.subarray(start, end + 1));
}

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const docs = await loadDocuments();
const { doc, pages, scenarios, sidecar } = docs;
const media = (name) => `${origin}/media/${name}`;
/** An account with 23 photo stories: more than two pages of the grid (infinite scroll, DR-4.04). */
const CROWD = {
  id: '1000000009',
  username: 'crowd',
  fullName: 'Crowd',
  isPrivate: false,
  followedByViewer: false,
  highlightCount: 0,
};
const accounts = [...Object.values(scenarios.ACCOUNTS), CROWD];
const byName = (name) => accounts.find((a) => a.username === name);
const byId = (id) => accounts.find((a) => a.id === id);

function reel(id) {
  if (id !== CROWD.id) return scenarios.reelOf(id, media);
  const items = Array.from({ length: 23 }, (_, i) =>
    doc.photoItem(
      media,
      `37000000000000000${String(i + 10)}`,
      CROWD.id,
      `crowd-${i + 1}`,
      doc.NOW_S - 600 * (23 - i),
    ),
  );
  return doc.storiesReel(CROWD, media, items);
}

function appApi(url, response) {
  let match;
  if ((match = /^\/api\/v1\/users\/(\d+)\/info\/$/.exec(url.pathname))) {
    const account = byId(match[1]);
    return account
      ? json(response, 200, doc.appUser(account, media))
      : json(response, 404, { status: 'fail' });
  }
  if (url.pathname === '/api/v1/feed/reels_media/') {
    const reels = url.searchParams.getAll('reel_ids').flatMap((id) => reel(id) ?? []);
    return json(response, 200, doc.reelsMedia(reels));
  }
  if ((match = /^\/api\/v1\/highlights\/(\d+)\/highlights_tray\/$/.exec(url.pathname))) {
    const own = match[1] === scenarios.ACCOUNTS.nasa.id ? scenarios.HIGHLIGHTS : [];
    return json(response, 200, doc.highlightsTray(media, own));
  }
  if ((match = /^\/api\/v1\/feed\/user\/(\d+)\/$/.exec(url.pathname))) {
    const items = scenarios.feedOf(match[1], media);
    return json(response, 200, { items, num_results: items.length, more_available: false, status: 'ok' });
  }
  if (/^\/api\/v1\/media\/\d+\/info\/$/.test(url.pathname)) {
    // The posts are served by their embed pages only: Instagram refusing the session for a post's media
    // info, which the extractor answers by reading the embed page (its documented fallback).
    response.writeHead(302, { location: '/accounts/login/' }).end();
    return;
  }
  return json(response, 404, { message: 'Page not found', status: 'fail' });
}

/** The posts: six slides ("Download all"), the fixture's two-slide carousel, one video alone (single media). */
function embedOf(shortcode) {
  const nasa = scenarios.ACCOUNTS.nasa;
  if (shortcode === 'SixSlides') {
    return sidecar.sidecarContext(nasa, media, shortcode, 'Six views of Mars #space', sidecar.SIX_SLIDES);
  }
  if (shortcode === 'OneVideo') {
    return sidecar.sidecarContext(nasa, media, shortcode, 'Liftoff', [{ name: 'story', video: true }]);
  }
  if (shortcode === 'CarouselOne')
    return pages.embedContext(nasa, media, shortcode, 'Two views of Mars #space');
  return undefined;
}

const ready = makeMedia(sidecar.SIX_SLIDES);
ready.catch((error) => {
  console.error('could not make the media', error);
  process.exit(1);
});

createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname === '/health') {
    ready.then(
      () => response.writeHead(200).end('ok'),
      () => response.writeHead(500).end(),
    );
    return;
  }
  if (url.pathname.startsWith('/media/')) {
    const file = mediaFile(url.pathname.slice('/media/'.length));
    if (file === undefined) return json(response, 404, {});
    return sendFile(request, response, file);
  }
  if (url.pathname === '/api/v1/users/web_profile_info/') {
    const account = byName(url.searchParams.get('username') ?? '');
    return account ? json(response, 200, doc.webProfile(account, media)) : json(response, 404, {});
  }
  const context = embedOf(/^\/p\/([^/]+)\/embed\/captioned\/$/.exec(url.pathname)?.[1]);
  if (context !== undefined) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(pages.embedPage(context));
  }
  if (url.pathname.startsWith('/api/v1/')) {
    // Instagram's app API answers the operator's session only and sends anyone else to the login page.
    if (!(request.headers.cookie ?? '').split('; ').includes(SESSION_COOKIE)) {
      response.writeHead(302, { location: '/accounts/login/' }).end();
      return;
    }
    return appApi(url, response);
  }
  json(response, 404, {});
}).listen(port, '127.0.0.1');
