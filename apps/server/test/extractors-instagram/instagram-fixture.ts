import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import * as doc from './instagram-documents.js';
import * as pages from './instagram-embed-documents.js';
import {
  ACCOUNTS,
  FEED_POST,
  feedOf,
  HIGHLIGHTS,
  LIVE_BROADCAST_ID,
  reelOf,
  SESSION,
} from './instagram-scenarios.js';

export { ACCOUNTS, FEED_POST, HIGHLIGHTS, SESSION } from './instagram-scenarios.js';

/**
 * A loopback Instagram: the web origin (profile endpoint, embed pages, media files) and the app API
 * origin, which answers only the operator's session cookie and sends anyone else to the login page as
 * Instagram does. Media are made with ffmpeg's lavfi sources: JPEGs of distinct sizes (so a download
 * shows which picture was chosen) and a short H.264/AAC story video.
 */
const run = promisify(execFile);

export async function makeInstagramMedia(dir: string): Promise<void> {
  const still = (size: string, name: string) =>
    run('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${size}`,
      '-frames:v',
      '1',
      path.join(dir, name),
    ]);
  await Promise.all([
    still('1080x1080', 'pic-1080.jpg'),
    still('320x320', 'pic-320.jpg'),
    still('150x150', 'pic-150.jpg'),
    still('360x640', 'story.jpg'),
    run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=15:d=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:d=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
      path.join(dir, 'story.mp4'),
    ]),
  ]);
}

/** Which generated file a media name is served from. */
function mediaFile(name: string): string | undefined {
  if (name.endsWith('.mp4')) return 'story.mp4';
  if (!name.endsWith('.jpg')) return undefined;
  for (const size of ['1080', '320', '150']) if (name.endsWith(`-${size}.jpg`)) return `pic-${size}.jpg`;
  return name.startsWith('cover-') ? 'pic-150.jpg' : 'story.jpg';
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

export interface InstagramFixture {
  readonly web: Origin;
  readonly app: Origin;
  /** The session the app API accepts; change it to play an expired login. */
  session: string;
  close(): Promise<void>;
}

export async function startInstagramFixture(dir: string): Promise<InstagramFixture> {
  const self = { web: '' };
  const media: doc.MediaUrl = (name) => `${self.web}/media/${name}`;
  const byName = (name: string) => Object.values(ACCOUNTS).find((a) => a.username === name);
  const byId = (id: string) => Object.values(ACCOUNTS).find((a) => a.id === id);

  const webHandler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/media/')) {
      const file = mediaFile(url.pathname.slice('/media/'.length));
      if (!file) return json(res, 404, '');
      const bytes = readFileSync(path.join(dir, file));
      res.writeHead(200, {
        'content-type': file.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
        'content-length': bytes.length,
      });
      return void res.end(bytes);
    }
    if (url.pathname === '/api/v1/users/web_profile_info/') {
      const name = url.searchParams.get('username') ?? '';
      if (name === 'busy')
        return json(res, 401, {
          message: 'Please wait a few minutes before you try again.',
          require_login: true,
          status: 'fail',
        });
      if (name === 'reshaped') {
        const changed = doc.webProfile(ACCOUNTS.nasa, media);
        return json(res, 200, { data: { user: { ...changed.data.user, id: 528817151, is_private: 'no' } } });
      }
      const account = byName(name);
      return account ? json(res, 200, doc.webProfile(account, media)) : json(res, 404, '');
    }
    const embed = /^\/p\/([^/]+)\/embed\/captioned\/$/.exec(url.pathname);
    if (embed?.[1] === 'CarouselOne') {
      const page = pages.embedPage(
        pages.embedContext(ACCOUNTS.nasa, media, 'CarouselOne', 'Two views of Mars #space'),
      );
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(page);
    }
    if (embed?.[1] === 'GoneOne') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(pages.embedPage({ context: { type: null }, gql_data: null }));
    }
    json(res, 404, '');
  };

  const fixture: { session: string } = { session: SESSION };
  const appHandler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!(req.headers.cookie ?? '').split('; ').includes(`sessionid=${fixture.session}`)) {
      res.writeHead(302, { location: `/accounts/login/?next=${encodeURIComponent(url.pathname)}` });
      return void res.end();
    }
    let match: RegExpExecArray | null;
    if ((match = /^\/api\/v1\/users\/(\d+)\/info\/$/.exec(url.pathname))) {
      const account = byId(match[1] ?? '');
      if (!account) return json(res, 404, { message: 'User not found', status: 'fail' });
      return json(
        res,
        200,
        doc.appUser(account, media, account === ACCOUNTS.onair ? LIVE_BROADCAST_ID : null),
      );
    }
    if (url.pathname === '/api/v1/feed/reels_media/') {
      const reels = url.searchParams.getAll('reel_ids').flatMap((id) => reelOf(id, media) ?? []);
      return json(res, 200, doc.reelsMedia(reels));
    }
    if ((match = /^\/api\/v1\/highlights\/(\d+)\/highlights_tray\/$/.exec(url.pathname))) {
      return json(res, 200, doc.highlightsTray(media, match[1] === ACCOUNTS.nasa.id ? HIGHLIGHTS : []));
    }
    if ((match = /^\/api\/v1\/feed\/user\/(\d+)\/$/.exec(url.pathname))) {
      const items = feedOf(match[1] ?? '', media);
      return json(res, 200, { items, num_results: items.length, more_available: false, status: 'ok' });
    }
    if (url.pathname === `/api/v1/media/${FEED_POST.mediaId}/info/`) {
      return json(res, 200, {
        items: [doc.carouselPost(ACCOUNTS.friend, media, FEED_POST.mediaId, 'Only for followers')],
        num_results: 1,
        status: 'ok',
      });
    }
    json(res, 404, { message: 'Page not found', status: 'fail' });
  };

  const web = await startOrigin(webHandler);
  self.web = web.url;
  const app = await startOrigin(appHandler);
  return Object.assign(fixture, {
    web,
    app,
    close: async () => {
      await Promise.all([web.close(), app.close()]);
    },
  });
}
