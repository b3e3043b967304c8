import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import { ffmpeg } from '../helpers/media-fixtures.js';
import { clip, hook, IDS, nextPage, playlistPage, SHARE_CODE } from './suno-documents.js';

/**
 * A loopback Suno on one origin: its API under `/studio` (SUNO_API_BASE_URL), its site under `/site`
 * (SUNO_BASE_URL) and its CDN under `/cdn` (SUNO_CDN_BASE_URL), answering as Suno does: JSON with a
 * FastAPI `detail` for refusals, a redirect for a share link, Next.js pages, media with their types.
 * The media are made with ffmpeg's lavfi sources at start (DESIGN.md §6).
 */
export interface SunoFixture {
  readonly origin: Origin;
  /** The environment that points the extractor and the media proxy at this fixture. */
  readonly env: Record<string, string>;
  /** The bytes the CDN serves for a file extension (mp3, mp4, jpeg). */
  file(ext: 'mp3' | 'mp4' | 'jpeg'): Buffer;
  /** Paths requested so far (with their query). */
  paths(): string[];
  close(): Promise<void>;
}

async function makeMedia(dir: string): Promise<void> {
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=523:sample_rate=44100:d=1'];
  const picture = ['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=10:d=1'];
  await Promise.all([
    ffmpeg([...tone, '-c:a', 'libmp3lame', '-b:a', '64k', path.join(dir, 'song.mp3')]),
    ffmpeg([
      ...picture,
      ...tone,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      path.join(dir, 'song.mp4'),
    ]),
    ffmpeg([...picture, '-frames:v', '1', path.join(dir, 'cover.jpeg')]),
  ]);
}

const TYPES = { mp3: 'audio/mpeg', mp4: 'video/mp4', jpeg: 'image/jpeg' } as const;

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** The API's clips: each id answers as the tests need. */
function clipAnswer(id: string, res: ServerResponse): void {
  switch (id) {
    case IDS.missing:
      return json(res, 404, { detail: 'Not found' });
    case IDS.private:
      return json(res, 403, { detail: 'Unauthorized' });
    case IDS.limited:
      return json(res, 429, { detail: 'Too many requests' }, { 'retry-after': '30' });
    case IDS.changed:
      // The song moved under another key and its status became a number: not a clip any more.
      return json(res, 200, { song: clip(id), id, status: 3 });
    case IDS.streaming:
      return json(
        res,
        200,
        clip(id, { status: 'streaming', audio_url: `https://audiopipe.suno.ai/?item_id=${id}` }),
      );
    case IDS.foreign:
      return json(res, 200, clip(id, { audio_url: 'https://files.example.net/song.mp3' }));
    case IDS.swapped:
      return json(res, 200, clip(IDS.song));
    case IDS.quiet:
      return json(res, 200, clip(id, { title: 'Quiet Pier', video_url: '' }));
    default:
      return id === IDS.song ? json(res, 200, clip(id)) : json(res, 404, { detail: 'Not found' });
  }
}

/** Two pages of two entries: three songs and one deleted. */
function playlistAnswer(id: string, page: number, res: ServerResponse): void {
  if (id === IDS.privatePlaylist) return json(res, 401, { detail: 'Unauthorized' });
  if (id !== IDS.playlist) return json(res, 404, { detail: 'Not found' });
  const pages = [
    [clip(IDS.song), clip(IDS.quiet, { title: 'Quiet Pier', video_url: '' })],
    [
      clip(IDS.third, { title: 'Last Ferry', major_model_version: 'v4' }),
      clip(IDS.trashed, { is_trashed: true }),
    ],
  ];
  json(res, 200, playlistPage({ id, page, clips: pages[page - 1] ?? [], total: 4 }));
}

function siteAnswer(route: string, res: ServerResponse): void {
  const html = (status: number, body: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  if (route === `/s/${SHARE_CODE}`) {
    res.writeHead(307, { location: `/song/${IDS.song}?sh=${SHARE_CODE}` }).end();
  } else if (route === `/hook/${IDS.hook}`) {
    html(200, nextPage({ hook: hook(IDS.hook), comments: [] }));
  } else if (route === `/hook/${IDS.brokenHook}`) {
    // The page shape changed: the player gets an id to load later, no entity.
    html(200, nextPage({ hookId: IDS.brokenHook }));
  } else {
    html(404, '<!DOCTYPE html><title>404: This page could not be found.</title>');
  }
}

export async function startSunoFixture(): Promise<SunoFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'suno-fixture-'));
  await makeMedia(dir);
  const files = {
    mp3: readFileSync(path.join(dir, 'song.mp3')),
    mp4: readFileSync(path.join(dir, 'song.mp4')),
    jpeg: readFileSync(path.join(dir, 'cover.jpeg')),
  };
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const [, area = '', ...rest] = url.pathname.split('/');
    const route = `/${rest.join('/')}`;
    const api = /^\/api\/(clip|playlist)\/([^/]+)$/.exec(route);
    if (area === 'studio' && api?.[1] === 'clip') return clipAnswer(api[2] ?? '', res);
    if (area === 'studio' && api?.[1] === 'playlist') {
      return playlistAnswer(api[2] ?? '', Number(url.searchParams.get('page')), res);
    }
    if (area === 'site') return siteAnswer(route, res);
    const ext = /\.(mp3|mp4|jpeg)$/.exec(route)?.[1] as keyof typeof files | undefined;
    if (area === 'cdn' && ext) {
      res.writeHead(200, { 'content-type': TYPES[ext], 'content-length': files[ext].length }).end(files[ext]);
      return;
    }
    json(res, 404, { detail: 'Not found' });
  };
  const origin = await startOrigin(handler);
  return {
    origin,
    env: {
      SUNO_BASE_URL: `${origin.url}/site`,
      SUNO_API_BASE_URL: `${origin.url}/studio`,
      SUNO_CDN_BASE_URL: `${origin.url}/cdn`,
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port}`,
      MEDIA_PROXY_TEST_HOSTS: `suno=127.0.0.1:${origin.port}`,
    },
    file: (ext) => files[ext],
    paths: () => origin.seen.map((req) => req.url ?? ''),
    async close() {
      await origin.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
