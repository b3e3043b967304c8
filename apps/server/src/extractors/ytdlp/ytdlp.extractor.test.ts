import type { PlatformId } from '@mediaforge/shared';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { YtDlpPolicy } from './allow-list.js';
import type { YtDlpDownloadRequest, YtDlpEngine, YtDlpInfoOptions, YtDlpInfoRun } from './ytdlp-engine.js';
import { createYtDlpExtractor, ytdlpPartFields } from './ytdlp.extractor.js';

/** The extractor with its engine faked (the seam of DESIGN.md §3.10); the real binary runs in test/extractors. */
function engine(answer: YtDlpInfoRun) {
  const calls: { url: string; policy: YtDlpPolicy; options?: YtDlpInfoOptions }[] = [];
  const downloads: YtDlpDownloadRequest[] = [];
  const fake: YtDlpEngine = {
    path: 'yt-dlp',
    info: (url, policy, options) => {
      calls.push({ url, policy, options });
      return Promise.resolve(answer);
    },
    download: (request) => {
      downloads.push(request);
      return Promise.resolve(`${request.dir}/x.${request.ext ?? 'bin'}`);
    },
    version: () => Promise.resolve('2023.03.04'),
  };
  return { fake, calls, downloads };
}

const warnings: string[] = [];
const log = { warn: (_fields: unknown, message: string) => void warnings.push(message) } as never;
const silent = pino({ level: 'silent' });
const video = {
  id: 'v',
  title: 'A clip',
  formats: [
    {
      format_id: '18',
      url: 'https://cdn.example.com/v.mp4',
      ext: 'mp4',
      protocol: 'https',
      height: 360,
      width: 640,
    },
  ],
  automatic_captions: { en: [{ url: 'https://example.com/c' }] },
};
const request = (url: string, platform: PlatformId) => ({
  url: new URL(url),
  platform,
  toolType: '',
  signal: new AbortController().signal,
  log: silent,
});

describe('the yt-dlp extractor', () => {
  it("runs yt-dlp with the platform's policy, without generic, and keeps the compacted info", async () => {
    const { fake, calls } = engine({ json: JSON.stringify(video), stderr: '' });
    const extractor = createYtDlpExtractor({ ytdlp: fake, testOrigins: [], log });
    const x = await extractor.extract(request('https://x.com/someone/status/1', 'twitter'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://twitter.com/someone/status/1');
    expect(calls[0]?.policy.extractors).toContain('twitter');
    expect(calls[0]?.options?.allowGeneric).toBe(false);
    expect(x.qualities.map((q) => q.formatId)).toEqual(['18', 'mp3-18']);
    expect(JSON.parse(x.engineInfo ?? '{}')).not.toHaveProperty('automatic_captions');
    expect(extractor).toMatchObject({ family: 'yt-dlp', needs: 'nothing' });
  });

  it('allows generic only for a link at a test origin of the same platform, and warns that one is set', async () => {
    warnings.length = 0;
    const { fake, calls } = engine({ json: JSON.stringify(video), stderr: '' });
    const testOrigins = [{ platform: 'vimeo', origin: 'http://127.0.0.1:4567' }] as const;
    const extractor = createYtDlpExtractor({ ytdlp: fake, testOrigins, log });
    expect(warnings.join('\n')).toMatch(/DOWNLOADER_TEST_ORIGINS.*never in production/);
    await extractor.extract(request('http://127.0.0.1:4567/page.html', 'vimeo'));
    await extractor.extract(request('http://127.0.0.1:4567/page.html', 'youtube'));
    await extractor.extract(request('https://vimeo.com/1', 'vimeo'));
    expect(calls.map((c) => c.options?.allowGeneric)).toEqual([true, false, false]);
  });

  it('reports a missing login when yt-dlp kept an item without formats and said why', async () => {
    const stderr =
      'WARNING: [youtube] v: Sign in to confirm your age. This video may be inappropriate for some users.';
    const { fake } = engine({ json: JSON.stringify({ ...video, formats: [] }), stderr });
    const extractor = createYtDlpExtractor({ ytdlp: fake, testOrigins: [], log });
    await expect(
      extractor.extract(request('https://www.youtube.com/watch?v=v', 'youtube')),
    ).rejects.toMatchObject({
      code: 'EXTRACTOR_NEEDS_LOGIN',
    });
    const plain = createYtDlpExtractor({
      ytdlp: engine({ json: JSON.stringify({ ...video, formats: [] }), stderr: '' }).fake,
      testOrigins: [],
      log,
    });
    await expect(
      plain.extract(request('https://www.youtube.com/watch?v=v', 'youtube')),
    ).rejects.toMatchObject({
      code: 'CONTENT_UNAVAILABLE',
    });
  });

  it('refuses a platform the family does not serve', async () => {
    const { fake, calls } = engine({ json: '{}', stderr: '' });
    const extractor = createYtDlpExtractor({ ytdlp: fake, testOrigins: [], log });
    await expect(extractor.extract(request('https://www.snapchat.com/x', 'snapchat'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_TOOL',
    });
    expect(calls).toHaveLength(0);
  });

  it("fetches a ytdlp part with the stored info, the part's entry and its extension", async () => {
    const { fake, downloads } = engine({ json: '{}', stderr: '' });
    const extractor = createYtDlpExtractor({ ytdlp: fake, testOrigins: [], log });
    const part = { kind: 'ytdlp', formatId: 'hls-832', ext: 'mp4', entry: 2 } as const;
    const file = await extractor.fetchPart({
      ...ytdlpPartFields('{"entries":[]}', part),
      dir: '/scratch/job',
      maxBytes: 1000,
    });
    expect(file).toBe('/scratch/job/x.mp4');
    expect(downloads[0]).toMatchObject({
      infoJson: '{"entries":[]}',
      entry: 2,
      formatId: 'hls-832',
      ext: 'mp4',
      maxBytes: 1000,
    });
    expect(ytdlpPartFields('{}', { kind: 'ytdlp', formatId: '0', ext: 'm4a' })).toEqual({
      infoJson: '{}',
      formatId: '0',
      ext: 'm4a',
    });
    expect(await extractor.version()).toBe('2023.03.04');
  });
});
