/**
 * An iFunny post page read into its media (D146). The page's state (`window.__INITIAL_STATE__={…}`)
 * lists the post in `feed.items` with the fields of iFunny's content objects: `type` (video_clip, video,
 * vine, coub; gif, gif_caption; pic, caption, mem, comics…), `url` (the file), `size {w,h}`, the kind's
 * block (`video_clip.duration`, `gif.mp4_url`), `thumb`, `creator.nick`, `num` (smiles, comments, views)
 * and `publish_at`; its `seo` block and the Open Graph tags name the video or picture when the item is
 * not there. Pure: a page that names no file of the post's kind is EXTRACTOR_CHANGED.
 */
import { z } from 'zod';
import { ExtractorError } from '../extractor.js';
import { jsonAfter } from '../web-page/embedded-json.js';
import { httpAddressSchema as address } from '../web-page/http-address.js';
import { httpUrl, metaContent, pageTitle } from '../web-page/page-html.js';
import type { IfunnyPostLink } from './ifunny-links.js';

export interface IfunnyPost {
  readonly kind: 'video' | 'gif' | 'image';
  /** An MP4: the video, or the MP4 rendering of a GIF. */
  readonly videoUrl: string | null;
  /** The picture, or the GIF file itself. */
  readonly imageUrl: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly duration: number | null;
  readonly thumbnail: string | null;
  readonly title: string;
  readonly author: string | null;
  readonly likeCount: number | null;
  readonly commentCount: number | null;
  readonly viewCount: number | null;
  readonly uploadDate: string | null;
  readonly tags: readonly string[];
}

const count = z.number().int().nonnegative();
const media = z.object({ duration: z.number().nonnegative().optional(), screen_url: address.optional() });

const itemSchema = z.object({
  id: z.string(),
  type: z.string(),
  url: address,
  title: z.string().optional(),
  size: z.object({ w: count, h: count }).optional(),
  video_clip: media.optional(),
  video: media.optional(),
  gif: z.object({ mp4_url: address.optional(), screen_url: address.optional() }).optional(),
  thumb: z.object({ x640_url: address.optional(), url: address.optional() }).optional(),
  creator: z.object({ nick: z.string().optional() }).optional(),
  num: z.object({ smiles: count.optional(), comments: count.optional(), views: count.optional() }).optional(),
  publish_at: z.number().positive().optional(),
  tags: z.array(z.string()).optional(),
});
type Item = z.infer<typeof itemSchema>;

const stateSchema = z.object({
  seo: z
    .object({
      type: z.string().optional(),
      title: z.string().optional(),
      video: z.string().optional(),
      image: z.string().optional(),
    })
    .optional(),
  feed: z.object({ items: z.array(z.unknown()) }).optional(),
});
type Seo = NonNullable<z.infer<typeof stateSchema>['seo']>;

const VIDEO_TYPES = new Set(['video_clip', 'video', 'vine', 'coub']);
const GIF_TYPES = new Set(['gif', 'gif_caption']);

const clean = (value: string | undefined): string | undefined => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
};

function fromItem(item: Item): Omit<IfunnyPost, 'title'> & { title: string | undefined } {
  const kind = VIDEO_TYPES.has(item.type) ? 'video' : GIF_TYPES.has(item.type) ? 'gif' : 'image';
  const clip = item.video_clip ?? item.video;
  return {
    kind,
    videoUrl: kind === 'video' ? item.url : kind === 'gif' ? (item.gif?.mp4_url ?? null) : null,
    imageUrl: kind === 'video' ? null : item.url,
    width: item.size?.w || null,
    height: item.size?.h || null,
    duration: clip?.duration || null,
    thumbnail: item.thumb?.x640_url ?? item.thumb?.url ?? clip?.screen_url ?? item.gif?.screen_url ?? null,
    title: clean(item.title),
    author: clean(item.creator?.nick) ?? null,
    likeCount: item.num?.smiles ?? null,
    commentCount: item.num?.comments ?? null,
    viewCount: item.num?.views ?? null,
    uploadDate: item.publish_at !== undefined ? new Date(item.publish_at * 1000).toISOString() : null,
    tags: item.tags ?? [],
  };
}

/** The post from the seo block and Open Graph tags alone (no item of the post in the state). */
function fromTags(html: string, base: string, seo: Seo | undefined, link: IfunnyPostLink) {
  const video =
    httpUrl(seo?.video, base) ??
    httpUrl(metaContent(html, 'og:video:secure_url') ?? metaContent(html, 'og:video'), base);
  const image = httpUrl(seo?.image, base) ?? httpUrl(metaContent(html, 'og:image'), base);
  const wantsVideo = link.kind === 'video' || link.kind === 'gif';
  if (wantsVideo && video === undefined) return undefined;
  if (!wantsVideo && video === undefined && image === undefined) return undefined;
  const kind: IfunnyPost['kind'] = link.kind === 'gif' ? 'gif' : video !== undefined ? 'video' : 'image';
  const size = (key: string) => Number(metaContent(html, key) ?? NaN);
  const [w, h] =
    video !== undefined
      ? [size('og:video:width'), size('og:video:height')]
      : [size('og:image:width'), size('og:image:height')];
  return {
    kind,
    videoUrl: video ?? null,
    imageUrl: kind === 'image' ? (image ?? null) : null,
    width: Number.isInteger(w) && w > 0 ? w : null,
    height: Number.isInteger(h) && h > 0 ? h : null,
    duration: null,
    thumbnail: image ?? null,
    title: undefined,
    author: null,
    likeCount: null,
    commentCount: null,
    viewCount: null,
    uploadDate: null,
    tags: [],
  };
}

/** The post a page shows; `pageUrl` resolves relative addresses. */
export function parseIfunnyPage(html: string, pageUrl: string, link: IfunnyPostLink): IfunnyPost {
  const parsed = stateSchema.safeParse(jsonAfter(html, 'window.__INITIAL_STATE__'));
  const state = parsed.success ? parsed.data : undefined;
  const item = (state?.feed?.items ?? [])
    .map((i) => itemSchema.safeParse(i))
    .flatMap((r) => (r.success ? [r.data] : []))
    .find((i) => i.id === link.id);
  const post = item ? fromItem(item) : fromTags(html, pageUrl, state?.seo, link);
  if (!post) throw new ExtractorError('EXTRACTOR_CHANGED', `ifunny: no ${link.kind} file on the page`);
  const title =
    post.title ??
    clean(state?.seo?.title) ??
    metaContent(html, 'og:title') ??
    pageTitle(html)?.replace(/\s*[-|]\s*iFunny.*$/i, '') ??
    `iFunny ${link.kind} ${link.id}`;
  return { ...post, title };
}
