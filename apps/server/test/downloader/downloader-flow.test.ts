import { createHash } from 'node:crypto';
import { downloaderInfoSchema, ERROR_CODES, toolJobSchema } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeBytes } from '../helpers/probe-bytes.js';
import { siteFile, startDownloaderKit, type DownloaderKit } from './downloader-kit.js';

/**
 * Analyse → pick a quality → download, through the real app on loopback: yt-dlp (Debian's) reads the
 * site, the download job fetches the parts and our ffmpeg joins them, ffprobe reads what arrived.
 */
const YTDLP_TIMEOUT = 120_000;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the downloader end to end (real yt-dlp, ffmpeg and egress on loopback)', () => {
  let kit: DownloaderKit;

  beforeAll(async () => {
    kit = await startDownloaderKit();
  }, YTDLP_TIMEOUT);
  afterAll(async () => {
    expect(kit.canary.connections(), 'connections that reached the canary').toBe(0);
    await kit.close();
  });

  it(
    'DL-7.02 DL-3.01 anonymous analysis needs the bot check; solved, the answer has the spec keys',
    async () => {
      const api = kit.client('anon_dl-flow-info-01');
      const refused = await api.info(`${kit.site.url}/dash/manifest.mpd`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ERROR_CODES.CAPTCHA_FAILED);

      const answer = await api.info(`${kit.site.url}/dash/manifest.mpd`, { captcha: true });
      expect(answer.status).toBe(200);
      expect(downloaderInfoSchema.safeParse(answer.body.data).success).toBe(true);
      const info = answer.body.data;
      expect(info).toMatchObject({
        platform: 'vimeo',
        url: `${kit.site.url}/dash/manifest.mpd`,
        success: true,
      });
      expect(Object.keys(info)).toEqual(
        expect.arrayContaining([
          'title',
          'duration',
          'platform',
          'thumbnail',
          'url',
          'qualities',
          'jobId',
          'metadata',
        ]),
      );
      expect(info.qualities.map((q) => [q.formatId, q.type, q.format, q.delivery])).toEqual([
        ['0+1', 'video', 'mp4', 'job'],
        ['1', 'audio', 'm4a', 'job'],
        ['mp3-1', 'audio', 'mp3', 'job'],
      ]);
      // Quality links go through this server; no platform address is handed out.
      for (const q of info.qualities) expect(q.url).toMatch(/^\/api\/downloader\/stream\?token=/);
      expect(JSON.stringify(info)).not.toContain('chunk-stream');
      // The analysis is a tools job of its own, PENDING until something is downloaded from it.
      const job = await api.job(info.jobId);
      expect(job.body.data.job).toMatchObject({ id: info.jobId, status: 'PENDING', jobType: 'analysis' });
    },
    YTDLP_TIMEOUT,
  );

  it(
    'DL-3.10 DL-7.06 a video and an audio stream are joined by a download job into one MP4 (ffprobe)',
    async () => {
      const api = kit.client('anon_dl-flow-remux-1');
      const info = (await api.info(`${kit.site.url}/dash/manifest.mpd`, { captcha: true })).body.data;
      const started = await api.download(info.jobId, '0+1');
      expect(started.status).toBe(202);
      const job = await api.finished(started.body.data.jobId);
      expect(toolJobSchema.safeParse(job).success).toBe(true);
      expect(job).toMatchObject({ status: 'COMPLETED', progress: 100, jobType: 'download' });
      expect(job.startedAt).not.toBeNull();
      expect(job.completedAt).not.toBeNull();
      expect(job.result?.filename).toBe('manifest_120p.mp4');
      // The token link downloads the file by itself: no session header.
      const file = await kit.client(undefined).bytes(job.result?.url ?? '');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('manifest_120p.mp4');
      const probe = await probeBytes(file.bytes, 'joined.mp4');
      expect(probe.format).toContain('mp4');
      expect(probe.streams.sort()).toEqual(['audio:aac', 'video:h264']);
      expect(probe.duration).toBeGreaterThan(1.5);
      expect(probe.duration).toBeLessThan(2.5);
      // GET …/result answers the same token and name; the analysis it came from is completed.
      expect((await api.result(job.id)).body.data).toMatchObject({ filename: 'manifest_120p.mp4' });
      expect((await api.job(info.jobId)).body.data.job).toMatchObject({ status: 'COMPLETED', progress: 100 });
    },
    YTDLP_TIMEOUT,
  );

  it(
    'an audio-only pick becomes an MP3 by a download job (ffprobe: one mp3 stream, no picture)',
    async () => {
      const api = kit.client('anon_dl-flow-audio-1');
      const info = (await api.info(`${kit.site.url}/dash/manifest.mpd`, { captcha: true })).body.data;
      const job = await api.finished((await api.download(info.jobId, 'mp3-1')).body.data.jobId);
      expect(job.status).toBe('COMPLETED');
      const file = await kit.client(undefined).bytes(job.result?.url ?? '');
      const probe = await probeBytes(file.bytes, 'sound.mp3');
      expect(probe.format).toBe('mp3');
      expect(probe.streams).toEqual(['audio:mp3']);
      expect(file.headers.get('content-type')).toBe('audio/mpeg');
    },
    YTDLP_TIMEOUT,
  );

  it(
    'a single-file quality streams through its link: whole, by range, and refused when altered',
    async () => {
      const api = kit.client('anon_dl-flow-stream1');
      const info = (await api.info(`${kit.site.url}/page.html`, { captcha: true })).body.data;
      const [quality] = info.qualities;
      expect(quality).toMatchObject({ delivery: 'stream', format: 'mp4', type: 'video' });
      // A browser navigation carries no session header: the signed link is enough.
      const whole = await kit.client(undefined).bytes(quality?.url ?? '');
      expect(whole.status).toBe(200);
      expect(sha(whole.bytes)).toBe(sha(siteFile(kit, 'clip.mp4')));
      expect(whole.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
      expect(whole.headers.get('content-length')).toBe(String(siteFile(kit, 'clip.mp4').length));

      const part = await kit.client(undefined).bytes(quality?.url ?? '', { range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.bytes).toEqual(siteFile(kit, 'clip.mp4').subarray(0, 100));

      const token = new URL(quality?.url ?? '', 'http://x').searchParams.get('token') ?? '';
      const altered = token.slice(0, -2) + (token.endsWith('A') ? 'BA' : 'AB');
      const refused = await kit.client(undefined).bytes(`/api/downloader/stream?token=${altered}`);
      expect(refused.status).toBe(403);
      expect((JSON.parse(refused.bytes.toString()) as { code: string }).code).toBe(
        ERROR_CODES.STREAM_TOKEN_INVALID,
      );

      // The legacy query form, for the caller's own analysis.
      const legacy = await api.bytes(`/downloader/stream?jobId=${info.jobId}&index=0&format=mp4`);
      expect(legacy.status).toBe(200);
      expect(sha(legacy.bytes)).toBe(sha(siteFile(kit, 'clip.mp4')));
      // Someone else's analysis reads as none.
      const stranger = await kit
        .client('anon_dl-flow-strange')
        .bytes(`/downloader/stream?jobId=${info.jobId}&index=0`);
      expect(stranger.status).toBe(404);
    },
    YTDLP_TIMEOUT,
  );

  it(
    'the browser may report a streamed download; a server-run job is reported by the server only',
    async () => {
      const api = kit.client('anon_dl-flow-report1');
      const info = (await api.info(`${kit.site.url}/page.html`, { captcha: true })).body.data;
      const reported = await api.report(info.jobId, 'completed');
      expect(reported.status).toBe(200);
      expect(reported.body.data.job).toMatchObject({
        status: 'COMPLETED',
        progress: 100,
        jobType: 'analysis',
      });
      expect((await api.job(info.jobId, true)).body.data.job.status).toBe('COMPLETED');
      expect((await kit.client('anon_dl-flow-other1').job(info.jobId)).status).toBe(404);

      const started = (await api.download(info.jobId, info.qualities[0]?.formatId ?? '')).body.data;
      const refused = await api.report(started.jobId, 'COMPLETED');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(ERROR_CODES.JOB_MANAGED_BY_SERVER);
      await api.finished(started.jobId);
    },
    YTDLP_TIMEOUT,
  );

  it('a token link that names no file, or a wrong one, is refused', async () => {
    const api = kit.client(undefined);
    expect((await api.bytes('/api/files/download?token=nothing')).status).toBe(403);
    expect((await api.bytes('/files/download?token=abc.123.xyz')).status).toBe(403);
  });
});
