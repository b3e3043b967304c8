import { downloaderInfoSchema, DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './instagram-fixture.js';
import { probe, startInstagramKit, type InstagramKit } from './instagram-kit.js';

/**
 * The profile tools through the real app and a loopback Instagram: the profile picture (HD chosen, a
 * real JPEG delivered), the bio with the stats, and the refusals: no such account, a changed answer, a
 * throttled server, and every login-only tool without the operator's cookies.
 */
describe('Instagram profile tools (real app, loopback Instagram)', () => {
  let kit: InstagramKit;

  beforeAll(async () => {
    kit = await startInstagramKit();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  });

  it('DR-3.05 the profile picture answers the profile data and the 1080 px HD picture first', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-picture-hd-1');
    const answer = await api.info('NASA', { captcha: true, toolType: 'profile-picture' });
    expect(answer.status).toBe(200);
    const info = answer.body.data;
    expect(downloaderInfoSchema.safeParse(info).success).toBe(true);
    expect(info).toMatchObject({
      platform: 'instagram',
      toolType: 'profile-picture-downloader',
      provider: 'instagram',
    });
    expect(info.url).toBe('https://www.instagram.com/nasa/');
    expect(info.qualities.map((q) => [q.formatId, q.type, q.format, q.quality, q.delivery])).toEqual([
      ['picture-hd', 'image', 'jpg', 'HD', 'stream'],
      ['picture', 'image', 'jpg', 'Standard', 'stream'],
    ]);
    expect(info.qualities[0]).toMatchObject({ width: 1080, height: 1080 });
    const profile = info.metadata.profileData as Record<string, unknown>;
    expect(profile).toMatchObject({
      username: 'nasa',
      fullName: 'NASA',
      isVerified: true,
      isPrivate: false,
      biography: 'Official account of NASA. Exploring the universe.',
      category: 'Science & technology',
      externalUrl: 'https://example.org/',
      followerCount: 98_765_432,
      followingCount: 81,
      mediaCount: 4321,
      hasHighlightReels: true,
    });
    expect(profile.hdProfilePicUrl).toBe(`${kit.fixture.web.url}/media/nasa-1080.jpg`);
    expect(profile.profilePicUrl).toBe(`${kit.fixture.web.url}/media/nasa-150.jpg`);
    expect(Object.keys(profile)).toEqual(
      expect.arrayContaining([
        'profilePicProxyUrl',
        'hdProfilePicProxyUrl',
        'profilePicDownloadUrl',
        'hasStories',
        'storiesCount',
      ]),
    );
    expect(info.metadata).toMatchObject({ contentType: 'profile', authorHandle: 'nasa', author: 'NASA' });

    // The quality link relays the HD picture: ffprobe reads a 1080×1080 JPEG, and it went out without cookies.
    const file = await kit.client(kit.withLogin, undefined).bytes(info.qualities[0]?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(await probe(file.bytes, 'picture.jpg')).toMatchObject({
      codec: 'mjpeg',
      width: 1080,
      height: 1080,
    });
    const mediaRequests = kit.fixture.web.seen.filter((r) => r.url?.startsWith('/media/'));
    expect(mediaRequests.length).toBeGreaterThan(0);
    expect(mediaRequests.every((r) => r.headers.cookie === undefined)).toBe(true);
    // The operator's cookie reached the app API only, and only Instagram's cookies of the file.
    const appCookies = kit.fixture.app.seen.map((r) => r.headers.cookie);
    expect(appCookies).toContain('csrftoken=abcDEF123; sessionid=operator-session%3A42');
  });

  it('without the login the web profile HD picture is the largest, and a download job makes a real JPEG', async () => {
    const api = kit.client(kit.anonymous, 'anon_ig-picture-sd-1');
    const info = (
      await api.info('https://instagram.com/nasa', { captcha: true, toolType: 'profile-picture-downloader' })
    ).body.data;
    expect(info.qualities.map((q) => [q.formatId, q.quality])).toEqual([
      ['picture-hd', 'HD'],
      ['picture', 'Standard'],
    ]);
    const started = await api.download(info.jobId, 'picture-hd');
    expect(started.status).toBe(202);
    const job = await api.finished(started.body.data.jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', jobType: 'download' });
    expect(job.result?.filename).toBe('nasa_profile_picture_HD.jpg');
    const file = await kit.client(kit.anonymous, undefined).bytes(job.result?.url ?? '');
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await probe(file.bytes, 'picture.jpg')).toMatchObject({ codec: 'mjpeg', width: 320, height: 320 });
  }, 60_000);

  it('the bio copier answers the biography with the profile stats', async () => {
    const info = (
      await kit
        .client(kit.anonymous, 'anon_ig-bio-1')
        .info('@nasa', { captcha: true, toolType: 'bio-copier' })
    ).body.data;
    expect(info.title).toBe('nasa bio');
    expect(info.metadata.description).toBe('Official account of NASA. Exploring the universe.');
    expect(info.metadata.profileData).toMatchObject({
      followerCount: 98_765_432,
      followingCount: 81,
      mediaCount: 4321,
    });
    expect(info.qualities.length).toBeGreaterThan(0);
  });

  it('an unknown username is CONTENT_UNAVAILABLE in the words for a missing account', async () => {
    const answer = await kit
      .client(kit.anonymous, 'anon_ig-ghost-1')
      .info('ghost', { captcha: true, toolType: 'bio-copier' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.instagramNoAccount,
    });
  });

  it('a private account keeps its stories: CONTENT_UNAVAILABLE with the private words; its picture still loads', async () => {
    const api = kit.client(kit.withLogin, 'anon_ig-private-1');
    const link = `https://www.instagram.com/${ACCOUNTS.hidden.username}/`;
    for (const toolType of ['story-downloader', 'highlights-downloader', 'private-account-downloader']) {
      const answer = await api.info(link, { captcha: true, toolType });
      expect(answer.status, toolType).toBe(404);
      expect(answer.body).toMatchObject({
        code: ERROR_CODES.CONTENT_UNAVAILABLE,
        message: DOWNLOADER_MESSAGES.instagramPrivate,
      });
    }
    const picture = await api.info(ACCOUNTS.hidden.username, { captcha: true, toolType: 'profile-picture' });
    expect(picture.status).toBe(200);
    expect(picture.body.data.metadata.profileData).toMatchObject({ isPrivate: true });
  });

  it('an answer of another shape is EXTRACTOR_CHANGED, a throttled one EXTRACTOR_NEEDS_LOGIN', async () => {
    const api = kit.client(kit.anonymous, 'anon_ig-changed-1');
    const changed = await api.info('reshaped', { captcha: true, toolType: 'profile-picture' });
    expect(changed.status).toBe(502);
    expect(changed.body.code).toBe(ERROR_CODES.EXTRACTOR_CHANGED);
    const busy = await api.info('busy', { captcha: true, toolType: 'profile-picture' });
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({
      code: ERROR_CODES.EXTRACTOR_NEEDS_LOGIN,
      message: DOWNLOADER_MESSAGES.platformRefusing('Instagram'),
    });
  });

  it('without the operator cookies every login-only tool is EXTRACTOR_NEEDS_LOGIN and asks Instagram nothing', async () => {
    const api = kit.client(kit.anonymous, 'anon_ig-nologin-1');
    const asked = kit.fixture.app.seen.length;
    const links: [string, string][] = [
      ['nasa', 'story-downloader'],
      ['nasa', 'highlights-downloader'],
      ['nasa', 'highlight-cover-downloader'],
      ['https://www.instagram.com/stories/highlights/17890000000000001/', 'single-highlight'],
      ['https://www.instagram.com/friend/', 'private-account-downloader'],
      ['https://www.instagram.com/onair/live/', 'live-downloader'],
    ];
    for (const [url, toolType] of links) {
      const answer = await api.info(url, { captcha: true, toolType });
      expect(answer.status, toolType).toBe(503);
      expect(answer.body).toMatchObject({
        code: ERROR_CODES.EXTRACTOR_NEEDS_LOGIN,
        message: DOWNLOADER_MESSAGES.needsOperatorLogin,
      });
    }
    expect(kit.fixture.app.seen.length).toBe(asked);
  });
});
