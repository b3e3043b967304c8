import { NOW_S, type Account, type MediaUrl } from './instagram-documents.js';

/**
 * A post of any number of slides as its embed page holds it (the GraphQL `contextJSON` of
 * instagram-embed-documents.ts): photos and videos in the order given, each with its own media names,
 * so a test can tell every downloaded slide from the others by its bytes.
 */
export interface Slide {
  /** The media name (`media(name + '.jpg')`, and `.mp4` for a video). */
  readonly name: string;
  readonly video: boolean;
}

export function sidecarContext(
  a: Account,
  media: MediaUrl,
  shortcode: string,
  caption: string,
  slides: readonly Slide[],
) {
  const node = (i: number, slide: Slide) => ({
    __typename: slide.video ? 'GraphVideo' : 'GraphImage',
    id: `34100000000000000${String(i).padStart(2, '0')}`,
    shortcode: `${shortcode}${String(i)}`,
    dimensions: { height: 1350, width: 1080 },
    display_url: media(`${slide.name}.jpg`),
    display_resources: [
      { src: media(`${slide.name}-small.jpg`), config_width: 640, config_height: 800 },
      { src: media(`${slide.name}.jpg`), config_width: 1080, config_height: 1350 },
    ],
    is_video: slide.video,
    ...(slide.video ? { video_url: media(`${slide.name}.mp4`), video_duration: 2.0, has_audio: true } : {}),
  });
  const [first] = slides;
  return {
    context: { type: 'GraphSidecar', shortcode, username: a.username },
    gql_data: {
      shortcode_media: {
        ...(first ? node(0, first) : {}),
        __typename: 'GraphSidecar',
        shortcode,
        taken_at_timestamp: NOW_S - 3600,
        edge_media_to_caption: { edges: [{ node: { text: caption } }] },
        edge_sidecar_to_children: { edges: slides.map((slide, i) => ({ node: node(i + 1, slide) })) },
        owner: {
          id: a.id,
          username: a.username,
          full_name: a.fullName,
          profile_pic_url: media(`${a.username}-150.jpg`),
          is_verified: true,
        },
      },
    },
  };
}

/** Six slides: four photos and two videos, the carousel "Download all" is tested with. */
export const SIX_SLIDES: readonly Slide[] = [
  { name: 'six-1', video: false },
  { name: 'six-2', video: true },
  { name: 'six-3', video: false },
  { name: 'six-4', video: false },
  { name: 'six-5', video: true },
  { name: 'six-6', video: false },
];
