import { downloaderInfoSchema, DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handler } from '../egress/egress-fixtures.js';
import {
  makePageMedia,
  pathOf,
  sendBytes,
  sendHtml,
  startPageSite,
  type PageMedia,
  type PageSiteKit,
} from '../extractors-web-page/page-kit.js';
import { probeBytes } from '../helpers/probe-bytes.js';
import { febspotPage, NO_VIDEO_PAGE, SLUG, VIDEO_ID } from './febspot-documents.js';

/**
 * Febspot through the real app on loopback: febspot.com links analysed by fetching FEBSPOT_BASE_URL (a
 * fixture serving video pages in Febspot's markup), the files downloaded from the fixture and checked by
 * the real ffprobe; a missing video, a page without one and a channel link each refused by code.
 */
const SLOW = 60_000;
const OG_ONLY_ID = '1000001';
const MISSING_ID = '4040404';
const CHANGED_ID = '5555555';

function febspotSite(media: PageMedia) {
  return (origin: () => string): Handler =>
    (req, res) => {
      const path = pathOf(req);
      if (path === `/video/${VIDEO_ID}/${SLUG}`) return sendHtml(res, febspotPage(origin()));
      if (path === `/video/${OG_ONLY_ID}`)
        return sendHtml(res, febspotPage(origin(), { player: false, jsonLd: false }));
      if (path === `/video/${CHANGED_ID}`) return sendHtml(res, NO_VIDEO_PAGE);
      if (path.startsWith('/get_file/')) return sendBytes(res, media.clip, 'video/mp4');
      if (path.startsWith('/contents/')) return sendBytes(res, media.photo, 'image/jpeg');
      return sendHtml(
        res,
        '<html><head><title>404 - Febspot</title></head><body>Not found</body></html>',
        404,
      );
    };
}

describe('Febspot end to end (real app, egress and ffprobe on loopback)', () => {
  let media: PageMedia;
  let kit: PageSiteKit;

  beforeAll(async () => {
    media = await makePageMedia();
    kit = await startPageSite(febspotSite(media), (origin) => ({ FEBSPOT_BASE_URL: origin }));
  }, SLOW);
  afterAll(async () => {
    await kit.close();
  });

  const info = (session: string, url: string) => kit.client(session).info(url, { captcha: true });

  it(
    'DL-3.01 a video link: one quality per player file, largest first; a job downloads one (ffprobe), a link streams the other',
    async () => {
      const api = kit.client('anon_febspot-flow-01');
      const answer = await info(
        'anon_febspot-flow-01',
        `https://www.febspot.com/video/${VIDEO_ID}/${SLUG}?utm_source=share`,
      );
      expect(answer.status).toBe(200);
      expect(downloaderInfoSchema.safeParse(answer.body.data).success).toBe(true);
      const data = answer.body.data;
      expect(data).toMatchObject({
        platform: 'febspot',
        title: 'Sunset timelapse & waves',
        duration: 2,
        provider: 'febspot',
      });
      expect(data.metadata).toMatchObject({
        contentType: 'video',
        author: 'heru01221996',
        viewCount: 1234,
        uploadDate: '2024-05-01T10:00:00.000Z',
      });
      expect(data.qualities.map((q) => [q.formatId, q.quality, q.format, q.delivery])).toEqual([
        ['720p-0', '720p', 'mp4', 'stream'],
        ['480p-1', '480p', 'mp4', 'stream'],
      ]);

      const job = await api.finished((await api.download(data.jobId, '720p-0')).body.data.jobId);
      expect(job).toMatchObject({
        status: 'COMPLETED',
        result: { filename: 'Sunset_timelapse_waves_720p.mp4' },
      });
      const file = await api.bytes(job.result?.url ?? '');
      const probe = await probeBytes(file.bytes, 'febspot.mp4');
      expect(probe.streams).toEqual(['audio:aac', 'video:h264']);
      expect(probe.duration).toBeGreaterThan(1.5);
      // The file was asked for with the video page as Referer, as a browser playing it would.
      const fileRequest = kit.site.seen.find((r) => (r.url ?? '').includes('_720p.mp4'));
      expect(fileRequest?.headers.referer).toBe(`${kit.site.url}/video/${VIDEO_ID}/${SLUG}`);

      const streamed = await api.bytes(data.qualities[1]?.url ?? '');
      expect(streamed.status).toBe(200);
      expect(streamed.bytes.equals(media.clip)).toBe(true);
    },
    SLOW,
  );

  it('a page that only has Open Graph tags answers its og:video', async () => {
    const answer = await info('anon_febspot-flow-02', `https://febspot.com/video/${OG_ONLY_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ title: 'Sunset timelapse' });
    expect(answer.body.data.qualities.map((q) => [q.quality, q.width, q.height])).toEqual([
      ['480p', 854, 480],
    ]);
  });

  it('a missing video is CONTENT_UNAVAILABLE, a page without a video EXTRACTOR_CHANGED', async () => {
    const missing = await info('anon_febspot-flow-03', `https://www.febspot.com/video/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.contentUnavailable,
    });
    const changed = await info('anon_febspot-flow-03', `https://www.febspot.com/video/${CHANGED_ID}`);
    expect(changed.status).toBe(502);
    expect(changed.body).toMatchObject({ code: ERROR_CODES.EXTRACTOR_CHANGED });
  });

  it('a channel link is not a video page: refused before anything is fetched', async () => {
    const before = kit.site.seen.length;
    const answer = await info('anon_febspot-flow-04', 'https://www.febspot.com/heru01221996');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.febspotNotVideo,
    });
    expect(kit.site.seen.length).toBe(before);
  });
});
