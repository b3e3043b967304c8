import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FAST_CAPTCHA } from '../accounts/account-kit.js';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { embedPage } from '../extractors-instagram/instagram-embed-documents.js';
import { ACCOUNTS } from '../extractors-instagram/instagram-scenarios.js';
import { SIX_SLIDES, sidecarContext } from '../extractors-instagram/instagram-sidecar-documents.js';

/**
 * "Download all" on loopback: an Instagram origin whose embed pages hold a six-slide carousel
 * (`SixSlides`) and the same carousel with its fourth photo gone from the CDN (`SixBroken`), every slide
 * a distinct file made by ffmpeg, and the real app pointed at it (INSTAGRAM_BASE_URL, the egress guard
 * admitting its port). Anonymous visitors get seven credits a day here, so six files fit once.
 */
const run = promisify(execFile);

export const ARCHIVE_DAILY_CREDITS = 7;
export const SIX_LINK = 'https://www.instagram.com/p/SixSlides/';
export const BROKEN_LINK = 'https://www.instagram.com/p/SixBroken/';

export interface ArchiveKit {
  readonly app: TestApp;
  readonly origin: Origin;
  /** The bytes the origin serves for a slide's main file (`six-2.mp4`, `six-3.jpg`). */
  file(name: string): Buffer;
  close(): Promise<void>;
}

async function makeSlides(dir: string): Promise<void> {
  const ffmpeg = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args]);
  await Promise.all(
    SIX_SLIDES.map((slide, i) =>
      slide.video
        ? ffmpeg([
            ...['-f', 'lavfi', '-i', `testsrc2=s=${String(160 + 16 * i)}x120:r=10:d=${String(1 + i / 4)}`],
            ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
            path.join(dir, `${slide.name}.mp4`),
          ])
        : ffmpeg([
            ...['-f', 'lavfi', '-i', `testsrc2=s=${String(200 + 24 * i)}x${String(250 + 8 * i)}`],
            ...['-frames:v', '1', path.join(dir, `${slide.name}.jpg`)],
          ]),
    ),
  );
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=64x80', '-frames:v', '1', path.join(dir, 'preview.jpg')]);
}

function handler(dir: string, self: { url: string }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x');
    const embed = /^\/p\/(SixSlides|SixBroken)\/embed\/captioned\/$/.exec(url.pathname);
    if (embed?.[1]) {
      const media = (name: string) => `${self.url}/media/${embed[1] === 'SixBroken' ? `b-${name}` : name}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(embedPage(sidecarContext(ACCOUNTS.nasa, media, embed[1], 'Six views #space', SIX_SLIDES)));
      return;
    }
    const name = /^\/media\/(?:b-)?([a-z0-9-]+\.(?:jpg|mp4))$/.exec(url.pathname)?.[1];
    const gone = url.pathname === '/media/b-six-4.jpg';
    if (name === undefined || gone) {
      res.writeHead(404).end();
      return;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(dir, name.endsWith('-small.jpg') ? 'preview.jpg' : name));
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
      'content-length': bytes.length,
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}

export async function startArchiveKit(): Promise<ArchiveKit> {
  const dir = mkdtempSync(path.join(tmpdir(), 'archive-site-'));
  await makeSlides(dir);
  const self = { url: '' };
  const origin = await startOrigin(handler(dir, self));
  self.url = origin.url;
  const app = await startTestApp({
    ...FAST_CAPTCHA,
    INSTAGRAM_BASE_URL: origin.url,
    INSTAGRAM_API_BASE_URL: origin.url,
    EGRESS_ALLOW_PRIVATE: `127.0.0.1:${String(origin.port)}`,
    ANONYMOUS_DAILY_CREDITS: String(ARCHIVE_DAILY_CREDITS),
  });
  return {
    app,
    origin,
    file: (name) => readFileSync(path.join(dir, name)),
    async close() {
      await app.close();
      await origin.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ZipListing {
  /** unzip -t's report: every entry's CRC-32 checked against its bytes. */
  readonly test: string;
  readonly names: readonly string[];
  readonly entries: ReadonlyMap<string, Buffer>;
}

/** Reads an archive back with Info-ZIP's unzip (-t tests every CRC; -Z1 lists; -p extracts one entry). */
export async function readZip(bytes: Buffer): Promise<ZipListing> {
  const dir = mkdtempSync(path.join(tmpdir(), 'archive-got-'));
  try {
    const file = path.join(dir, 'got.zip');
    writeFileSync(file, bytes);
    const test = (await run('unzip', ['-t', file])).stdout;
    const names = (await run('unzip', ['-Z1', file])).stdout.split('\n').filter(Boolean);
    const entries = new Map<string, Buffer>();
    for (const name of names) {
      const got = await run('unzip', ['-p', file, name], {
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
      });
      entries.set(name, got.stdout);
    }
    return { test, names, entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
