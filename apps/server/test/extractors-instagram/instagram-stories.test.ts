import {
  downloaderInfoSchema,
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  type DownloaderInfo,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../accounts/account-kit.js';
import { testSessionId } from '../helpers/upload-client.js';
import { ANONYMOUS_SESSION_HEADER } from '@mediaforge/shared';
import { HIGHLIGHTS, SESSION } from './instagram-fixture.js';
import { probe, startInstagramKit, type InstagramKit } from './instagram-kit.js';

/**
 * Stories and highlights through the real app with the operator's login and a loopback Instagram:
 * the story answer's fields, a video story downloaded and probed, the highlights list, the
 * single-highlight lookup it leads to, the covers, and the refusals of an expired login.
 */
describe('Instagram stories and highlights (real app, loopback Instagram)', () => {
  let kit: InstagramKit;

  beforeAll(async () => {
    kit = await startInstagramKit();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  });

  async function storyByUsername(
    username: string,
  ): Promise<{ status: number; body: { data: DownloaderInfo } }> {
    const res = await fetch(`${kit.withLogin.baseUrl}/downloader/instagram/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ANONYMOUS_SESSION_HEADER]: testSessionId('anon_ig-story-route'),
      },
      body: JSON.stringify({ username, captchaToken: await solveCaptcha(kit.withLogin.baseUrl) }),
    });
    return { status: res.status, body: (await res.json()) as { data: DownloaderInfo } };
  }

  it('DL-7.04 DL-3.01 DL-3.02 DR-3.06 stories by username carry the story fields, songs and mentions', async () => {
    const answer = await storyByUsername('@NASA');
    expect(answer.status).toBe(200);
    const info = answer.body.data;
    expect(downloaderInfoSchema.safeParse(info).success).toBe(true);
    expect(info).toMatchObject({
      title: 'nasa stories',
      platform: 'instagram',
      url: 'https://www.instagram.com/stories/nasa/',
      totalActiveStories: 3,
      timeAgo: '20m ago',
      mentions: [
        { username: 'spacex', fullName: 'SPACEX' },
        { username: 'esa', fullName: 'ESA' },
      ],
      trackList: [{ storyIndex: 1, title: 'Across the Stars', artist: 'Orbit Band' }],
    });
    const song = {
      title: 'Across the Stars',
      artist: 'Orbit Band',
      coverArt: `${kit.fixture.web.url}/media/song-cover.jpg`,
      coverArtThumbnail: `${kit.fixture.web.url}/media/song-cover-small.jpg`,
      duration: 30,
      downloadUrl: `${kit.fixture.web.url}/media/song.m4a`,
      fastDownloadUrl: `${kit.fixture.web.url}/media/song-fast.m4a`,
      audioUrl: `${kit.fixture.web.url}/media/song-fast.m4a`,
    };
    expect(info.musicInfo).toEqual([song]);
    const rows = info.qualities.map((q) => [
      q.storyIndex,
      q.storyId,
      q.type,
      q.format,
      q.timeAgo,
      q.delivery,
    ]);
    expect(rows).toEqual([
      [1, '3300000000000000001', 'image', 'jpg', '5h ago', 'stream'],
      [2, '3300000000000000002', 'video', 'mp4', '2h ago', 'stream'],
      [3, '3300000000000000003', 'image', 'jpg', '20m ago', 'stream'],
    ]);
    const [first, video] = info.qualities;
    expect(first).toMatchObject({
      musicInfo: song,
      mentions: [{ username: 'spacex' }, { username: 'esa' }],
      relativeTime: '5h ago',
      preview: `${kit.fixture.web.url}/media/story-1.jpg`,
      fallbackPreview: `${kit.fixture.web.url}/media/story-1-small.jpg`,
      width: 1080,
      height: 1920,
    });
    expect(typeof first?.takenAt).toBe('number');
    expect(video).toMatchObject({ width: 360, height: 640, duration: 2, hasAudio: true, musicInfo: null });
    expect(info.metadata).toMatchObject({ contentType: 'story', mediaCount: 3 });
    expect(info.metadata.profileData).toMatchObject({ hasStories: true, storiesCount: 3, username: 'nasa' });
    // The answer names no platform address for a quality's bytes.
    for (const q of info.qualities) expect(q.url).toMatch(/^\/api\/downloader\/stream\?token=/);
  });

  it('the video story downloads through a job as an H.264/AAC MP4 (ffprobe)', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-story-video');
    const info = (await api.info('nasa', { captcha: true, toolType: 'story-downloader' })).body.data;
    const started = await api.download(info.jobId, 'story-3300000000000000002');
    expect(started.status).toBe(202);
    const job = await api.finished(started.body.data.jobId);
    expect(job.status).toBe('COMPLETED');
    const file = await kit.client(kit.withLogin, undefined).bytes(job.result?.url ?? '');
    const facts = await probe(file.bytes, 'story.mp4');
    expect(facts.streams).toEqual(['audio:aac', 'video:h264']);
    expect(facts).toMatchObject({ width: 360, height: 640 });
    expect(facts.duration).toBeGreaterThan(1.5);
    expect(facts.duration).toBeLessThan(2.5);
  }, 60_000);

  it('a story link with an id answers that story; an expired id and an account without stories are refused', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-story-one');
    const one = await api.info('https://www.instagram.com/stories/nasa/3300000000000000003/', {
      captcha: true,
      toolType: 'story-downloader',
    });
    expect(one.body.data.qualities.map((q) => q.storyId)).toEqual(['3300000000000000003']);
    const gone = await api.info('https://www.instagram.com/stories/nasa/3300000000000000009/', {
      captcha: true,
      toolType: 'story-downloader',
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramStoryGone,
    });
    const quiet = await api.info('quiet', { captcha: true, toolType: 'story-downloader' });
    expect(quiet.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramNoStories,
    });
  });

  it("the highlights list leads, through each one's link, to the single-highlight lookup of its stories", async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-highlights');
    const list = (await api.info('nasa', { captcha: true, toolType: 'highlights-downloader' })).body.data;
    expect(list.qualities.map((q) => [q.formatId, q.title, q.highlightData, q.originalUrl])).toEqual(
      HIGHLIGHTS.map((h) => [
        `highlight-${h.id}`,
        h.title,
        { id: h.id, title: h.title, mediaCount: h.count },
        `https://www.instagram.com/stories/highlights/${h.id}/`,
      ]),
    );
    expect(list.metadata.highlights).toEqual(
      HIGHLIGHTS.map((h): unknown =>
        expect.objectContaining({
          id: h.id,
          title: h.title,
          itemCount: h.count,
          thumbnailUrl: `${kit.fixture.web.url}/media/cover-${h.id}.jpg`,
        }),
      ),
    );
    expect(list.metadata.profileData).toMatchObject({ hasHighlightReels: true });

    const lookup = await api.info(String(list.qualities[0]?.originalUrl), {
      captcha: true,
      toolType: 'single-highlight',
    });
    expect(lookup.status).toBe(200);
    const mars = lookup.body.data;
    expect(mars.title).toBe('Mars');
    expect(mars.qualities.map((q) => [q.storyId, q.type, q.format, q.duration, q.timeAgo])).toEqual([
      ['3100000000000000001', 'video', 'mp4', 2, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      ['3100000000000000002', 'image', 'jpg', null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
    for (const q of mars.qualities) {
      expect(q).toMatchObject({ highlightData: { id: HIGHLIGHTS[0]?.id, title: 'Mars', mediaCount: 2 } });
      expect(Object.keys(q)).toEqual(
        expect.arrayContaining(['preview', 'fallbackPreview', 'takenAt', 'relativeTime', 'url']),
      );
    }
    // The share link Instagram's app copies (`/s/` + base64 of "highlight:<id>") names the same highlight.
    const share = Buffer.from(`highlight:${HIGHLIGHTS[1]?.id}`).toString('base64');
    const moon = await api.info(`https://www.instagram.com/s/${share}?story_media_id=3100000000000000003`, {
      captcha: true,
      toolType: 'single-highlight',
    });
    expect(moon.body.data).toMatchObject({
      title: 'Moon',
      qualities: [{ storyId: '3100000000000000003', relativeTime: '3d ago' }],
    });
  });

  it('highlight covers are pictures to download; a profile link is not a highlight link', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-covers');
    const covers = (await api.info('nasa', { captcha: true, toolType: 'highlight-cover-downloader' })).body
      .data;
    expect(covers.qualities.map((q) => [q.formatId, q.quality, q.width])).toEqual(
      HIGHLIGHTS.map((h) => [`cover-${h.id}`, '150p', 150]),
    );
    const file = await kit.client(kit.withLogin, undefined).bytes(covers.qualities[1]?.url ?? '');
    expect(await probe(file.bytes, 'cover.jpg')).toMatchObject({ codec: 'mjpeg', width: 150, height: 150 });
    const none = await api.info('quiet', { captcha: true, toolType: 'highlight-cover-downloader' });
    expect(none.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramNoHighlights,
    });
    const wrong = await api.info('https://www.instagram.com/nasa/', {
      captcha: true,
      toolType: 'single-highlight',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      message: DOWNLOADER_MESSAGES.instagramHighlightLinkNeeded,
    });
  });

  it('an operator login Instagram sends to its login page is EXTRACTOR_NEEDS_LOGIN in its own words', async () => {
    kit.fixture.session = 'a-newer-session';
    try {
      const answer = await kit
        .client(kit.withLogin, 'anon_ig-expired')
        .info('nasa', { captcha: true, toolType: 'story-downloader' });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: ERROR_CODES.EXTRACTOR_NEEDS_LOGIN,
        message: DOWNLOADER_MESSAGES.instagramLoginRefused,
      });
    } finally {
      kit.fixture.session = SESSION;
    }
  });
});
