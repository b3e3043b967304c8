/**
 * Instagram's documents as its endpoints write them, small and written for these tests (field names and
 * nesting from the public descriptions used by yt-dlp's, gallery-dl's, instaloader's and cobalt's
 * readers): the web profile `{data: {user}}`, the app API's `reels_media`, `highlights_tray`,
 * `feed/user`, `media/{id}/info` and `users/{id}/info` (embed pages: instagram-embed-documents.ts).
 * Every media address is made by `media(name)`, so the fixture serves them.
 */
export type MediaUrl = (name: string) => string;

export const NOW_S = Math.floor(Date.now() / 1000);

export interface Account {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly isPrivate: boolean;
  readonly followedByViewer: boolean;
  readonly highlightCount: number;
}

export function webProfile(a: Account, media: MediaUrl) {
  return {
    data: {
      user: {
        ai_agent_type: null,
        biography: `Official account of ${a.fullName}. Exploring the universe.`,
        bio_links: [{ title: '', lynx_url: 'https://l.instagram.com/?u=x', url: 'https://example.org/' }],
        external_url: 'https://example.org/',
        edge_followed_by: { count: 98_765_432 },
        edge_follow: { count: 81 },
        fbid: '17841400000000001',
        full_name: a.fullName,
        highlight_reel_count: a.highlightCount,
        id: a.id,
        is_business_account: true,
        category_name: 'Science & technology',
        business_category_name: null,
        is_private: a.isPrivate,
        is_verified: true,
        followed_by_viewer: a.followedByViewer,
        profile_pic_url: media(`${a.username}-150.jpg`),
        profile_pic_url_hd: media(`${a.username}-320.jpg`),
        username: a.username,
        edge_owner_to_timeline_media: {
          count: 4321,
          page_info: { has_next_page: true, end_cursor: 'Q' },
          edges: [],
        },
      },
    },
    status: 'ok',
  };
}

export function appUser(a: Account, media: MediaUrl, liveBroadcastId: string | null = null) {
  return {
    user: {
      pk: Number(a.id),
      pk_id: a.id,
      username: a.username,
      full_name: a.fullName,
      hd_profile_pic_url_info: { url: media(`${a.username}-1080.jpg`), width: 1080, height: 1080 },
      hd_profile_pic_versions: [
        { width: 320, height: 320, url: media(`${a.username}-320.jpg`) },
        { width: 640, height: 640, url: media(`${a.username}-640.jpg`) },
      ],
      live_broadcast_id: liveBroadcastId,
    },
    status: 'ok',
  };
}

const owner = (a: Account, media: MediaUrl) => ({
  pk: a.id,
  username: a.username,
  full_name: a.fullName,
  profile_pic_url: media(`${a.username}-150.jpg`),
  is_private: a.isPrivate,
});

const candidates = (media: MediaUrl, name: string) => ({
  candidates: [
    { width: 1080, height: 1920, url: media(`${name}.jpg`) },
    { width: 320, height: 568, url: media(`${name}-small.jpg`) },
  ],
});

export function photoItem(media: MediaUrl, pk: string, ownerId: string, name: string, takenAt: number) {
  return {
    taken_at: takenAt,
    pk,
    id: `${pk}_${ownerId}`,
    code: `C${pk.slice(-9)}`,
    media_type: 1,
    original_width: 1080,
    original_height: 1920,
    image_versions2: candidates(media, name),
    expiring_at: takenAt + 86_400,
  };
}

export function videoItem(media: MediaUrl, pk: string, ownerId: string, name: string, takenAt: number) {
  return {
    ...photoItem(media, pk, ownerId, `${name}-cover`, takenAt),
    media_type: 2,
    video_duration: 2.0,
    has_audio: true,
    video_versions: [
      { type: 103, width: 240, height: 426, url: media(`${name}-small.mp4`), id: `${pk}v1` },
      { type: 101, width: 360, height: 640, url: media(`${name}.mp4`), id: `${pk}v2` },
    ],
  };
}

export function withMusic<T extends object>(item: T, media: MediaUrl) {
  return {
    ...item,
    story_music_stickers: [
      {
        x: 0.5,
        y: 0.7,
        music_asset_info: {
          audio_asset_id: '500000000000001',
          title: 'Across the Stars',
          display_artist: 'Orbit Band',
          cover_artwork_uri: media('song-cover.jpg'),
          cover_artwork_thumbnail_uri: media('song-cover-small.jpg'),
          duration_in_ms: 30_000,
          progressive_download_url: media('song.m4a'),
          fast_start_progressive_download_url: media('song-fast.m4a'),
        },
      },
    ],
  };
}

export function withMentions<T extends object>(item: T, usernames: readonly string[]) {
  return {
    ...item,
    reel_mentions: usernames.map((username, i) => ({
      x: 0.3,
      y: 0.2 + i / 10,
      user: { pk: String(9000 + i), username, full_name: username.toUpperCase(), is_private: false },
    })),
  };
}

export function reelsMedia(reels: readonly { id: string; title?: string; user: object; items: object[] }[]) {
  const full = reels.map((r) => ({
    ...r,
    latest_reel_media: NOW_S,
    reel_type: r.id.startsWith('highlight:') ? 'highlight_reel' : 'user_reel',
    media_count: r.items.length,
    prefetch_count: 0,
  }));
  return { reels: Object.fromEntries(full.map((r) => [r.id, r])), reels_media: full, status: 'ok' };
}

export function storiesReel(a: Account, media: MediaUrl, items: object[]) {
  return { id: a.id, user: owner(a, media), items };
}

export function highlightReel(a: Account, media: MediaUrl, id: string, title: string, items: object[]) {
  return { id: `highlight:${id}`, title, user: owner(a, media), items };
}

export function highlightsTray(
  media: MediaUrl,
  highlights: readonly { id: string; title: string; count: number }[],
) {
  return {
    tray: highlights.map((h) => ({
      id: `highlight:${h.id}`,
      title: h.title,
      media_count: h.count,
      latest_reel_media: NOW_S - 86_400 * 30,
      cover_media: {
        cropped_image_version: {
          width: 150,
          height: 150,
          url: media(`cover-${h.id}.jpg`),
          scans_profile: '',
        },
        crop_rect: [0, 0.21, 1, 0.77],
        full_image_version: null,
      },
    })),
    show_empty_state: false,
    status: 'ok',
  };
}

export function carouselPost(a: Account, media: MediaUrl, pk: string, caption: string) {
  const slides = [
    photoItem(media, `${pk}1`, a.id, `post-${pk}-1`, NOW_S - 7200),
    videoItem(media, `${pk}2`, a.id, `post-${pk}-2`, NOW_S - 7200),
  ];
  return {
    ...photoItem(media, pk, a.id, `post-${pk}-1`, NOW_S - 7200),
    media_type: 8,
    carousel_media_count: slides.length,
    carousel_media: slides,
    caption: { pk: `${pk}9`, text: caption, created_at: NOW_S - 7200 },
    user: owner(a, media),
    like_count: 1200,
  };
}
