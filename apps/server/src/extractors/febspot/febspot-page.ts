/**
 * A Febspot video page read into its video (D145): the files of its player (`<video src>` and its
 * `<source src type label>` children), the schema.org VideoObject it describes itself with (JSON-LD:
 * name, description, thumbnailUrl, uploadDate, ISO 8601 duration, contentUrl, interactionStatistic,
 * author), and its Open Graph tags (og:video with its width, height and type; og:title, og:image).
 * Pure: a page without any video file is EXTRACTOR_CHANGED.
 */
import { z } from 'zod';
import { ExtractorError } from '../extractor.js';
import { jsonLdNodes } from '../web-page/embedded-json.js';
import { durationSeconds } from '../web-page/iso-duration.js';
import { decodeEntities, httpUrl, metaContent, pageTitle, startTags } from '../web-page/page-html.js';

export interface FebspotSource {
  readonly url: string;
  /** Picture height from the player's label, its size attribute, or the file name (`_720p.mp4`). */
  readonly height: number | null;
  readonly width: number | null;
  readonly label: string | null;
  /** mp4 or webm. */
  readonly format: string;
}

export interface FebspotVideo {
  readonly title: string;
  readonly description: string | null;
  readonly thumbnail: string | null;
  readonly duration: number | null;
  readonly uploadDate: string | null;
  readonly author: string | null;
  readonly viewCount: number | null;
  readonly sources: readonly FebspotSource[];
}

const integer = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const named = z.union([z.string(), z.object({ name: z.string() }).transform((o) => o.name)]);
const image = z.union([z.string(), z.object({ url: z.string() }).transform((o) => o.url)]);
const counter = z.object({ interactionType: z.unknown().optional(), userInteractionCount: integer });

/** The schema.org VideoObject fields read (https://schema.org/VideoObject). */
const videoObjectSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  thumbnailUrl: z.union([image, z.array(image)]).optional(),
  uploadDate: z.string().optional(),
  duration: z.string().optional(),
  contentUrl: z.string().optional(),
  width: integer.optional(),
  height: integer.optional(),
  interactionStatistic: z.union([counter, z.array(counter)]).optional(),
  author: z.union([named, z.array(named)]).optional(),
});
type VideoObject = z.infer<typeof videoObjectSchema>;

const isVideoObject = (node: unknown): boolean => {
  const type = (node as { '@type'?: unknown } | null)?.['@type'];
  return type === 'VideoObject' || (Array.isArray(type) && type.includes('VideoObject'));
};

function videoObjectOf(html: string): VideoObject | undefined {
  const node = jsonLdNodes(html).find(isVideoObject);
  const parsed = node === undefined ? undefined : videoObjectSchema.safeParse(node);
  return parsed?.success ? parsed.data : undefined;
}

const first = <T>(value: T | readonly T[] | undefined): T | undefined =>
  Array.isArray(value) ? (value as readonly T[])[0] : (value as T | undefined);

function views(object: VideoObject | undefined): number | null {
  const list = object?.interactionStatistic;
  const counters = list === undefined ? [] : Array.isArray(list) ? list : [list];
  const watch = counters.find((c) => JSON.stringify(c.interactionType ?? '').includes('WatchAction'));
  return (watch ?? counters[0])?.userInteractionCount ?? null;
}

const heightIn = (text: string | undefined): number | null => {
  const match = /(?:^|[^0-9])(\d{3,4})p(?:[^a-z]|$)/i.exec(text ?? '');
  return match?.[1] !== undefined ? Number(match[1]) : null;
};

function formatOf(url: string, type: string | undefined): string {
  if (type?.toLowerCase().includes('webm') || /\.webm(?:\/|$)/i.test(new URL(url).pathname)) return 'webm';
  return 'mp4';
}

function sourcesOf(html: string, base: string, object: VideoObject | undefined): FebspotSource[] {
  const found: FebspotSource[] = [];
  const add = (
    raw: string | undefined,
    label?: string,
    type?: string,
    size?: string,
    width?: number | null,
  ) => {
    const url = httpUrl(raw, base);
    if (url === undefined || found.some((s) => s.url === url)) return;
    if (type !== undefined && !/^video\//i.test(type)) return;
    const height =
      heightIn(label) ??
      (size !== undefined && /^\d{3,4}$/.test(size) ? Number(size) : null) ??
      heightIn(url);
    found.push({
      url,
      height,
      width: width ?? null,
      label: label?.trim() || null,
      format: formatOf(url, type),
    });
  };
  for (const video of startTags(html, 'video')) add(video.src, video.label, video.type);
  for (const s of startTags(html, 'source'))
    add(s.src, s.label ?? s.title ?? s['data-quality'], s.type, s.size ?? s.res);
  add(object?.contentUrl, undefined, undefined, undefined, object?.width ?? null);
  const ogWidth = Number(metaContent(html, 'og:video:width') ?? NaN);
  const og =
    metaContent(html, 'og:video:secure_url') ??
    metaContent(html, 'og:video:url') ??
    metaContent(html, 'og:video');
  add(
    og,
    undefined,
    metaContent(html, 'og:video:type'),
    metaContent(html, 'og:video:height'),
    Number.isInteger(ogWidth) ? ogWidth : null,
  );
  return found.sort((a, b) => (b.height ?? -1) - (a.height ?? -1));
}

/** The page's video; `pageUrl` resolves relative addresses. */
export function parseFebspotPage(html: string, pageUrl: string): FebspotVideo {
  const object = videoObjectOf(html);
  const sources = sourcesOf(html, pageUrl, object);
  if (sources.length === 0)
    throw new ExtractorError('EXTRACTOR_CHANGED', 'febspot: no video file on the page');
  const pageName = pageTitle(html)?.replace(/\s*[-|]\s*Febspot\s*$/i, '');
  // Pages often write JSON-LD text HTML-escaped (`&amp;`); a script's text is not decoded by the browser.
  const text = (value: string | undefined) => (value === undefined ? '' : decodeEntities(value).trim());
  const upload = object?.uploadDate !== undefined ? new Date(object.uploadDate) : undefined;
  return {
    title: text(object?.name) || metaContent(html, 'og:title') || pageName || 'Febspot video',
    description: text(object?.description) || metaContent(html, 'og:description') || null,
    thumbnail:
      httpUrl(first(object?.thumbnailUrl), pageUrl) ??
      httpUrl(metaContent(html, 'og:image'), pageUrl) ??
      null,
    duration: durationSeconds(object?.duration),
    uploadDate: upload !== undefined && !Number.isNaN(upload.getTime()) ? upload.toISOString() : null,
    author: text(first(object?.author)) || null,
    viewCount: views(object),
    sources,
  };
}
