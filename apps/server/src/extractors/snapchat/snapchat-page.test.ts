import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_PAGE,
  HIGHLIGHT_ID,
  privateProfileProps,
  publicProfileProps,
  snapchatPage,
  SPOTLIGHT_ID,
  spotlightProps,
  STORY_TIME,
  STORY_VIDEO_ID,
  USER,
} from '../../../test/extractors-snapchat/snapchat-documents.js';
import { ExtractorError } from '../extractor.js';
import { parseSnapchatPage } from './snapchat-page.js';

const CDN = 'https://cf-st.sc-cdn.net';

function changed(html: string): string | undefined {
  try {
    parseSnapchatPage(html);
  } catch (error) {
    if (error instanceof ExtractorError) return error.code;
    throw error;
  }
  return undefined;
}

describe("a Snapchat page's Next.js data", () => {
  it('reads a public profile: wrapped values, string counts, picture or video by snapMediaType', () => {
    const page = parseSnapchatPage(snapchatPage(publicProfileProps(CDN)));
    expect(page.profile).toEqual({
      username: USER,
      displayName: 'Team Snapchat',
      bio: 'Snaps from the team',
      profilePictureUrl: `${CDN}/aps/bolt/profile.jpg`,
      websiteUrl: 'https://snap.com',
      followerCount: 12500,
      snapcodeImageUrl: `${CDN}/web/deeplink/snapcode?username=${USER}&type=SVG&bitmoji=enable`,
    });
    expect(page.privateProfile).toBeUndefined();
    expect(page.story.map((s) => [s.type, s.format, s.timestamp])).toEqual([
      ['video', 'mp4', STORY_TIME],
      ['image', 'jpg', STORY_TIME + 60],
    ]);
    expect(page.story[0]).toMatchObject({
      snapId: STORY_VIDEO_ID,
      previewUrl: `${CDN}/i/story-video.256.IRZXSOY`,
    });
    // The empty highlight is dropped (downloader-results.md §5); `<` came escaped as \u003c.
    expect(page.highlights.map((h) => [h.id, h.title, h.items.length])).toEqual([
      [HIGHLIGHT_ID, 'Summer <3', 2],
    ]);
    expect(page.spotlightHighlights.map((h) => [h.id, h.title, h.items.length])).toEqual([
      ['spot-hl-1', 'Spotlight 1', 1],
    ]);
    expect(page.spotlights).toBeUndefined();
  });

  it("reads a private account's name, Bitmoji and Snapcode, and no story", () => {
    const page = parseSnapchatPage(snapchatPage(privateProfileProps(CDN)));
    expect(page.profile).toBeUndefined();
    expect(page.privateProfile).toMatchObject({
      username: 'quiet.one',
      displayName: 'Quiet One',
      bitmojiUrl: `${CDN}/3d/render/avatar.png`,
    });
    expect(page.story).toEqual([]);
  });

  it('reads a Spotlight feed: its metadata and counts, -1 read as hidden', () => {
    const page = parseSnapchatPage(snapchatPage(spotlightProps(CDN)));
    const [first, second] = page.spotlights ?? [];
    expect(first).toMatchObject({
      id: SPOTLIGHT_ID,
      title: 'Sunset',
      description: 'Sunset over the bay #sunset',
      uploadDate: new Date(STORY_TIME * 1000 + 307).toISOString(),
      width: 160,
      height: 120,
      duration: 2,
      creator: { username: USER, name: 'Team Snapchat' },
      stats: { viewCount: 5600, shareCount: 42, commentCount: 7, boostCount: 3, recommendCount: 11 },
    });
    expect(first?.item).toMatchObject({
      type: 'video',
      mediaUrl: `${CDN}/d/spotlight.27.IRZXSOY?mo=GlYaGhUaABoAMgF9SgJBUFAB&uc=46`,
    });
    expect(second?.stats.viewCount).toBeNull();
  });

  it('a page without the data, with unreadable data or data of another shape is EXTRACTOR_CHANGED', () => {
    expect(changed(CHALLENGE_PAGE)).toBe('EXTRACTOR_CHANGED');
    expect(changed('<script id="__NEXT_DATA__" type="application/json">{not json</script>')).toBe(
      'EXTRACTOR_CHANGED',
    );
    const props = publicProfileProps(CDN);
    const noMedia = {
      ...props,
      story: { snapList: [{ snapId: { value: 'x' }, snapMediaType: 1, snapUrls: {} }] },
    };
    expect(changed(snapchatPage(noMedia))).toBe('EXTRACTOR_CHANGED');
    const foreignScheme = {
      ...props,
      userProfile: { publicProfileInfo: { username: USER, profilePictureUrl: 'javascript:alert(1)' } },
    };
    expect(changed(snapchatPage(foreignScheme))).toBe('EXTRACTOR_CHANGED');
    const notAUrl = {
      ...props,
      userProfile: { publicProfileInfo: { username: USER, profilePictureUrl: 'https://' } },
    };
    expect(changed(snapchatPage(notAUrl))).toBe('EXTRACTOR_CHANGED');
    expect(changed(snapchatPage({ ...props, curatedHighlights: 'none' }))).toBe('EXTRACTOR_CHANGED');
  });
});
