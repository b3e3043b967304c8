/**
 * Suno's documents as its public API and site write them (docs/decisions.md D152), written small for
 * the loopback fixture: a clip (`song_schema`), a playlist page (`playlist_schema` with
 * `playlist_clips: [{clip, relative_index}]`), and a hook page (Next.js HTML whose flight data, pushed by
 * `self.__next_f.push([1,"…"])` scripts, embeds the `hook_schema` entity). Media addresses are Suno's
 * CDN names; the extractor fetches them from SUNO_CDN_BASE_URL (the fixture) with the same path.
 */

export const IDS = {
  song: '7f3c2a10-5b1e-4c6d-9a2f-1e0d3c4b5a61',
  quiet: '0b9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  third: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  trashed: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  missing: 'd00dfeed-0000-4000-8000-000000000404',
  private: 'c1a55ed0-0000-4000-8000-000000000403',
  limited: 'f10dcafe-0000-4000-8000-000000000429',
  changed: 'cab1e000-0000-4000-8000-000000000502',
  streaming: '5eed1e55-0000-4000-8000-000000000102',
  foreign: 'f0e1d2c3-0000-4000-8000-000000000777',
  swapped: '5a5a5a5a-0000-4000-8000-000000000001',
  playlist: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  privatePlaylist: '4d3c2b1a-0000-4000-8000-000000000401',
  hook: 'e697dc6b-7d92-4325-aec0-025b943cb976',
  brokenHook: '40df9183-e44a-4ca9-b2dd-d75862bbb21a',
} as const;

export const SHARE_CODE = 'Zq8Lm2Xr4Tn6';

export const CDN = { audio: 'https://cdn1.suno.ai', image: 'https://cdn2.suno.ai' } as const;

type Doc = Record<string, unknown>;

/** A finished song of Suno's API (`GET /api/clip/<id>`); `fields` replace or add fields. */
export function clip(id: string, fields: Doc = {}): Doc {
  return {
    id,
    entity_type: 'song_schema',
    status: 'complete',
    title: 'Neon Harbor',
    video_url: `${CDN.audio}/${id}.mp4`,
    audio_url: `${CDN.audio}/${id}.mp3`,
    image_url: `${CDN.image}/image_${id}.jpeg`,
    image_large_url: `${CDN.image}/image_large_${id}.jpeg`,
    is_video_pending: false,
    major_model_version: 'v4.5',
    model_name: 'chirp-auk',
    metadata: {
      tags: 'dreamy synthwave, female vocals',
      negative_tags: '',
      prompt: '[Verse]\nLights on the water\n[Chorus]\nNeon harbor',
      type: 'gen',
      duration: 1.04,
      refund_credits: false,
      stream: true,
      can_remix: true,
      is_remix: false,
    },
    caption: 'made on a night walk',
    is_liked: false,
    user_id: '2b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    display_name: 'Lumen Tide',
    handle: 'lumentide',
    is_handle_updated: true,
    avatar_image_url: `${CDN.image}/avatar_lumentide.jpeg`,
    is_trashed: false,
    explicit: false,
    comment_count: 4,
    flag_count: 0,
    created_at: '2025-03-14T09:26:53.221Z',
    play_count: 1532,
    upvote_count: 87,
    is_public: true,
    allow_comments: true,
    ...fields,
  };
}

export interface PlaylistPageInput {
  readonly id: string;
  readonly page: number;
  readonly clips: readonly Doc[];
  readonly total: number;
}

/** One page of `GET /api/playlist/<id>?page=<n>`. */
export function playlistPage({ id, page, clips, total }: PlaylistPageInput): Doc {
  return {
    entity_type: 'playlist_schema',
    id,
    name: 'Night Drive',
    description: 'Songs for the late road',
    image_url: `${CDN.image}/image_${id}.jpeg`,
    playlist_clips: clips.map((c, i) => ({ clip: c, relative_index: (page - 1) * 2 + i + 1 })),
    num_total_results: total,
    current_page: page,
    is_owned: false,
    is_trashed: false,
    is_public: true,
    user_display_name: 'Harbor Radio',
    user_handle: 'harborradio',
    user_avatar_image_url: `${CDN.image}/avatar_harborradio.jpeg`,
    upvote_count: 12,
    dislike_count: 0,
    flag_count: 0,
    skip_count: 3,
    play_count: 4410,
    is_discover_playlist: false,
  };
}

/** A hook as its page embeds it: a video without an audio file of its own, set to IDS.song. */
export function hook(id: string): Doc {
  return {
    id,
    entity_type: 'hook_schema',
    caption: 'Harbor lights at 2am',
    video_url: `${CDN.audio}/${id}.mp4`,
    audio_url: '',
    image_url: `${CDN.image}/image_${id}.jpeg`,
    image_large_url: `${CDN.image}/image_large_${id}.jpeg`,
    display_name: 'Lumen Tide',
    handle: 'lumentide',
    avatar_image_url: `${CDN.image}/avatar_lumentide.jpeg`,
    play_count: 903,
    upvote_count: 41,
    created_at: '2025-06-02T18:04:11.000Z',
    is_public: true,
    metadata: { duration: 1.04, clip_id: IDS.song },
  };
}

/** As Next.js writes a flight piece into a script: JSON, with `<`, `>` and `&` escaped. */
const push = (piece: string): string =>
  `<script>self.__next_f.push([1,${JSON.stringify(piece)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}])</script>`;

/** A Next.js page whose flight rows carry `props`; the row is split across two pushes, as streams are. */
export function nextPage(props: Doc): string {
  const row = `6:["$","$L5",null,${JSON.stringify(props)}]\n`;
  const cut = Math.floor(row.length / 2);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Suno</title></head><body>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push('1:"$Sreact.fragment"\n5:I[48112,["2172","static/chunks/2172.js"],"HookPlayer"]\n'),
    push('4:T1c,<b>Lyrics</b> & notes\n'),
    push(row.slice(0, cut)),
    push(row.slice(cut)),
    '</body></html>',
  ].join('');
}
