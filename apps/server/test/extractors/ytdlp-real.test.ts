import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childEnvOf } from '../../src/config/child-env.js';
import type { Extraction, PartSource } from '../../src/extractors/extractor.js';
import {
  createYtDlpExtractor,
  ytdlpPartFields,
  type YtDlpExtractor,
} from '../../src/extractors/ytdlp/ytdlp.extractor.js';
import { parseYtDlpVersion } from '../../src/extractors/ytdlp/ytdlp-version.js';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import { createProcessRunner } from '../../src/repositories/process/process-runner.repository.js';
import { createYtDlp } from '../../src/repositories/ytdlp/ytdlp.repository.js';
import {
  egressFor,
  startCanary,
  startOrigin,
  warnLog,
  type Canary,
  type Origin,
} from '../egress/egress-fixtures.js';
import { makeSiteMedia, siteHandler, streamsOf } from './ytdlp-site.js';

/**
 * The yt-dlp family end to end with the real binary: yt-dlp's generic extractor on loopback origins
 * that DOWNLOADER_TEST_ORIGINS names as Vimeo (one video per link) and Instagram (posts), through a
 * real egress proxy whose allow-list admits those two ports only; a canary on another port must see
 * nothing. Downloads are checked with the real ffprobe.
 */
const YTDLP = process.env.YTDLP_PATH ?? 'yt-dlp';
/** One yt-dlp run takes 1–2 s alone and several times that while the whole suite runs beside it. */
const RUN_TIMEOUT_MS = 150_000;
const silent = pino({ level: 'silent' });
const ffmpegCalls = (dir: string): string => path.join(dir, 'ffmpeg-calls.log');

describe('the yt-dlp family with the real yt-dlp on loopback', () => {
  let dir: string;
  let canary: Canary;
  let vimeo: Origin;
  let instagram: Origin;
  let egress: Egress;
  let extractor: YtDlpExtractor;
  const log = warnLog();
  let jobDir: string;

  const extract = (url: string, platform: 'vimeo' | 'instagram'): Promise<Extraction> =>
    extractor.extract({
      url: new URL(url),
      platform,
      toolType: '',
      signal: new AbortController().signal,
      log: silent,
    });
  const ytdlpPart = (p: PartSource | undefined) => {
    if (p?.kind !== 'ytdlp') throw new Error(`not a ytdlp part: ${JSON.stringify(p)}`);
    return p;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ytdlp-site-'));
    await makeSiteMedia(dir);
    canary = await startCanary();
    const self: { vimeo?: string; instagram?: string } = {};
    vimeo = await startOrigin(siteHandler(dir, () => self.vimeo ?? '', canary.port));
    instagram = await startOrigin(siteHandler(dir, () => self.instagram ?? '', canary.port));
    self.vimeo = vimeo.url;
    self.instagram = instagram.url;
    ({ egress } = egressFor({ EGRESS_ALLOW_PRIVATE: `127.0.0.1:${vimeo.port},127.0.0.1:${instagram.port}` }));
    // ffmpeg and ffprobe first on yt-dlp's PATH, recording every start: yt-dlp must start neither.
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    for (const name of ['ffmpeg', 'ffprobe', 'avconv', 'avprobe']) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\necho "$0 $*" >> '${ffmpegCalls(dir)}'\nexit 1\n`, {
        mode: 0o755,
      });
    }
    // The environment production gives yt-dlp (config.childEnv), with that PATH.
    const env = { ...childEnvOf(process.env), PATH: `${bin}:${process.env.PATH ?? ''}` };
    const ytdlp = createYtDlp({
      runner: createProcessRunner(),
      proxy: () => egress.proxy(),
      path: YTDLP,
      timeoutMs: 60_000,
      log: silent,
      env,
    });
    extractor = createYtDlpExtractor({
      ytdlp,
      testOrigins: [
        { platform: 'vimeo', origin: vimeo.url },
        { platform: 'instagram', origin: instagram.url },
      ],
      log,
    });
  }, RUN_TIMEOUT_MS);

  afterAll(async () => {
    await egress.close();
    await Promise.all([canary.close(), vimeo.close(), instagram.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    jobDir = mkdtempSync(path.join(tmpdir(), 'ytdlp-job-'));
  });

  afterEach(() => {
    rmSync(jobDir, { recursive: true, force: true });
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
  });

  it('warns at start that test origins are set', () => {
    expect(log.entries.map((e) => e.message).join('\n')).toMatch(
      /DOWNLOADER_TEST_ORIGINS.*never in production/,
    );
  });

  it(
    'analyses a DASH presentation: a remux of its video and audio, the audio alone, an MP3; downloads each part',
    async () => {
      const x = await extract(`${vimeo.url}/dash/manifest.mpd`, 'vimeo');
      expect(x.qualities.map((q) => [q.formatId, q.type, q.format, q.processing])).toEqual([
        ['0+1', 'video', 'mp4', 'remux'],
        ['1', 'audio', 'm4a', 'none'],
        ['mp3-1', 'audio', 'mp3', 'audio'],
      ]);
      const remux = x.qualities[0];
      expect(remux).toMatchObject({
        quality: '120p',
        width: 160,
        height: 120,
        hasAudio: true,
        isAudioOnly: false,
      });
      expect(remux?.parts).toEqual([
        { kind: 'ytdlp', formatId: '0', ext: 'mp4' },
        { kind: 'ytdlp', formatId: '1', ext: 'm4a' },
      ]);
      expect(x.engineInfo).toBeDefined();

      const progress: [number | null, number][] = [];
      const video = await extractor.fetchPart({
        ...ytdlpPartFields(x.engineInfo ?? '', ytdlpPart(remux?.parts[0])),
        dir: jobDir,
        maxBytes: 50_000_000,
        onProgress: (fraction, bytes) => progress.push([fraction, bytes]),
      });
      const audio = await extractor.fetchPart({
        ...ytdlpPartFields(x.engineInfo ?? '', ytdlpPart(remux?.parts[1])),
        dir: jobDir,
        maxBytes: 50_000_000,
      });
      expect(path.dirname(video)).toBe(jobDir);
      expect(await streamsOf(video)).toEqual({ video: ['h264'], audio: [] });
      expect(await streamsOf(audio)).toEqual({ video: [], audio: ['aac'] });
      expect(progress.at(-1)).toEqual([1, statSync(video).size]);
      // Only the two files remain: the info JSON and any fragments are gone.
      expect(readdirSync(jobDir).sort()).toEqual([path.basename(video), path.basename(audio)].sort());
      // yt-dlp neither probed, fixed nor merged anything with an ffmpeg of its own (D103).
      expect(existsSync(ffmpegCalls(dir)), 'yt-dlp started ffmpeg').toBe(false);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'analyses a page with og:video as one file fetched over http, and a two-item post as a carousel',
    async () => {
      const page = await extract(`${vimeo.url}/page.html`, 'vimeo');
      expect(page.title).toBe('Loopback clip');
      expect(page.qualities[0]).toMatchObject({
        type: 'video',
        processing: 'none',
        parts: [{ kind: 'http', url: `${vimeo.url}/clip.mp4`, ext: 'mp4' }],
      });

      const post = await extract(`${instagram.url}/feed.xml`, 'instagram');
      expect(post.metadata).toMatchObject({ contentType: 'carousel', mediaCount: 2 });
      expect(post.qualities.map((q) => [q.formatId, q.extra])).toEqual([
        ['e1.0', { index: 1, title: 'First' }],
        ['e2.0+1', { index: 2, title: 'Second' }],
      ]);
      // The second entry's part is fetched from that entry alone.
      const part = ytdlpPart(post.qualities[1]?.parts[0]);
      expect(part).toEqual({ kind: 'ytdlp', formatId: '0', ext: 'mp4', entry: 1 });
      const file = await extractor.fetchPart({
        ...ytdlpPartFields(post.engineInfo ?? '', part),
        dir: jobDir,
        maxBytes: 50_000_000,
      });
      expect(await streamsOf(file)).toEqual({ video: ['h264'], audio: [] });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'stops a download past its byte cap and leaves no file',
    async () => {
      const x = await extract(`${vimeo.url}/dash/manifest.mpd`, 'vimeo');
      const part = ytdlpPart(x.qualities[0]?.parts[0]);
      await expect(
        extractor.fetchPart({ ...ytdlpPartFields(x.engineInfo ?? '', part), dir: jobDir, maxBytes: 2000 }),
      ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
      expect(readdirSync(jobDir)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails a download with a missing segment instead of writing a file with a hole',
    async () => {
      const x = await extract(`${vimeo.url}/holey/manifest.mpd`, 'vimeo');
      const part = ytdlpPart(x.qualities[0]?.parts[0]);
      await expect(
        extractor.fetchPart({
          ...ytdlpPartFields(x.engineInfo ?? '', part),
          dir: jobDir,
          maxBytes: 50_000_000,
        }),
      ).rejects.toMatchObject({ code: 'ANALYSIS_EXPIRED' });
      expect(readdirSync(jobDir)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'refuses what points yt-dlp at the canary: a redirect at analysis, segments at download',
    async () => {
      await expect(extract(`${vimeo.url}/to-canary.mpd`, 'vimeo')).rejects.toMatchObject({
        code: 'EGRESS_BLOCKED_ADDRESS',
        statusCode: 403,
      });
      expect(vimeo.seen.some((r) => r.url === '/to-canary.mpd')).toBe(true);

      const x = await extract(`${vimeo.url}/canary.mpd`, 'vimeo');
      const part = ytdlpPart(x.qualities[0]?.parts[0]);
      await expect(
        extractor.fetchPart({
          ...ytdlpPartFields(x.engineInfo ?? '', part),
          dir: jobDir,
          maxBytes: 50_000_000,
        }),
      ).rejects.toMatchObject({ code: 'EGRESS_BLOCKED_ADDRESS' });
      expect(readdirSync(jobDir)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'refuses the generic extractor for a link that is no test origin of that platform',
    async () => {
      // The instagram origin's page, analysed as Vimeo: only Vimeo's own extractors may run, and
      // none of them takes the link, so yt-dlp does not even fetch it.
      const before = instagram.seen.length;
      await expect(extract(`${instagram.url}/page.html`, 'vimeo')).rejects.toMatchObject({
        code: 'CONTENT_UNAVAILABLE',
      });
      expect(instagram.seen.length).toBe(before);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "reports the binary's version, and a missing binary as EXTRACTOR_UNAVAILABLE",
    async () => {
      const real = createYtDlp({
        runner: createProcessRunner(),
        proxy: () => egress.proxy(),
        path: YTDLP,
        timeoutMs: 60_000,
        log: silent,
        env: childEnvOf(process.env),
      });
      const version = await real.version();
      expect(parseYtDlpVersion(version ?? '', new Date())).toBeDefined();
      const missing = createYtDlp({
        runner: createProcessRunner(),
        proxy: () => egress.proxy(),
        path: path.join(dir, 'no-such-yt-dlp'),
        timeoutMs: 60_000,
        log: silent,
        env: childEnvOf(process.env),
      });
      expect(await missing.version()).toBeNull();
      const broken = createYtDlpExtractor({
        ytdlp: missing,
        testOrigins: [{ platform: 'vimeo', origin: vimeo.url }],
        log: silent,
      });
      await expect(
        broken.extract({
          url: new URL(`${vimeo.url}/page.html`),
          platform: 'vimeo',
          toolType: '',
          signal: new AbortController().signal,
          log: silent,
        }),
      ).rejects.toMatchObject({ code: 'EXTRACTOR_UNAVAILABLE' });
    },
    RUN_TIMEOUT_MS,
  );
});
