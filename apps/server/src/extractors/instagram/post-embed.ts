/**
 * A public post read from its embed page (`/p/<shortcode>/embed/captioned/`), the page Instagram serves
 * to other sites without a login (D136). The page's script passes the post to its player as
 * `"contextJSON":"<JSON text>"`, whose `gql_data.shortcode_media` is the post in Instagram's GraphQL
 * shape (`display_resources`, `is_video`, `video_url`, `edge_sidecar_to_children`,
 * `edge_media_to_caption`, `owner`), as cobalt and yt-dlp read it. It is turned into the app API's item
 * shape so one mapping makes the qualities. Pure: text in, item or a stable error out.
 */
import { z } from 'zod';
import { ExtractorError } from '../extractor.js';
import type { MediaItem, MediaNode } from './media-schema.js';

const num = z.number().nullish();
const text = z.string().nullish();

const nodeFields = {
  id: z.string(),
  shortcode: text,
  display_url: text,
  display_resources: z.array(z.object({ src: z.string(), config_width: num, config_height: num })).nullish(),
  is_video: z.boolean().nullish(),
  video_url: text,
  dimensions: z.object({ width: num, height: num }).nullish(),
  video_duration: num,
  has_audio: z.boolean().nullish(),
  taken_at_timestamp: num,
};
type EmbedNode = z.infer<z.ZodObject<typeof nodeFields>>;

const shortcodeMediaSchema = z.object({
  ...nodeFields,
  edge_media_to_caption: z
    .object({ edges: z.array(z.object({ node: z.object({ text: z.string() }) })) })
    .nullish(),
  edge_sidecar_to_children: z.object({ edges: z.array(z.object({ node: z.object(nodeFields) })) }).nullish(),
  owner: z
    .object({
      username: z.string(),
      full_name: text,
      profile_pic_url: text,
      is_verified: z.boolean().nullish(),
    })
    .nullish(),
});

const contextSchema = z.object({
  gql_data: z.object({ shortcode_media: shortcodeMediaSchema.nullish() }).nullish(),
});

/** `"contextJSON":"…"`: a JSON string literal (its escapes included) inside the page's script. */
const CONTEXT_JSON = /"contextJSON":("(?:[^"\\]|\\.)*")/;

function toNode(node: EmbedNode): MediaNode {
  const width = node.dimensions?.width ?? null;
  const height = node.dimensions?.height ?? null;
  const resources = (node.display_resources ?? []).map((r) => ({
    url: r.src,
    width: r.config_width ?? null,
    height: r.config_height ?? null,
  }));
  const display = node.display_url ? [{ url: node.display_url, width, height }] : [];
  return {
    pk: node.id,
    code: node.shortcode ?? null,
    media_type: node.is_video ? 2 : 1,
    taken_at: node.taken_at_timestamp ?? null,
    image_versions2: { candidates: [...display, ...resources] },
    video_versions: node.video_url ? [{ url: node.video_url, width, height, type: null }] : null,
    video_duration: node.video_duration ?? null,
    has_audio: node.has_audio ?? null,
  };
}

/** The post of an embed page; CONTENT_UNAVAILABLE when the page holds none (private, removed). */
export function parseEmbedPage(html: string): MediaItem {
  const literal = CONTEXT_JSON.exec(html)?.[1];
  if (literal === undefined) throw new ExtractorError('EXTRACTOR_CHANGED', 'embed page without contextJSON');
  let context: unknown;
  try {
    context = JSON.parse(JSON.parse(literal) as string);
  } catch {
    throw new ExtractorError('EXTRACTOR_CHANGED', 'embed contextJSON is not JSON');
  }
  const parsed = contextSchema.safeParse(context);
  if (!parsed.success) throw new ExtractorError('EXTRACTOR_CHANGED', `embed post: ${parsed.error.message}`);
  const media = parsed.data.gql_data?.shortcode_media;
  if (!media) throw new ExtractorError('CONTENT_UNAVAILABLE', 'embed page without a post');
  const children = media.edge_sidecar_to_children?.edges.map((e) => toNode(e.node)) ?? [];
  const caption = media.edge_media_to_caption?.edges[0]?.node.text;
  return {
    ...toNode(media),
    media_type: children.length > 0 ? 8 : media.is_video ? 2 : 1,
    carousel_media: children.length > 0 ? children : null,
    caption: caption === undefined ? null : { text: caption },
    user: media.owner
      ? {
          username: media.owner.username,
          full_name: media.owner.full_name ?? null,
          profile_pic_url: media.owner.profile_pic_url ?? null,
          is_verified: media.owner.is_verified ?? null,
        }
      : null,
  };
}
