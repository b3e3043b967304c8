import { archivePath, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startDownloaderKit, type DownloaderKit } from './downloader-kit.js';

/**
 * "Download all" takes only files delivered as they are (D190): on a result of yt-dlp's DASH qualities,
 * every one made by a job (a join, an MP3, a fragmented track), naming one is refused by its code, and
 * an archive of "everything" has nothing to hold.
 */
const YTDLP_TIMEOUT = 120_000;

describe('Download all of a result with qualities made by jobs (real app, real yt-dlp on loopback)', () => {
  let kit: DownloaderKit;

  beforeAll(async () => {
    kit = await startDownloaderKit();
  }, YTDLP_TIMEOUT);
  afterAll(async () => {
    await kit.close();
  });

  it(
    'a job quality is refused with QUALITY_NOT_ARCHIVABLE; a result without streamed files has nothing to archive',
    async () => {
      const api = kit.client('anon_archive-jobs-1');
      const info = (await api.info(`${kit.site.url}/dash/manifest.mpd`, { captcha: true })).body.data;
      const [job] = info.qualities;
      expect(info.qualities.every((q) => q.delivery === 'job')).toBe(true);
      const code = (answer: { bytes: Buffer }) =>
        (JSON.parse(answer.bytes.toString('utf8')) as { code: string }).code;

      const refused = await api.bytes(archivePath(info.jobId, [job?.formatId ?? '']));
      expect([refused.status, code(refused)]).toEqual([409, ERROR_CODES.QUALITY_NOT_ARCHIVABLE]);
      const nothing = await api.bytes(archivePath(info.jobId));
      expect([nothing.status, code(nothing)]).toEqual([400, ERROR_CODES.VALIDATION_FAILED]);
      const status = await fetch(`${kit.app.baseUrl}/api/credits/daily-status`, {
        headers: ownerHeaders('anon_archive-jobs-1'),
      });
      expect(((await status.json()) as { data: { used: number } }).data.used).toBe(0);
    },
    YTDLP_TIMEOUT,
  );
});
