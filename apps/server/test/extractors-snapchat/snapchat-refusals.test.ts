import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPng, makePageMedia, startPageSite, type PageSiteKit } from '../extractors-web-page/page-kit.js';
import { PRIVATE_USER, SPOTLIGHT_ID, USER } from './snapchat-documents.js';
import {
  BUSY_USER,
  CHANGED_USER,
  MISSING_USER,
  SHORT_CODE,
  SHORT_TO_LENS,
  snapchatSite,
} from './snapchat-site.js';

/**
 * Snapchat's short links and refusals through the real app: a `t.snapchat.com` link resolved by its
 * redirect (read by hand, one hop) and its page fetched from the configured base; a private, a missing,
 * a changed and a rate-limited profile each answered with its own stable code.
 */
const SLOW = 60_000;

describe('Snapchat short links and refusals (real app on loopback)', () => {
  let kit: PageSiteKit;
  const seen = () => kit.site.seen.map((r) => new URL(r.url ?? '/', 'http://x').pathname);

  beforeAll(async () => {
    kit = await startPageSite(snapchatSite(await makePageMedia()), (origin) => ({
      SNAPCHAT_BASE_URL: origin,
      SNAPCHAT_SHORT_LINK_BASE_URL: `${origin}/t`,
    }));
  }, SLOW);
  afterAll(async () => {
    await kit.close();
  });

  const info = (session: string, url: string, toolType = 'video') =>
    kit.client(session).info(url, { captcha: true, toolType });

  it('a t.snapchat.com short link is resolved through its redirect, then the page it names is analysed', async () => {
    const before = seen().length;
    const answer = await info('anon_snap-short-link1', `https://t.snapchat.com/${SHORT_CODE}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      title: 'Team Snapchat',
      metadata: { contentType: 'user', username: USER },
    });
    expect(seen().slice(before)).toEqual([`/t/${SHORT_CODE}`, `/add/${USER}`]);
  });

  it('a short link that leads to something else than a profile, story, highlight or Spotlight is refused', async () => {
    const answer = await info('anon_snap-short-lens1', `https://t.snapchat.com/${SHORT_TO_LENS}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.snapchatLinkUnsupported,
    });
  });

  it('a link to another Snapchat page is refused before anything is fetched', async () => {
    const before = seen().length;
    const answer = await info('anon_snap-lens-page1', 'https://www.snapchat.com/lens/0a1b2c3d');
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.snapchatLinkUnsupported,
    });
    expect(seen().length).toBe(before);
  });

  it('a private account is CONTENT_UNAVAILABLE for its stories; its Bitmoji and Snapcode still download', async () => {
    const refused = await info('anon_snap-private-01', `https://www.snapchat.com/add/${PRIVATE_USER}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.snapchatNotPublic,
    });
    const api = kit.client('anon_snap-private-01');
    const pictures = await info(
      'anon_snap-private-01',
      `https://www.snapchat.com/@${PRIVATE_USER}`,
      'profile-picture',
    );
    expect(pictures.status).toBe(200);
    expect(pictures.body.data.qualities.map((q) => [q.formatId, q.format])).toEqual([
      ['bitmoji', 'png'],
      ['snapcode', 'png'],
    ]);
    const bitmoji = pictures.body.data.qualities[0];
    const streamed = await api.bytes(bitmoji?.url ?? '');
    expect(streamed.status).toBe(200);
    expect(isPng(streamed.bytes)).toBe(true);
  });

  it('a missing profile is CONTENT_UNAVAILABLE (the platform answered 404)', async () => {
    const answer = await info('anon_snap-missing-01', `https://www.snapchat.com/add/${MISSING_USER}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.contentUnavailable,
    });
  });

  it('a page without its Next.js data is EXTRACTOR_CHANGED, never an empty answer', async () => {
    const answer = await info('anon_snap-changed-01', `https://www.snapchat.com/add/${CHANGED_USER}`);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.EXTRACTOR_CHANGED,
      message: DOWNLOADER_MESSAGES.extractorChanged,
    });
  });

  it('a platform that answers 429 is EXTRACTOR_UNAVAILABLE, saying Snapchat is refusing this server', async () => {
    const answer = await info('anon_snap-limited-01', `https://www.snapchat.com/add/${BUSY_USER}`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.EXTRACTOR_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.platformRefusing('Snapchat'),
    });
  });

  it('the profile-picture tool on a Spotlight link that names no profile asks for a profile', async () => {
    const answer = await info(
      'anon_snap-spot-pic-1',
      `https://www.snapchat.com/spotlight/${SPOTLIGHT_ID}`,
      'profile-picture',
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.CONTENT_UNAVAILABLE,
      message: DOWNLOADER_MESSAGES.snapchatProfileNeeded,
    });
  });
});
