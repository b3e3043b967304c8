import * as doc from './instagram-documents.js';

/**
 * Who lives on the loopback Instagram and what each account shows: a public account with three stories
 * (a photo with a song and mentions, a video, a photo) and two highlights; a private one the operator
 * does not follow; a private one it follows, with posts; an account with nothing; one that is live.
 */
export const SESSION = 'operator-session%3A42';

const account = (
  id: string,
  username: string,
  isPrivate = false,
  followed = false,
  highlights = 0,
): doc.Account => ({
  id,
  username,
  fullName: username === 'nasa' ? 'NASA' : username[0]?.toUpperCase() + username.slice(1),
  isPrivate,
  followedByViewer: followed,
  highlightCount: highlights,
});

export const ACCOUNTS = {
  nasa: account('528817151', 'nasa', false, false, 2),
  hidden: account('1000000002', 'hidden', true, false, 1),
  friend: account('1000000003', 'friend', true, true),
  quiet: account('1000000004', 'quiet'),
  onair: account('1000000005', 'onair'),
};

/** A shortcode and its media id (Instagram's base-64 id, as public posts show both). */
export const FEED_POST = { shortcode: 'B_KwCN-nfmS', mediaId: '2290854619151989138' };
export const HIGHLIGHTS = [
  { id: '17890000000000001', title: 'Mars', count: 2 },
  { id: '17890000000000002', title: 'Moon', count: 1 },
];
export const LIVE_BROADCAST_ID = '17999000000000001';

const HOUR = 3600;
const DAY = 86_400;

/** The reel of `feed/reels_media` for a reel id: an account's stories or a highlight. */
export function reelOf(id: string, media: doc.MediaUrl) {
  const a = ACCOUNTS.nasa;
  const photo = (pk: string, name: string, age: number) =>
    doc.photoItem(media, pk, a.id, name, doc.NOW_S - age);
  const video = (pk: string, name: string, age: number) =>
    doc.videoItem(media, pk, a.id, name, doc.NOW_S - age);
  const [mars, moon] = HIGHLIGHTS;
  if (id === a.id) {
    return doc.storiesReel(a, media, [
      doc.withMentions(doc.withMusic(photo('3300000000000000001', 'story-1', 5 * HOUR), media), [
        'spacex',
        'esa',
      ]),
      video('3300000000000000002', 'story-2', 2 * HOUR),
      doc.withMentions(photo('3300000000000000003', 'story-3', 20 * 60), ['esa']),
    ]);
  }
  if (mars && id === `highlight:${mars.id}`) {
    return doc.highlightReel(a, media, mars.id, mars.title, [
      video('3100000000000000001', 'mars-1', 40 * DAY),
      photo('3100000000000000002', 'mars-2', 39 * DAY),
    ]);
  }
  if (moon && id === `highlight:${moon.id}`) {
    return doc.highlightReel(a, media, moon.id, moon.title, [
      photo('3100000000000000003', 'moon-1', 3 * DAY),
    ]);
  }
  return undefined;
}

/** `feed/user/{id}/`: the followed private account's newest posts (a carousel and a photo). */
export function feedOf(userId: string, media: doc.MediaUrl): object[] {
  const a = ACCOUNTS.friend;
  if (userId !== a.id) return [];
  const photo = doc.photoItem(media, '3500000000000000002', a.id, 'friend-post', doc.NOW_S - DAY);
  return [
    doc.carouselPost(a, media, '3500000000000000001', 'Our trip'),
    { ...photo, caption: null, user: { username: a.username } },
  ];
}
