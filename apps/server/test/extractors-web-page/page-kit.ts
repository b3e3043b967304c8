import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAST_CAPTCHA } from '../accounts/account-kit.js';
import { downloaderClient, type DownloaderClient } from '../downloader/downloader-kit.js';
import { startOrigin, type Handler, type Origin } from '../egress/egress-fixtures.js';
import { ffmpeg } from '../helpers/media-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';

/**
 * What the tests of our own page extractors (Snapchat, Febspot, iFunny) share: media made with ffmpeg
 * at test time (a 2 s H.264/AAC MP4, a JPEG, a PNG, a GIF), a loopback "platform" origin whose pages the
 * test writes, and the real app pointed at it through the family's base URL (D140) with only that
 * origin's port admitted by the egress guard (D81).
 */

export interface PageMedia {
  readonly clip: Buffer;
  readonly photo: Buffer;
  readonly png: Buffer;
  readonly gif: Buffer;
}

export async function makePageMedia(): Promise<PageMedia> {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-media-'));
  try {
    const file = (name: string) => path.join(dir, name);
    const picture = ['-f', 'lavfi', '-i', 'testsrc2=s=96x64', '-frames:v', '1'];
    await Promise.all([
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=2'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:d=2'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
        file('clip.mp4'),
      ]),
      ffmpeg([...picture, file('photo.jpg')]),
      ffmpeg([...picture, file('image.png')]),
      ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=48x32:r=5:d=1', file('anim.gif')]),
    ]);
    const read = (name: string) => readFileSync(file(name));
    return {
      clip: read('clip.mp4'),
      photo: read('photo.jpg'),
      png: read('image.png'),
      gif: read('anim.gif'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const isJpeg = (b: Buffer): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
export const isPng = (b: Buffer): boolean =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const isGif = (b: Buffer): boolean => b.subarray(0, 4).toString('latin1') === 'GIF8';

/** Answers bytes as a CDN does (the type it labels them with). */
export function sendBytes(res: ServerResponse, bytes: Buffer, type: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
  res.end(bytes);
}

export function sendHtml(res: ServerResponse, html: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** The request's path without its query. */
export const pathOf = (req: IncomingMessage): string => new URL(req.url ?? '/', 'http://x').pathname;

export interface PageSiteKit {
  readonly app: TestApp;
  readonly site: Origin;
  client(session: string): DownloaderClient;
  close(): Promise<void>;
}

/** The fixture origin and the real app; `env` receives the origin (`http://127.0.0.1:<port>`). */
export async function startPageSite(
  handler: (origin: () => string) => Handler,
  env: (origin: string) => Record<string, string>,
): Promise<PageSiteKit> {
  const self = { url: '' };
  const site = await startOrigin(handler(() => self.url));
  self.url = site.url;
  const app = await startTestApp({
    ...FAST_CAPTCHA,
    EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
    ...env(site.url),
  });
  return {
    app,
    site,
    client: (session) => downloaderClient(app.baseUrl, ownerHeaders(session)),
    async close() {
      await app.close();
      await site.close();
    },
  };
}
