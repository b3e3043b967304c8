import { NOW_S, type Account, type MediaUrl } from './instagram-documents.js';

/**
 * A post's embed page (`/p/<shortcode>/embed/captioned/`) as Instagram serves it to other sites: the
 * player's script holds the post as `"contextJSON"`, a JSON string whose `gql_data.shortcode_media` is
 * the post in the GraphQL shape (a sidecar of a photo and a video here, with its caption and owner).
 */
export function embedPage(context: object): string {
  const init = JSON.stringify([{ contextJSON: JSON.stringify(context), hostname: 'www.instagram.com' }]);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Instagram</title></head><body>',
    '<div class="EmbeddedMedia"></div>',
    `<script>requireLazy(["ServerJS"],function(S){(new S()).handle({"require":[["PolarisEmbedSimple","init",[],${init}]]});});</script>`,
    '</body></html>',
  ].join('\n');
}

export function embedContext(a: Account, media: MediaUrl, shortcode: string, caption: string) {
  const node = (id: string, name: string, video: boolean) => ({
    __typename: video ? 'GraphVideo' : 'GraphImage',
    id,
    shortcode: `${shortcode}${id.slice(-2)}`,
    dimensions: { height: 1350, width: 1080 },
    display_url: media(`${name}.jpg`),
    display_resources: [
      { src: media(`${name}-small.jpg`), config_width: 640, config_height: 800 },
      { src: media(`${name}.jpg`), config_width: 1080, config_height: 1350 },
    ],
    is_video: video,
    ...(video ? { video_url: media(`${name}.mp4`), video_duration: 2.0, has_audio: true } : {}),
  });
  return {
    context: { type: 'GraphSidecar', shortcode, username: a.username },
    gql_data: {
      shortcode_media: {
        ...node('3400000000000000000', `embed-${shortcode}-1`, false),
        __typename: 'GraphSidecar',
        shortcode,
        taken_at_timestamp: NOW_S - 3600,
        edge_media_to_caption: { edges: [{ node: { text: caption } }] },
        edge_sidecar_to_children: {
          edges: [
            { node: node('3400000000000000001', `embed-${shortcode}-1`, false) },
            { node: node('3400000000000000002', `embed-${shortcode}-2`, true) },
          ],
        },
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
