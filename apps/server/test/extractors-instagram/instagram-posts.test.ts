import { downloaderInfoSchema, DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_POST } from './instagram-fixture.js';
import { probe, startInstagramKit, type InstagramKit } from './instagram-kit.js';

/**
 * Posts, private accounts and live through the real app and a loopback Instagram: a public carousel
 * read from its embed page without a login (every slide, the photo included, and the caption), a post
 * through the app API with the login, the newest posts of a private account the operator follows, and
 * the live tool's refusals.
 */
describe('Instagram posts, private accounts and live (real app, loopback Instagram)', () => {
  let kit: InstagramKit;

  beforeAll(async () => {
    kit = await startInstagramKit();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  });

  it('a public carousel without a login: every slide, the photo as a real JPEG, and the caption', async () => {
    const api = kit.client(kit.anonymous, 'anon_ig-carousel-1');
    const answer = await api.info('https://www.instagram.com/p/CarouselOne/', {
      captcha: true,
      toolType: 'carousel-downloader',
    });
    expect(answer.status).toBe(200);
    const info = answer.body.data;
    expect(downloaderInfoSchema.safeParse(info).success).toBe(true);
    expect(info.qualities.map((q) => [q.type, q.format, q.quality, q.carouselIndex, q.title])).toEqual([
      ['image', 'jpg', '1080p', 1, '1 of 2'],
      ['video', 'mp4', '1080p', 2, '2 of 2'],
    ]);
    expect(info.metadata).toMatchObject({
      contentType: 'carousel',
      caption: 'Two views of Mars #space',
      authorHandle: 'nasa',
      mediaCount: 2,
      source: 'https://www.instagram.com/p/CarouselOne/',
    });
    const job = await api.finished(
      (await api.download(info.jobId, info.qualities[0]?.formatId ?? '')).body.data.jobId,
    );
    expect(job.status).toBe('COMPLETED');
    const file = await kit.client(kit.anonymous, undefined).bytes(job.result?.url ?? '');
    expect(await probe(file.bytes, 'slide.jpg')).toMatchObject({ codec: 'mjpeg' });

    for (const toolType of ['caption-copier', 'photo-downloader']) {
      const same = (await api.info('instagram.com/p/CarouselOne', { captcha: true, toolType })).body.data;
      expect(same.metadata.caption, toolType).toBe('Two views of Mars #space');
      expect(same.provider).toBe('instagram');
    }
  }, 60_000);

  it('a post whose embed page holds none is CONTENT_UNAVAILABLE; a profile link is not a post link', async () => {
    const api = kit.client(kit.anonymous, 'anon_ig-post-gone');
    const gone = await api.info('https://www.instagram.com/p/GoneOne/', {
      captcha: true,
      toolType: 'photo-downloader',
    });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(ERROR_CODES.CONTENT_UNAVAILABLE);
    const wrong = await api.info('https://www.instagram.com/nasa/', {
      captcha: true,
      toolType: 'caption-copier',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(DOWNLOADER_MESSAGES.instagramPostLinkNeeded);
  });

  it('with the login a post comes from the app API, a private one of a followed account included', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-post-login');
    const info = (
      await api.info(`https://www.instagram.com/reel/${FEED_POST.shortcode}/`, {
        captcha: true,
        toolType: 'caption-copier',
      })
    ).body.data;
    expect(info.metadata).toMatchObject({
      caption: 'Only for followers',
      authorHandle: 'friend',
      contentType: 'carousel',
    });
    expect(info.qualities.map((q) => q.type)).toEqual(['image', 'video']);
    expect(kit.fixture.app.seen.some((r) => r.url === `/api/v1/media/${FEED_POST.mediaId}/info/`)).toBe(true);
  });

  it('a private account the operator follows answers its newest posts, slide by slide', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-private-ok');
    const info = (
      await api.info('https://www.instagram.com/friend/', {
        captcha: true,
        toolType: 'private-account-downloader',
      })
    ).body.data;
    expect(info.qualities.map((q) => [q.postIndex, q.carouselIndex ?? null, q.type, q.caption])).toEqual([
      [1, 1, 'image', 'Our trip'],
      [1, 2, 'video', 'Our trip'],
      [2, null, 'image', null],
    ]);
    expect(info.metadata.profileData).toMatchObject({ username: 'friend', isPrivate: true });
    const video = info.qualities[1];
    const file = await kit.client(kit.withLogin, undefined).bytes(video?.url ?? '');
    expect((await probe(file.bytes, 'post.mp4')).streams).toEqual(['audio:aac', 'video:h264']);
  });

  it('the live tool says whether the account is live; neither answer is a download', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-live-tool');
    const live = await api.info('https://www.instagram.com/onair/live/', {
      captcha: true,
      toolType: 'live-downloader',
    });
    expect(live.status).toBe(404);
    expect(live.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramLive,
    });
    const idle = await api.info('https://www.instagram.com/nasa/', {
      captcha: true,
      toolType: 'live-downloader',
    });
    expect(idle.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramNotLive,
    });
  });
});
