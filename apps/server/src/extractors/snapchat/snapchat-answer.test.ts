import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_ID,
  privateProfileProps,
  publicProfileProps,
  snapchatPage,
  SPOTLIGHT_ID,
  spotlightProps,
  STORY_PHOTO_ID,
  STORY_TIME,
  STORY_VIDEO_ID,
  USER,
} from '../../../test/extractors-snapchat/snapchat-documents.js';
import { ExtractorError } from '../extractor.js';
import { snapchatExtraction, type PageTarget, type SnapchatTool } from './snapchat-answer.js';
import { parseSnapchatPage } from './snapchat-page.js';

const CDN = 'https://cf-st.sc-cdn.net';
const profile: PageTarget = { kind: 'profile', username: USER };
const answer = (props: unknown, target: PageTarget = profile, tool: SnapchatTool = 'video') =>
  snapchatExtraction(parseSnapchatPage(snapchatPage(props)), target, tool);

function refusal(work: () => unknown): { code: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof ExtractorError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('answered');
}

describe('Snapchat answers', () => {
  it('a profile: one quality per snap with its CDN address and tab file name, the spec metadata', () => {
    const x = answer(publicProfileProps(CDN));
    expect(x).toMatchObject({
      title: 'Team Snapchat',
      thumbnail: `${CDN}/aps/bolt/profile.jpg`,
      provider: 'snapchat',
    });
    expect(
      x.qualities.map((q) => [q.formatId, q.type, q.format, q.quality, q.title, q.extra?.fileName]),
    ).toEqual([
      ['stories-1', 'video', 'mp4', 'Story 1', 'Story 1', 'snapchat_stories_1.mp4'],
      ['stories-2', 'image', 'jpg', 'Story 2', 'Story 2', 'snapchat_stories_2.jpg'],
      ['highlights-1', 'video', 'mp4', 'Highlight 1', 'Summer <3 (1/2)', 'snapchat_highlights_1.mp4'],
      ['highlights-2', 'image', 'jpg', 'Highlight 2', 'Summer <3 (2/2)', 'snapchat_highlights_2.jpg'],
      ['spotlights-1', 'video', 'mp4', 'Spotlight 1', 'Spotlight 1 (1/1)', 'snapchat_spotlights_1.mp4'],
    ]);
    const [first, , third] = x.qualities;
    expect(first?.parts).toEqual([{ kind: 'http', url: first?.extra?.originalUrl, ext: 'mp4' }]);
    expect(first).toMatchObject({
      processing: 'none',
      hasAudio: true,
      preview: `${CDN}/i/story-video.256.IRZXSOY`,
    });
    expect(first?.extra).toMatchObject({
      storyId: STORY_VIDEO_ID,
      storyIndex: 0,
      takenAt: STORY_TIME,
      tab: 'stories',
    });
    expect(third?.extra?.highlightData).toEqual({ id: HIGHLIGHT_ID, title: 'Summer <3', mediaCount: 2 });
    expect(x.metadata).toMatchObject({
      contentType: 'user',
      username: USER,
      profileData: {
        username: USER,
        displayName: 'Team Snapchat',
        bio: 'Snaps from the team',
        profilePictureUrl: `${CDN}/aps/bolt/profile.jpg`,
        websiteUrl: 'https://snap.com',
        followerCount: 12500,
      },
      mediaCount: 5,
      source: `https://www.snapchat.com/add/${USER}`,
    });
    expect(x.metadata.stories).toEqual([
      expect.objectContaining({
        snapId: STORY_VIDEO_ID,
        timestamp: STORY_TIME,
        format: 'mp4',
        type: 'video',
      }),
      expect.objectContaining({ snapId: STORY_PHOTO_ID, format: 'jpg', type: 'image' }),
    ]);
    expect(x.metadata.highlights).toEqual([
      expect.objectContaining({ id: HIGHLIGHT_ID, storyId: HIGHLIGHT_ID, title: 'Summer <3', storyCount: 2 }),
    ]);
    expect(x.metadata.spotlights).toEqual([expect.objectContaining({ id: 'spot-hl-1', storyCount: 1 })]);
  });

  it('one snap of the story, and one highlight, each alone', () => {
    const snap = answer(publicProfileProps(CDN), { kind: 'snap', username: USER, snapId: STORY_PHOTO_ID });
    expect(snap.metadata).toMatchObject({ contentType: 'story', mediaCount: 1 });
    expect(snap.qualities.map((q) => [q.type, q.title, q.extra?.fileName])).toEqual([
      ['image', 'Team Snapchat story', 'Team_Snapchat_story_Story_1.jpg'],
    ]);
    const highlight = answer(publicProfileProps(CDN), {
      kind: 'highlight',
      username: USER,
      highlightId: HIGHLIGHT_ID,
    });
    expect(highlight).toMatchObject({
      title: 'Summer <3',
      metadata: { contentType: 'highlight', spotlights: [] },
    });
    expect(highlight.qualities.map((q) => q.formatId)).toEqual(['highlights-1', 'highlights-2']);
  });

  it('a Spotlight video: reelDetails, its size and length, the creator as author', () => {
    const x = answer(spotlightProps(CDN), { kind: 'spotlight', spotlightId: SPOTLIGHT_ID });
    expect(x).toMatchObject({ title: 'Sunset', duration: 2, thumbnail: `${CDN}/i/spotlight.256.IRZXSOY` });
    expect(x.metadata).toMatchObject({
      contentType: 'spotlight',
      author: 'Team Snapchat',
      authorHandle: USER,
      viewCount: 5600,
      reelDetails: {
        description: 'Sunset over the bay #sunset',
        uploadDate: new Date(STORY_TIME * 1000 + 307).toISOString(),
        viewCount: 5600,
        shareCount: 42,
        commentCount: 7,
        boostCount: 3,
        recommendCount: 11,
      },
    });
    expect(x.qualities).toEqual([
      expect.objectContaining({
        formatId: 'spotlights-1',
        width: 160,
        height: 120,
        duration: 2,
        title: 'Sunset',
      }),
    ]);
  });

  it('the profile-picture tool: the picture and the Snapcode asked for as PNG; a private Bitmoji', () => {
    const pub = answer(publicProfileProps(CDN), profile, 'profile-picture');
    expect(
      pub.qualities.map((q) => [q.formatId, q.format, q.quality, q.extra?.fileName, q.parts[0]]),
    ).toEqual([
      [
        'profile-picture',
        'jpg',
        'Profile picture',
        'Team_Snapchat_Profile_picture.jpg',
        expect.objectContaining({ url: `${CDN}/aps/bolt/profile.jpg` }),
      ],
      [
        'snapcode',
        'png',
        'Snapcode',
        'Team_Snapchat_Snapcode.png',
        expect.objectContaining({
          url: `${CDN}/web/deeplink/snapcode?username=${USER}&type=PNG&bitmoji=enable`,
        }),
      ],
    ]);
    const priv = answer(
      privateProfileProps(CDN),
      { kind: 'profile', username: 'quiet.one' },
      'profile-picture',
    );
    expect(priv.qualities.map((q) => [q.formatId, q.format])).toEqual([
      ['bitmoji', 'png'],
      ['snapcode', 'png'],
    ]);
    expect(priv.metadata).toMatchObject({
      contentType: 'user',
      profileData: { username: 'quiet.one', followerCount: null },
    });
  });

  it('refuses with stable codes: private, nothing public, gone, and pages of another shape', () => {
    expect(refusal(() => answer(privateProfileProps(CDN)))).toEqual({
      code: 'CONTENT_UNAVAILABLE',
      message: DOWNLOADER_MESSAGES.snapchatNotPublic,
    });
    const bare = { userProfile: publicProfileProps(CDN).userProfile };
    expect(refusal(() => answer(bare))).toEqual({
      code: 'CONTENT_UNAVAILABLE',
      message: DOWNLOADER_MESSAGES.snapchatNothingPublic,
    });
    const gone = { kind: 'snap', username: USER, snapId: 'expired' } as const;
    expect(refusal(() => answer(publicProfileProps(CDN), gone)).code).toBe('CONTENT_UNAVAILABLE');
    const otherSpotlight = { kind: 'spotlight', spotlightId: 'unknown' } as const;
    expect(refusal(() => answer(spotlightProps(CDN), otherSpotlight)).code).toBe('CONTENT_UNAVAILABLE');
    expect(refusal(() => answer(publicProfileProps(CDN), otherSpotlight)).code).toBe('EXTRACTOR_CHANGED');
    expect(refusal(() => answer({}, profile)).code).toBe('EXTRACTOR_CHANGED');
    expect(refusal(() => answer({}, profile, 'profile-picture')).code).toBe('EXTRACTOR_CHANGED');
  });
});
