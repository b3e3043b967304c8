/**
 * yt-dlp's info JSON (`-J`) → an `Extraction` (D102). A document that is not what yt-dlp writes fails
 * as EXTRACTOR_CHANGED; one with nothing to deliver as CONTENT_UNAVAILABLE; never a crash and never a
 * quality whose bytes would be something else (a web page, a storyboard, an unresolved link).
 */
import type { ZodError } from 'zod';
import { ExtractorError, type ExtractedQuality, type Extraction } from '../extractor.js';
import {
  PLAYLIST_TYPES,
  ytdlpPlaylistSchema,
  ytdlpVideoSchema,
  type YtDlpPlaylist,
  type YtDlpVideo,
} from './ytdlp-info-schema.js';
import { partHeaders } from './ytdlp-headers.js';
import { metadataOf } from './ytdlp-metadata.js';
import { mediaQualities, safeFormatId, type ItemContext } from './ytdlp-qualities.js';

export interface ParseOptions {
  /** Whether an entry without media formats is a photo (the platform's policy, allow-list.ts). */
  readonly images: boolean;
  readonly now: Date;
}

const changed = (detail: string): ExtractorError => new ExtractorError('EXTRACTOR_CHANGED', detail);

function issues(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
}

function parseDocument(text: string): YtDlpVideo | YtDlpPlaylist {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw changed('yt-dlp printed no JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw changed('not an info object');
  const type = (raw as { _type?: unknown })._type;
  const playlist = typeof type === 'string' && PLAYLIST_TYPES.includes(type);
  const parsed = playlist ? ytdlpPlaylistSchema.safeParse(raw) : ytdlpVideoSchema.safeParse(raw);
  if (!parsed.success) throw changed(`unexpected info shape: ${issues(parsed.error)}`);
  return parsed.data;
}

/** Unresolved links (`url`, `url_transparent`) point at pages, not media: never a quality. */
const isMediaEntry = (v: YtDlpVideo): boolean =>
  v._type === undefined || v._type === null || v._type === 'video';

function isLive(v: YtDlpVideo): boolean {
  return v.is_live === true || ['is_live', 'is_upcoming', 'post_live'].includes(v.live_status ?? '');
}

/** The largest picture yt-dlp lists (its list is worst first), else its chosen thumbnail. */
function pictureOf(
  v: Pick<YtDlpVideo, 'thumbnails' | 'thumbnail'>,
): { url: string; width: number | null; height: number | null } | null {
  const pictures = (v.thumbnails ?? []).filter((t) => /^https?:\/\//i.test(t.url));
  const area = (t: { width?: number | null; height?: number | null }) => (t.width ?? 0) * (t.height ?? 0);
  const best = pictures.reduce<(typeof pictures)[number] | undefined>(
    (held, t) => (!held || area(t) >= area(held) ? t : held),
    undefined,
  );
  if (best) return { url: best.url, width: best.width ?? null, height: best.height ?? null };
  return v.thumbnail && /^https?:\/\//i.test(v.thumbnail)
    ? { url: v.thumbnail, width: null, height: null }
    : null;
}

function imageQuality(v: YtDlpVideo): ExtractedQuality | undefined {
  const picture = pictureOf(v);
  if (!picture) return undefined;
  const ext = /\.(jpe?g|png|webp|gif|avif|heic)(?:$|[?#])/i.exec(new URL(picture.url).pathname)?.[1];
  const format = !ext || /^jpe?g$/i.test(ext) ? 'jpg' : ext.toLowerCase();
  const headers = partHeaders(v.http_headers ?? {});
  return {
    formatId: 'image',
    type: 'image',
    format,
    quality: 'Original',
    width: picture.width,
    height: picture.height,
    bitrate: null,
    duration: null,
    filesize: null,
    sizeEstimated: false,
    hasAudio: false,
    isAudioOnly: false,
    preview: picture.url,
    parts: [{ kind: 'http', url: picture.url, ext: format, ...(headers ? { headers } : {}) }],
    processing: 'none',
  };
}

function contextOf(v: YtDlpVideo): ItemContext {
  const duration = typeof v.duration === 'number' && v.duration > 0 ? v.duration : null;
  return { duration, thumbnail: pictureOf(v)?.url ?? null };
}

/** An item's qualities: its media, else (where the platform has photos) its picture. */
function itemQualities(v: YtDlpVideo, options: ParseOptions): ExtractedQuality[] {
  if (isLive(v)) return [];
  const media = mediaQualities(v, contextOf(v));
  if (media.length > 0 || !options.images) return media;
  const image = imageQuality(v);
  return image ? [image] : [];
}

/** Makes every formatId of the extraction unique (`-2`, `-3`… on a repeat). */
function uniqueIds(qualities: readonly ExtractedQuality[]): ExtractedQuality[] {
  const seen = new Set<string>();
  return qualities.map((q) => {
    let id = q.formatId;
    for (let n = 2; seen.has(id); n++) id = `${q.formatId}-${n}`;
    seen.add(id);
    return id === q.formatId ? q : { ...q, formatId: id };
  });
}

function titleOf(v: { title?: string | null; id?: string | null }): string {
  return v.title?.trim() || v.id || 'Untitled';
}

/**
 * A carousel's items each give their best quality (a video's tallest, else its audio, else its
 * picture), named `e<index>.<id>` and marked with `extra.index` and `extra.title`; the parts of a
 * `ytdlp` source carry the entry (`entry`, 0-based in `entries`) so yt-dlp fetches that entry's format.
 */
function carousel(list: YtDlpPlaylist, options: ParseOptions): Extraction {
  const items: { entry: YtDlpVideo; at: number }[] = [];
  list.entries.forEach((entry, at) => {
    if (entry && isMediaEntry(entry)) items.push({ entry, at });
  });
  if (items.length === 1 && items[0]) return single(items[0].entry, options, items[0].at, list);
  const qualities: ExtractedQuality[] = [];
  items.forEach(({ entry, at }, i) => {
    const best = itemQualities(entry, options)[0];
    if (!best) return;
    const index = i + 1;
    qualities.push({
      ...best,
      formatId: safeFormatId(`e${index}.${best.formatId}`),
      title: titleOf(entry),
      extra: { index, title: titleOf(entry) },
      parts: best.parts.map((p) => (p.kind === 'ytdlp' ? { ...p, entry: at } : p)),
    });
  });
  const first = items[0]?.entry;
  if (qualities.length === 0) throw new ExtractorError('CONTENT_UNAVAILABLE', 'no entry with media');
  return {
    title: titleOf(list.title ? list : (first ?? list)),
    duration: null,
    thumbnail: (first ? pictureOf(first)?.url : null) ?? pictureOf(list)?.url ?? null,
    provider: 'yt-dlp',
    // The media offered: an entry with nothing deliverable is not counted.
    metadata: metadataOf(
      { ...definedOf(first ?? {}), ...definedOf(list) },
      qualities,
      qualities.length,
      options.now,
    ),
    qualities: uniqueIds(qualities),
  };
}

/** The fields that are set, so that merging a playlist's and an entry's keeps every known value. */
function definedOf(info: Partial<YtDlpVideo> | YtDlpPlaylist): Partial<YtDlpVideo> {
  return Object.fromEntries(Object.entries(info).filter(([, v]) => v !== null && v !== undefined));
}

function single(v: YtDlpVideo, options: ParseOptions, entry?: number, list?: YtDlpPlaylist): Extraction {
  if (!isMediaEntry(v)) throw changed(`unresolved ${v._type ?? ''} result`);
  if (!v.formats && !v.url && !v.thumbnails && !v.thumbnail) throw changed('neither formats nor url');
  if (isLive(v)) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', `live stream (${v.live_status ?? 'is_live'})`);
  }
  const qualities = itemQualities(v, options).map((q) =>
    entry === undefined ? q : { ...q, parts: q.parts.map((p) => (p.kind === 'ytdlp' ? { ...p, entry } : p)) },
  );
  if (qualities.length === 0) throw new ExtractorError('CONTENT_UNAVAILABLE', 'no deliverable format');
  const ctx = contextOf(v);
  return {
    title: titleOf(v),
    duration: ctx.duration,
    thumbnail: ctx.thumbnail ?? (list ? (pictureOf(list)?.url ?? null) : null),
    provider: 'yt-dlp',
    metadata: metadataOf(list ? { ...definedOf(list), ...definedOf(v) } : v, qualities, 1, options.now),
    qualities: uniqueIds(qualities),
  };
}

/** The analysis of one yt-dlp info document. `engineInfo` is set by the caller (it is the input). */
export function parseYtDlpInfo(text: string, options: ParseOptions): Extraction {
  const info = parseDocument(text);
  return 'entries' in info ? carousel(info, options) : single(info, options);
}
