import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpeg } from '../helpers/media-fixtures.js';

const run = promisify(execFile);

/**
 * A loopback "platform" for yt-dlp's generic extractor: a progressive MP4 behind an og:video page, a
 * DASH presentation (one video-only and one audio-only representation, separate segment files), an
 * RSS feed of both (a two-item post), the presentation with a segment missing (`/holey/`), and pages
 * that send yt-dlp to a canary (a redirect, and a manifest whose segments live there). Media made with ffmpeg's lavfi sources at test time.
 */
export async function makeSiteMedia(dir: string): Promise<void> {
  mkdirSync(path.join(dir, 'dash'), { recursive: true });
  const video = ['-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=2'];
  const audio = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:d=2'];
  await Promise.all([
    ffmpeg([
      ...video,
      ...audio,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      path.join(dir, 'clip.mp4'),
    ]),
    ffmpeg([
      ...video,
      ...audio,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '10',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-f',
      'dash',
      '-seg_duration',
      '1',
      '-use_template',
      '1',
      '-use_timeline',
      '0',
      '-adaptation_sets',
      'id=0,streams=v id=1,streams=a',
      path.join(dir, 'dash', 'manifest.mpd'),
    ]),
  ]);
}

export interface Streams {
  readonly video: string[];
  readonly audio: string[];
}

/** The codecs of each kind of stream in a file, by the real ffprobe. */
export async function streamsOf(file: string): Promise<Streams> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name',
    '-of',
    'json',
    file,
  ]);
  const streams = (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string }[] }).streams;
  const of = (type: string) => streams.filter((s) => s.codec_type === type).map((s) => s.codec_name);
  return { video: of('video'), audio: of('audio') };
}

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.mpd': 'application/dash+xml',
};

/** The site's request handler; `self` is the origin the pages name, `canary` the canary's port. */
export function siteHandler(dir: string, self: () => string, canary: number) {
  const manifest = (): string => readFileSync(path.join(dir, 'dash', 'manifest.mpd'), 'utf8');
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://site');
    const send = (type: string, body: string | Buffer) =>
      void res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
    switch (url.pathname) {
      case '/page.html':
        return send(
          'text/html; charset=utf-8',
          `<!doctype html><html><head><title>Loopback clip</title><meta property="og:title" content="Loopback clip">` +
            `<meta property="og:video" content="${self()}/clip.mp4"></head><body></body></html>`,
        );
      case '/feed.xml':
        return send(
          'application/rss+xml',
          `<?xml version="1.0"?><rss version="2.0"><channel><title>Loopback post</title><link>${self()}/</link>` +
            `<item><title>First</title><link>${self()}/page.html</link><guid>a</guid></item>` +
            `<item><title>Second</title><link>${self()}/dash/manifest.mpd</link><guid>b</guid></item></channel></rss>`,
        );
      case '/to-canary.mpd':
        return void res.writeHead(302, { location: `http://127.0.0.1:${canary}/dash/manifest.mpd` }).end();
      case '/canary.mpd':
        // The same presentation, its segments said to live on the canary.
        return send(
          TYPES['.mpd'] ?? '',
          manifest().replace(/(<Period[^>]*>)/, `<BaseURL>http://127.0.0.1:${canary}/dash/</BaseURL>$1`),
        );
      default: {
        // /holey/…: the same presentation with its second video segment missing.
        if (url.pathname === '/holey/chunk-stream0-00002.m4s') return void res.writeHead(404).end('gone');
        const name = url.pathname.replace(/^\/holey\//, '/dash/');
        const file = path.join(dir, path.normalize(name).replace(/^(\.\.[/\\])+/, ''));
        try {
          return send(TYPES[path.extname(file)] ?? 'application/octet-stream', readFileSync(file));
        } catch {
          return void res.writeHead(404).end('not found');
        }
      }
    }
  };
}
