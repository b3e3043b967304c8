import { ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUp } from '../accounts/account-kit.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { createPlatformSettingsRepository } from '../../src/repositories/database/platform-settings.repository.js';
import { downloaderClient, startDownloaderKit, type DownloaderKit } from './downloader-kit.js';

/**
 * The downloader's rules on the server: credits per download, the bot check only for anonymous
 * callers, platforms switched off, and links that point inward (every refusal by its own code).
 */
const YTDLP_TIMEOUT = 120_000;

describe('downloader rules (real app on loopback)', () => {
  let kit: DownloaderKit;

  beforeAll(async () => {
    kit = await startDownloaderKit({ ANONYMOUS_DAILY_CREDITS: '2' });
  }, YTDLP_TIMEOUT);
  afterAll(async () => {
    await kit.close();
  });

  it(
    'an anonymous visitor downloads up to the daily limit; the next download is refused',
    async () => {
      const api = kit.client('anon_dl-rules-credit');
      const info = (await api.info(`${kit.site.url}/dash/manifest.mpd`, { captcha: true })).body.data;
      const [remux, audio, mp3] = info.qualities;
      expect((await api.download(info.jobId, remux?.formatId ?? '')).status).toBe(202);
      // A stream link spends once, however often it is fetched.
      const first = await api.bytes(audio?.url ?? '');
      expect(first.status).toBe(200);
      expect((await api.bytes(audio?.url ?? '')).status).toBe(200);
      const refused = await api.download(info.jobId, mp3?.formatId ?? '');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(ERROR_CODES.DAILY_LIMIT_REACHED);
      const status = await fetch(`${kit.app.baseUrl}/api/credits/daily-status`, {
        headers: ownerHeaders('anon_dl-rules-credit'),
      });
      expect(((await status.json()) as { data: { used: number } }).data.used).toBe(2);
    },
    YTDLP_TIMEOUT,
  );

  it(
    'a signed-in visitor analyses without the bot check',
    async () => {
      const account = await signUp(kit.app.baseUrl, 'dl-rules-free@example.org');
      const api = downloaderClient(kit.app.baseUrl, { cookie: cookieHeader(account.cookies) });
      const answer = await api.info(`${kit.site.url}/page.html`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.qualities[0]?.delivery).toBe('stream');
    },
    YTDLP_TIMEOUT,
  );

  it(
    'a platform switched off is refused by analysis, download and stream alike',
    async () => {
      const api = kit.client('anon_dl-rules-switch');
      const info = (await api.info(`${kit.site.url}/page.html`, { captcha: true })).body.data;
      const settings = createPlatformSettingsRepository(kit.app.db);
      await settings.setEnabled('vimeo', false);
      try {
        const analysis = await api.info(`${kit.site.url}/page.html`, { captcha: true });
        expect([analysis.status, analysis.body.code]).toEqual([403, ERROR_CODES.PLATFORM_DISABLED]);
        const download = await api.download(info.jobId, info.qualities[0]?.formatId ?? '');
        expect([download.status, download.body.code]).toEqual([403, ERROR_CODES.PLATFORM_DISABLED]);
        const stream = await api.bytes(info.qualities[0]?.url ?? '');
        expect(stream.status).toBe(403);
        expect((JSON.parse(stream.bytes.toString()) as { code: string }).code).toBe(
          ERROR_CODES.PLATFORM_DISABLED,
        );
      } finally {
        await settings.setEnabled('vimeo', true);
      }
    },
    YTDLP_TIMEOUT,
  );

  it(
    'links that point inward are refused before or at connect time; the canary sees nothing',
    async () => {
      const api = kit.client('anon_dl-rules-ssrf01');
      for (const host of [
        '127.0.0.1',
        '2130706433',
        '0177.0.0.1',
        '0x7f.1',
        '127.1',
        '[::1]',
        '[::ffff:127.0.0.1]',
      ]) {
        const answer = await api.info(`http://${host}:${kit.canary.port}/x`, { captcha: true });
        expect([answer.status, answer.body.code], host).toEqual([400, ERROR_CODES.UNSUPPORTED_PLATFORM]);
      }
      // The "platform" redirects yt-dlp to the canary: the egress proxy refuses the hop.
      const redirected = await api.info(`${kit.site.url}/to-canary.mpd`, { captcha: true });
      expect(redirected.status).toBe(403);
      expect(redirected.body.code).toBe(ERROR_CODES.EGRESS_BLOCKED_ADDRESS);
      expect(kit.canary.connections()).toBe(0);
    },
    YTDLP_TIMEOUT,
  );

  it('an empty link gets the spec words; a quality the analysis lacks and an unknown analysis their codes', async () => {
    const api = kit.client('anon_dl-rules-input1');
    const empty = await api.info('', { captcha: true });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter a content URL']);
    const unknown = await api.download('no-such-analysis', '18');
    expect([unknown.status, unknown.body.code]).toEqual([404, ERROR_CODES.JOB_NOT_FOUND]);
  });
});
