/**
 * Snapchat pages as its Next.js web app writes them, written for these tests (small, our own): the
 * page data in `<script id="__NEXT_DATA__" type="application/json">` with `<` escaped as Next.js does,
 * `props.pageProps` holding `userProfile` (`publicProfileInfo`, or `userInfo` for a private account),
 * `story.snapList`, `curatedHighlights`, `spotlightHighlights` or `spotlightFeed.spotlightStories`;
 * scalars wrapped as `{value}`, counts as decimal strings, snapMediaType 0 for a picture and 1 for a video.
 * `media` is the origin the CDN addresses point at.
 */

export const USER = 'team.snap';
export const PRIVATE_USER = 'quiet.one';
export const STORY_VIDEO_ID = 'W7_EDlXWTBiXAEEniNoMPwAAYcnVjYWdwcGV1AZEaIYn5';
export const STORY_PHOTO_ID = 'W7_EDlXWTBiXAEEniNoMPwAAYdGhlLXBob3RvAZEaIYnr';
export const HIGHLIGHT_ID = '9f1c2a44-6c0e-4c55-9a43-2d0c8e1b5a10';
export const SPOTLIGHT_ID = 'W7_EDlXWTBiXAEEniNoMPwAAYYWtidGhudGZpAX1TKn0JAX1TKnXJAAAAAA';
export const STORY_TIME = 1_722_720_291;

const snap = (
  index: number,
  id: string,
  type: 0 | 1,
  mediaUrl: string,
  previewUrl: string,
  time: number,
) => ({
  snapIndex: index,
  snapId: { value: id },
  snapMediaType: type,
  snapUrls: { mediaUrl, mediaPreviewUrl: { value: previewUrl } },
  timestampInSec: { value: String(time) },
  snapTitle: { value: '' },
});

export const videoUrl = (media: string, name: string) =>
  `${media}/d/${name}.27.IRZXSOY?mo=GlYaGhUaABoAMgF9SgJBUFAB&uc=46`;
export const photoUrl = (media: string, name: string) => `${media}/i/${name}.1034.IRZXSOY?mo=GlYa&uc=46`;
export const previewUrl = (media: string, name: string) => `${media}/i/${name}.256.IRZXSOY`;

function publicProfileInfo(media: string) {
  return {
    username: USER,
    title: 'Team Snapchat',
    bio: 'Snaps from the team',
    subscriberCount: '12500',
    websiteUrl: 'https://snap.com',
    profilePictureUrl: `${media}/aps/bolt/profile.jpg`,
    snapcodeImageUrl: `${media}/web/deeplink/snapcode?username=${USER}&type=SVG&bitmoji=enable`,
    squareHeroImageUrl: `${media}/aps/bolt/hero.jpg`,
    badge: 1,
    hasStory: true,
    hasCuratedHighlights: true,
    hasSpotlightHighlights: true,
    categoryStringId: 'public-profile-category-v3-brand',
  };
}

/** A public profile with a two-snap story, two highlights (one empty) and one Spotlight highlight. */
export function publicProfileProps(media: string) {
  return {
    userProfile: { $case: 'publicProfileInfo', publicProfileInfo: publicProfileInfo(media) },
    story: {
      storyType: 'STORY_TYPE_PUBLIC_USER',
      storyId: { value: USER },
      snapList: [
        snap(
          0,
          STORY_VIDEO_ID,
          1,
          videoUrl(media, 'story-video'),
          previewUrl(media, 'story-video'),
          STORY_TIME,
        ),
        snap(
          1,
          STORY_PHOTO_ID,
          0,
          photoUrl(media, 'story-photo'),
          previewUrl(media, 'story-photo'),
          STORY_TIME + 60,
        ),
      ],
    },
    curatedHighlights: [
      {
        storyType: 'STORY_TYPE_CURATED_HIGHLIGHT',
        storyId: { value: HIGHLIGHT_ID },
        storyTitle: { value: 'Summer <3' },
        thumbnailUrl: { value: previewUrl(media, 'summer') },
        snapList: [
          snap(
            0,
            'hl-snap-1',
            1,
            videoUrl(media, 'summer-1'),
            previewUrl(media, 'summer-1'),
            STORY_TIME - 86_400,
          ),
          snap(
            1,
            'hl-snap-2',
            0,
            photoUrl(media, 'summer-2'),
            previewUrl(media, 'summer-2'),
            STORY_TIME - 86_000,
          ),
        ],
      },
      {
        storyType: 'STORY_TYPE_CURATED_HIGHLIGHT',
        storyId: { value: 'empty' },
        storyTitle: { value: 'Empty' },
        snapList: [],
      },
    ],
    spotlightHighlights: [
      {
        storyType: 'STORY_TYPE_SPOTLIGHT_HIGHLIGHT',
        storyId: { value: 'spot-hl-1' },
        thumbnailUrl: { value: previewUrl(media, 'spot-hl') },
        snapList: [
          snap(
            0,
            'spot-snap-1',
            1,
            videoUrl(media, 'spot-hl'),
            previewUrl(media, 'spot-hl'),
            STORY_TIME - 500,
          ),
        ],
      },
    ],
    pageLinks: { canonicalUrl: `https://www.snapchat.com/add/${USER}` },
  };
}

/** A personal account that is not public: a name, its Bitmoji and its Snapcode only. */
export function privateProfileProps(media: string) {
  return {
    userProfile: {
      $case: 'userInfo',
      userInfo: {
        username: PRIVATE_USER,
        displayName: 'Quiet One',
        snapcodeImageUrl: `${media}/web/deeplink/snapcode?username=${PRIVATE_USER}&type=SVG&bitmoji=enable`,
        bitmoji3d: { avatarImage: { url: `${media}/3d/render/avatar.png` } },
      },
    },
  };
}

/** A Spotlight page: the video first in the feed, then another (a feed shows the next ones). */
export function spotlightProps(media: string) {
  const story = (id: string, name: string) => ({
    storyId: { value: id },
    snapList: [snap(0, `${id}-snap`, 1, videoUrl(media, name), previewUrl(media, name), STORY_TIME)],
  });
  const metadata = (name: string, views: string) => ({
    videoMetadata: {
      name,
      description: '',
      uploadDateMs: STORY_TIME * 1000 + 307,
      viewCount: views,
      shareCount: '42',
      contentUrl: videoUrl(media, 'spotlight'),
      thumbnailUrl: previewUrl(media, 'spotlight'),
      width: 160,
      height: 120,
      durationMs: 2000,
      creator: {
        personCreator: { username: USER, name: 'Team Snapchat', url: `https://www.snapchat.com/add/${USER}` },
      },
    },
    description: 'Sunset over the bay #sunset',
    hashtags: ['#sunset'],
    engagementStats: {
      viewCount: views,
      shareCount: '42',
      commentCount: '7',
      boostCount: '3',
      recommendCount: '11',
    },
  });
  return {
    spotlightFeed: {
      spotlightStories: [
        { story: story(SPOTLIGHT_ID, 'spotlight'), metadata: metadata('Sunset', '5600') },
        { story: story('another-spotlight', 'other'), metadata: metadata('Other', '-1') },
      ],
    },
  };
}

/** The whole page: the data as Next.js embeds it (`<` written as \u003c so no `</script>` can occur). */
export function snapchatPage(pageProps: unknown, title = 'Snapchat'): string {
  const data = {
    props: { pageProps },
    page: '/add/[...profileParams]',
    query: { profileParams: [USER] },
    buildId: 'fixture-build',
    isFallback: false,
    gssp: true,
    scriptLoader: [],
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<title>${title}</title><meta property="og:title" content="${title}"/>`,
    '</head><body><div id="__next"><main></main></div>',
    `<script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`,
  ].join('');
}

/** A page the web app did not render: a bot check, no page data. */
export const CHALLENGE_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id="challenge"></div></body></html>';
