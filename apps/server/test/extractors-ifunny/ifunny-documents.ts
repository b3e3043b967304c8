/**
 * iFunny post pages, written for these tests (small, our own) in the shape its site renders them: Open
 * Graph tags in the head, and the app state in `window.__INITIAL_STATE__={…};(function(){…}())` (as
 * serialize-javascript writes it: `<`, `>` and `/` as \u escapes) with `seo` and `feed.items`, each
 * item one of iFunny's content objects (id, type, url, size, video_clip / gif block, thumb, creator,
 * num, publish_at, tags). `media` is the origin the file addresses point at.
 */

export const VIDEO_ID = 'jh6D3QSz7';
export const PICTURE_ID = 'wAtezlS5C';
export const GIF_ID = 'Xp83yefS7';
export const MEME_ID = '416RcHn7C';
export const PUBLISHED = 1_700_000_000;

export const videoPath = `/video/introduce-you-to-the-fly-swatter-${VIDEO_ID}`;
export const picturePath = `/picture/nothing-is-really-real-${PICTURE_ID}`;
export const gifPath = `/gif/i-know-i-rounded-them-up-${GIF_ID}`;
export const memePath = `/meme/ibm-slide-1979-${MEME_ID}`;

const item = (media: string, id: string, type: string, url: string, extra: Record<string, unknown>) => ({
  id,
  type,
  url,
  title: '',
  fixed_title: `Memes ${id} by funnyguy`,
  tags: ['fly', 'summer'],
  state: 'published',
  publish_at: PUBLISHED,
  date_create: PUBLISHED - 60,
  size: { w: 160, h: 120 },
  thumb: { url: `${media}/images/${id}_thumb.jpg`, x640_url: `${media}/images/${id}_640.jpg` },
  creator: { id: '5b3c', nick: 'funnyguy', is_verified: false },
  num: { smiles: 120, unsmiles: 3, comments: 4, views: 5300, republished: 2, shares: 1 },
  canonical_url: `https://ifunny.co/${type}/${id}`,
  ...extra,
});

export const videoItem = (media: string) =>
  item(media, VIDEO_ID, 'video_clip', `${media}/videos/a1b2c3_1.mp4`, {
    title: 'Introduce you to the fly swatter',
    video_clip: {
      screen_url: `${media}/images/a1b2c3_3.jpg`,
      bytes: 40_000,
      source_type: 'user',
      duration: 2,
    },
  });
export const pictureItem = (media: string) =>
  item(media, PICTURE_ID, 'pic', `${media}/images/d4e5f6.jpg`, { pic: {} });
export const gifItem = (media: string) =>
  item(media, GIF_ID, 'gif', `${media}/images/g7h8i9.gif`, {
    gif: {
      mp4_url: `${media}/videos/g7h8i9.mp4`,
      mp4_bytes: 30_000,
      screen_url: `${media}/images/g7h8i9.jpg`,
      bytes: 20_000,
    },
  });

/** A post page: the post first in the feed, a related post after it. */
export function ifunnyPage(
  media: string,
  post: ReturnType<typeof item> | undefined,
  og: { readonly type: string; readonly video?: string; readonly image?: string; readonly title: string },
): string {
  const related = item(media, 'Zz9Yy8Xx7', 'pic', `${media}/images/related.jpg`, {});
  const state = {
    seo: {
      type: og.type,
      title: og.title,
      ...(og.video ? { video: og.video } : {}),
      ...(og.image ? { image: og.image } : {}),
    },
    feed: { items: post ? [post, related] : [related] },
    user: { isAuthorized: false },
  };
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E')
    .replace(/\//g, '\\u002F');
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    `<title>${og.title} - iFunny</title>`,
    `<meta property="og:title" content="${og.title}"><meta property="og:type" content="${og.type}">`,
    og.video
      ? `<meta property="og:video" content="${og.video}"><meta property="og:video:width" content="160"><meta property="og:video:height" content="120">`
      : '',
    og.image ? `<meta property="og:image" content="${og.image}">` : '',
    '</head><body><div id="App"></div>',
    post === undefined && !og.video && !og.image
      ? ''
      : `<script>window.__INITIAL_STATE__=${json};(function(){var s;(s=document.currentScript||document.scripts[document.scripts.length-1]).parentNode.removeChild(s);}());</script>`,
    '</body></html>',
  ].join('');
}

/** A page whose state and tags name no file (its layout changed). */
export const BARE_PAGE =
  '<!DOCTYPE html><html><head><title>iFunny</title></head><body><div id="App"></div></body></html>';
