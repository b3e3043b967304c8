import {
  downloaderInfoSchema,
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  type DownloaderInfo,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handler } from '../egress/egress-fixtures.js';
import {
  isGif,
  isJpeg,
  makePageMedia,
  pathOf,
  sendBytes,
  sendHtml,
  startPageSite,
  type PageMedia,
  type PageSiteKit,
} from '../extractors-web-page/page-kit.js';
import { probeBytes } from '../helpers/probe-bytes.js';
import {
  BARE_PAGE,
  gifItem,
  gifPath,
  ifunnyPage,
  memePath,
  pictureItem,
  picturePath,
  videoItem,
  videoPath,
} from './ifunny-documents.js';

/**
 * iFunny through the real app on loopback: ifunny.co post links analysed by fetching IFUNNY_BASE_URL (a
 * fixture serving post pages with iFunny's state and Open Graph tags), every kind of post downloaded
 * from the fixture and checked (ffprobe for videos, magic bytes for pictures and GIFs), and the refusals.
 */
const SLOW = 60_000;
const MISSING_PATH = '/picture/gone-AbCdE12345';
const CHANGED_PATH = '/picture/changed-QwErT12345';

function ifunnySite(media: PageMedia) {
  return (origin: () => string): Handler =>
    (req, res) => {
      const path = pathOf(req);
      const cdn = origin();
      if (path === videoPath)
        return sendHtml(
          res,
          ifunnyPage(cdn, videoItem(cdn), {
            type: 'video.other',
            video: `${cdn}/videos/a1b2c3_1.mp4`,
            title: 'Video memes',
          }),
        );
      if (path === picturePath)
        return sendHtml(
          res,
          ifunnyPage(cdn, pictureItem(cdn), {
            type: 'article',
            image: `${cdn}/images/d4e5f6.jpg`,
            title: 'Nothing is real',
          }),
        );
      if (path === gifPath)
        return sendHtml(res, ifunnyPage(cdn, gifItem(cdn), { type: 'video.other', title: 'Rounded up' }));
      if (path === memePath)
        return sendHtml(
          res,
          ifunnyPage(cdn, undefined, {
            type: 'article',
            image: `${cdn}/images/meme.jpg`,
            title: 'IBM slide, 1979',
          }),
        );
      if (path === CHANGED_PATH) return sendHtml(res, BARE_PAGE);
      if (path.startsWith('/videos/')) return sendBytes(res, media.clip, 'video/mp4');
      if (path.endsWith('.gif')) return sendBytes(res, media.gif, 'image/gif');
      if (path.startsWith('/images/')) return sendBytes(res, media.photo, 'image/jpeg');
      return sendHtml(res, '<html><head><title>Not found - iFunny</title></head></html>', 404);
    };
}

describe('iFunny end to end (real app, egress and ffprobe on loopback)', () => {
  let media: PageMedia;
  let kit: PageSiteKit;

  beforeAll(async () => {
    media = await makePageMedia();
    kit = await startPageSite(ifunnySite(media), (origin) => ({ IFUNNY_BASE_URL: origin }));
  }, SLOW);
  afterAll(async () => {
    await kit.close();
  });

  const info = (session: string, url: string) => kit.client(session).info(url, { captcha: true });
  async function analysed(session: string, path: string): Promise<DownloaderInfo> {
    const answer = await info(session, `https://ifunny.co${path}?s=cl`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(downloaderInfoSchema.safeParse(answer.body.data).success).toBe(true);
    return answer.body.data;
  }

  it(
    'a video post: its MP4 downloaded through a download job (ffprobe: H.264 and AAC)',
    async () => {
      const api = kit.client('anon_ifunny-flow-video');
      const data = await analysed('anon_ifunny-flow-video', videoPath);
      expect(data).toMatchObject({
        platform: 'ifunny',
        title: 'Introduce you to the fly swatter',
        duration: 2,
      });
      expect(data.metadata).toMatchObject({
        contentType: 'video',
        author: 'funnyguy',
        likeCount: 120,
        viewCount: 5300,
      });
      expect(data.qualities.map((q) => [q.formatId, q.quality, q.resolution, q.delivery])).toEqual([
        ['video', '120p', '160x120', 'stream'],
      ]);
      const job = await api.finished((await api.download(data.jobId, 'video')).body.data.jobId);
      expect(job).toMatchObject({
        status: 'COMPLETED',
        result: { filename: 'Introduce_you_to_the_fly_swatter_120p.mp4' },
      });
      const probe = await probeBytes((await api.bytes(job.result?.url ?? '')).bytes, 'ifunny.mp4');
      expect(probe.streams).toEqual(['audio:aac', 'video:h264']);
    },
    SLOW,
  );

  it(
    'a picture post streams as a JPEG; a GIF post offers its MP4 (ffprobe) and the GIF file',
    async () => {
      const api = kit.client('anon_ifunny-flow-image');
      const picture = await analysed('anon_ifunny-flow-image', picturePath);
      expect(picture.metadata.contentType).toBe('image');
      const photo = await api.bytes(picture.qualities[0]?.url ?? '');
      expect(photo.status).toBe(200);
      expect(isJpeg(photo.bytes)).toBe(true);

      const gif = await analysed('anon_ifunny-flow-image', gifPath);
      expect(gif.qualities.map((q) => [q.formatId, q.type, q.format, q.hasAudio])).toEqual([
        ['mp4', 'video', 'mp4', false],
        ['gif', 'image', 'gif', false],
      ]);
      const mp4 = await api.bytes(gif.qualities[0]?.url ?? '');
      expect((await probeBytes(mp4.bytes, 'gif.mp4')).streams).toContain('video:h264');
      const loop = await api.finished((await api.download(gif.jobId, 'gif')).body.data.jobId);
      expect(loop).toMatchObject({ status: 'COMPLETED' });
      const file = (await api.bytes(loop.result?.url ?? '')).bytes;
      expect(isGif(file)).toBe(true);
      expect(file.equals(media.gif)).toBe(true);
    },
    SLOW,
  );

  it('a meme page whose state lacks the post answers the picture its Open Graph tags name', async () => {
    const data = await analysed('anon_ifunny-flow-meme1', memePath);
    expect(data).toMatchObject({ title: 'IBM slide, 1979', metadata: { contentType: 'image' } });
    const bytes = await kit.client('anon_ifunny-flow-meme1').bytes(data.qualities[0]?.url ?? '');
    expect(isJpeg(bytes.bytes)).toBe(true);
  });

  it('a missing post is CONTENT_UNAVAILABLE, a page naming no file EXTRACTOR_CHANGED, a profile link not a post', async () => {
    const missing = await info('anon_ifunny-flow-errs1', `https://ifunny.co${MISSING_PATH}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.contentUnavailable,
    });
    const changed = await info('anon_ifunny-flow-errs1', `https://ifunny.co${CHANGED_PATH}`);
    expect(changed.status).toBe(502);
    expect(changed.body).toMatchObject({ code: ERROR_CODES.EXTRACTOR_CHANGED });
    const before = kit.site.seen.length;
    const profile = await info('anon_ifunny-flow-errs1', 'https://ifunny.co/user/funnyguy');
    expect(profile.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.ifunnyNotPost,
    });
    expect(kit.site.seen.length).toBe(before);
  });
});
