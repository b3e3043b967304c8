import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DownloaderInfo, ToolJob } from '@mediaforge/shared';
import { FAST_CAPTCHA, solveCaptcha } from '../accounts/account-kit.js';
import { startCanary, startOrigin, type Canary, type Origin } from '../egress/egress-fixtures.js';
import { makeSiteMedia, siteHandler } from '../extractors/ytdlp-site.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';

/**
 * The downloader end to end on loopback: a "platform" site (ytdlp-site.ts: a progressive MP4 behind an
 * og:video page, a DASH presentation with separate video and audio) that DOWNLOADER_TEST_ORIGINS makes
 * count as Vimeo, the real app with the real yt-dlp, ffmpeg and egress guard, and a canary that no
 * request may reach. The site answers one byte range of the MP4 (a CDN does).
 */
export interface DownloaderKit {
  readonly app: TestApp;
  readonly site: Origin;
  readonly canary: Canary;
  readonly dir: string;
  client(session: string | undefined, extra?: Record<string, string>): DownloaderClient;
  close(): Promise<void>;
}

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

type Body<T> = {
  readonly success?: true;
  readonly data: T;
  readonly code?: string;
  readonly message?: string;
};

/** One byte range of a file, as a CDN answers `Range: bytes=a-b`. */
function withRanges(dir: string, inner: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (req.url !== '/clip.mp4' || !match) return inner(req, res);
    const bytes = readFileSync(path.join(dir, 'clip.mp4'));
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), bytes.length - 1);
    res.writeHead(206, {
      'content-type': 'video/mp4',
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
      'content-length': end - start + 1,
    });
    res.end(bytes.subarray(start, end + 1));
  };
}

export async function startDownloaderKit(env: Record<string, string> = {}): Promise<DownloaderKit> {
  const dir = mkdtempSync(path.join(tmpdir(), 'downloader-site-'));
  await makeSiteMedia(dir);
  const canary = await startCanary();
  const self = { url: '' };
  const site = await startOrigin(
    withRanges(
      dir,
      siteHandler(dir, () => self.url, canary.port),
    ),
  );
  self.url = site.url;
  const app = await startTestApp({
    ...FAST_CAPTCHA,
    DOWNLOADER_TEST_ORIGINS: `vimeo=${site.url}`,
    EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
    ...env,
  });
  return {
    app,
    site,
    canary,
    dir,
    client: (session, extra = {}) => downloaderClient(app.baseUrl, { ...ownerHeaders(session), ...extra }),
    async close() {
      await app.close();
      await Promise.all([site.close(), canary.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type DownloaderClient = ReturnType<typeof downloaderClient>;

export function downloaderClient(baseUrl: string, headers: Record<string, string>) {
  async function call<T>(method: string, url: string, body?: unknown, more: Record<string, string> = {}) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...headers, ...more, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as Body<T>,
      headers: res.headers,
    };
  }
  return {
    /** POST /api/downloader/info; `captcha` solves the bot check first (anonymous callers). */
    async info(url: string, options: { captcha?: boolean; toolType?: string } = {}) {
      const captchaToken = options.captcha ? await solveCaptcha(baseUrl) : undefined;
      return call<DownloaderInfo>('POST', '/api/downloader/info', {
        url,
        ...(captchaToken ? { captchaToken } : {}),
        ...(options.toolType ? { toolType: options.toolType } : {}),
      });
    },
    download: (jobId: string, formatId: string) =>
      call<{ jobId: string; status: string }>('POST', '/api/downloader/download', { jobId, formatId }),
    job: (id: string, bare = false) =>
      call<{ job: ToolJob }>('GET', `${bare ? '' : '/api'}/tools/jobs/${id}`),
    result: (id: string) => call<ToolJob['result']>('GET', `/api/tools/jobs/${id}/result`),
    report: (jobId: string, status: string, progress = 100) =>
      call<{ job: ToolJob }>('POST', '/tools/jobs/status', { jobId, status, progress }),
    /** A GET of a path as bytes (a quality link, a token link). */
    async bytes(url: string, more: Record<string, string> = {}) {
      const res = await fetch(`${baseUrl}${url}`, { headers: { ...headers, ...more } });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    },
    /** Polls the tools job until it has ended. */
    async finished(id: string, timeoutMs = 90_000): Promise<ToolJob> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await call<{ job: ToolJob }>('GET', `/api/tools/jobs/${id}`);
        const job = body.data.job;
        if (['COMPLETED', 'FAILED', 'CANCELLED'].includes(job.status)) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Whole-file bytes of the site's media, for comparing what came through. */
export function siteFile(kit: DownloaderKit, name: string): Buffer {
  return readFileSync(path.join(kit.dir, name));
}
