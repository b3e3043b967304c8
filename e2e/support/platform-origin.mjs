// A loopback Suno, Snapchat and WhatsApp picture CDN for the result views' end-to-end tests
// (playwright.config.ts starts it; the main server's SUNO_*/SNAPCHAT_BASE_URL point here, and the
// WhatsApp instance's stand-in device names pictures here). The pages and API answers are the
// documents of the server's own tests (apps/server/test/extractors-{suno,snapchat}/*-documents.ts),
// compiled when this starts; the media are made with ffmpeg's lavfi sources. /health answers once both
// are ready, which is what Playwright waits for.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';

const run = promisify(execFile);
const port = Number(process.env.PORT ?? 4315);
const origin = `http://127.0.0.1:${port}`;
const dir = path.resolve(process.env.ORIGIN_DIR ?? `test-results/e2e-platform-origin-${port}`);
const root = path.resolve(import.meta.dirname, '../..');

/** A TypeScript document module of the server's tests, as JavaScript (they import nothing). */
async function loadDocuments(relative) {
  const source = readFileSync(path.join(root, relative), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(dir, `${path.basename(relative, '.ts')}.mjs`);
  writeFileSync(file, outputText);
  return import(pathToFileURL(file).href);
}

const TONE = (seconds) => ['-f', 'lavfi', '-i', `sine=frequency=523:sample_rate=44100:d=${seconds}`];
const PICTURE = (size, seconds) => ['-f', 'lavfi', '-i', `testsrc2=s=${size}:r=10:d=${seconds}`];
const H264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'];

/** Songs long enough to be heard playing (the player's state is watched while they play). */
async function makeMedia() {
  mkdirSync(dir, { recursive: true });
  const ffmpeg = (args, name) =>
    run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path.join(dir, name)]);
  await Promise.all([
    ffmpeg([...TONE(20), '-c:a', 'libmp3lame', '-b:a', '64k'], 'song.mp3'),
    ffmpeg([...PICTURE('160x90', 2), ...TONE(2), ...H264], 'song.mp4'),
    ffmpeg([...PICTURE('320x320', 1), '-frames:v', '1'], 'cover.jpeg'),
    ffmpeg([...PICTURE('160x120', 2), ...TONE(2), ...H264], 'snap.mp4'),
    ffmpeg([...PICTURE('120x160', 1), '-frames:v', '1'], 'snap.jpg'),
    ffmpeg([...PICTURE('64x64', 1), '-frames:v', '1'], 'snap.png'),
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=green:s=640x640', '-frames:v', '1'], 'wa-640.jpg'),
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=green:s=96x96', '-frames:v', '1'], 'wa-96.jpg'),
  ]);
}

let suno;
let snapchat;
const ready = (async () => {
  await makeMedia();
  [suno, snapchat] = await Promise.all([
    loadDocuments('apps/server/test/extractors-suno/suno-documents.ts'),
    loadDocuments('apps/server/test/extractors-snapchat/snapchat-documents.ts'),
  ]);
})();
ready.catch((error) => {
  console.error('the platform origin could not start', error);
  process.exit(1);
});

const json = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const html = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

/** A media file, with one byte range when asked (the browser's audio element asks for ranges). */
function media(request, response, name, type) {
  const body = readFileSync(path.join(dir, name));
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (range === null) {
    response.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'accept-ranges': 'bytes',
    });
    response.end(body);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(body.length - 1, range[2] === '' ? body.length - 1 : Number(range[2]));
  response.writeHead(206, {
    'content-type': type,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${body.length}`,
    'accept-ranges': 'bytes',
  });
  response.end(body.subarray(start, end + 1));
}

/** Suno's API (`/suno/studio`), site (`/suno/site`) and CDN (`/suno/cdn`), as the server's fixture answers. */
function sunoAnswer(request, response, area, route, query) {
  const { IDS, clip, playlistPage } = suno;
  const api = /^\/api\/(clip|playlist)\/([^/]+)$/.exec(route);
  if (area === 'studio' && api?.[1] === 'clip') {
    const id = api[2];
    if (id === IDS.song) return json(response, 200, clip(id));
    if (id === IDS.quiet) return json(response, 200, clip(id, { title: 'Quiet Pier', video_url: '' }));
    return json(response, 404, { detail: 'Not found' });
  }
  if (area === 'studio' && api?.[1] === 'playlist') {
    if (api[2] !== IDS.playlist) return json(response, 404, { detail: 'Not found' });
    const pages = [
      [
        clip(IDS.song, { play_count: 2_300_000 }),
        clip(IDS.quiet, { title: 'Quiet Pier', video_url: '', play_count: 999 }),
      ],
      [clip(IDS.third, { title: 'Last Ferry', major_model_version: 'v4', metadata: { duration: 125 } })],
    ];
    const page = Number(query.get('page'));
    return json(
      response,
      200,
      playlistPage({ id: IDS.playlist, page, clips: pages[page - 1] ?? [], total: 3 }),
    );
  }
  const ext = /\.(mp3|mp4|jpeg)$/.exec(route)?.[1];
  if (area === 'cdn' && ext === 'mp3') return media(request, response, 'song.mp3', 'audio/mpeg');
  if (area === 'cdn' && ext === 'mp4') return media(request, response, 'song.mp4', 'video/mp4');
  if (area === 'cdn' && ext === 'jpeg') return media(request, response, 'cover.jpeg', 'image/jpeg');
  return json(response, 404, { detail: 'Not found' });
}

/** Snapchat's pages (`/snap`) and its CDN (`/snapcdn`, the `media` origin the documents name). */
function snapchatAnswer(request, response, area, route) {
  const { USER, STORY_PHOTO_ID, HIGHLIGHT_ID, SPOTLIGHT_ID } = snapchat;
  const cdn = `${origin}/snapcdn`;
  if (area === 'snap') {
    const profilePages = [
      `/add/${USER}`,
      `/add/${USER}/${STORY_PHOTO_ID}`,
      `/@${USER}/highlight/${HIGHLIGHT_ID}`,
    ];
    if (profilePages.includes(route))
      return html(response, 200, snapchat.snapchatPage(snapchat.publicProfileProps(cdn)));
    if (route === `/spotlight/${SPOTLIGHT_ID}`)
      return html(response, 200, snapchat.snapchatPage(snapchat.spotlightProps(cdn)));
    return html(response, 404, '<!DOCTYPE html><title>Snapchat</title>Not found');
  }
  if (route.startsWith('/d/')) return media(request, response, 'snap.mp4', 'video/mp4');
  if (route.startsWith('/i/') || route.startsWith('/aps/'))
    return media(request, response, 'snap.jpg', 'image/jpeg');
  if (route === '/web/deeplink/snapcode' || route === '/3d/render/avatar.png')
    return media(request, response, 'snap.png', 'image/png');
  return html(response, 404, 'Not found');
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname === '/health') {
    ready.then(() => response.writeHead(200).end('ok'));
    return;
  }
  ready.then(() => {
    const [, platform = '', ...rest] = url.pathname.split('/');
    if (platform === 'suno') {
      const [area = '', ...route] = rest;
      return sunoAnswer(request, response, area, `/${route.join('/')}`, url.searchParams);
    }
    if (platform === 'snap' || platform === 'snapcdn') {
      return snapchatAnswer(request, response, platform, `/${rest.join('/')}`);
    }
    // WhatsApp's picture CDN: `/wa/<number>-640.jpg` and `-96.jpg`.
    if (platform === 'wa') {
      return media(
        request,
        response,
        url.pathname.endsWith('-96.jpg') ? 'wa-96.jpg' : 'wa-640.jpg',
        'image/jpeg',
      );
    }
    response.writeHead(404).end('not found');
  });
}).listen(port, '127.0.0.1');
