/**
 * The info JSON kept with an analysis (`Extraction.engineInfo`) so that a download of a `ytdlp` part
 * runs `yt-dlp --load-info-json` instead of extracting again. It keeps what a download reads (formats,
 * their fragments and headers, the ids) and drops what only makes it large: YouTube's caption tables
 * alone are hundreds of kilobytes.
 */
import { AppError } from '../../errors/app-error.js';
import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';

const BULKY = [
  'automatic_captions',
  'subtitles',
  'requested_subtitles',
  'heatmap',
  'comments',
  'thumbnails',
  'chapters',
  'requested_downloads',
  'requested_formats',
];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function compactOne(info: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(info)) {
    if (BULKY.includes(key)) continue;
    out[key] =
      key === 'entries' && Array.isArray(value)
        ? value.map((e: unknown) => (isObject(e) ? compactOne(e) : e))
        : value;
  }
  return out;
}

/** The document without its bulky, download-irrelevant fields (the text as is when it is not an object). */
export function compactEngineInfo(text: string): string {
  let info: unknown;
  try {
    info = JSON.parse(text);
  } catch {
    return text;
  }
  return isObject(info) ? JSON.stringify(compactOne(info)) : text;
}

/**
 * The info yt-dlp loads for one part: the whole document, or, for a format of a playlist's entry, that
 * entry alone (loading the playlist would download the format id from every entry that has one).
 */
export function infoForPart(engineInfo: string, entry: number | undefined): string {
  let info: unknown;
  try {
    info = JSON.parse(engineInfo);
  } catch {
    info = undefined;
  }
  const entries = isObject(info) ? info.entries : undefined;
  // A playlist without a chosen entry would have yt-dlp fetch the format id from each of its entries.
  if (entry === undefined && !Array.isArray(entries) && isObject(info)) return engineInfo;
  const chosen = entry !== undefined && Array.isArray(entries) ? (entries[entry] as unknown) : undefined;
  if (entry === undefined || !Number.isInteger(entry) || !isObject(chosen)) {
    throw new AppError(ERROR_CODES.QUALITY_NOT_FOUND, DOWNLOADER_MESSAGES.qualityNotFound, {
      entry: entry ?? null,
    });
  }
  return JSON.stringify(chosen);
}

/** The extension yt-dlp gives a format of the info (as `infoForPart` gives it), if it is a plain one. */
export function formatExtension(info: string, formatId: string): string | undefined {
  const ext = formatOf(info, formatId)?.ext;
  return typeof ext === 'string' && /^[a-z0-9]{1,8}$/.test(ext) ? ext : undefined;
}

/** Protocols whose formats yt-dlp downloads in fragments. */
const FRAGMENTED = /^(m3u8|m3u8_native|http_dash_segments|http_dash_segments_generator|ism|f4m)$/;

/**
 * Whether a format of the info (as `infoForPart` gives it) comes in fragments: by its protocol, or by
 * its fragment list when the protocol is missing. Unknown formats count as fragmented (no size cap by
 * yt-dlp; ours still applies).
 */
export function isFragmentedFormat(info: string, formatId: string): boolean {
  const format = formatOf(info, formatId);
  if (!format) return true;
  const protocol = typeof format.protocol === 'string' ? format.protocol : '';
  return FRAGMENTED.test(protocol) || Array.isArray(format.fragments) || protocol === '';
}

/** One format of an info: from its `formats`, or the single file written at its top. */
function formatOf(info: string, formatId: string): Json | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(info);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  const formats = Array.isArray(parsed.formats) ? (parsed.formats as unknown[]) : [parsed];
  return formats.find((f): f is Json => isObject(f) && String(f.format_id) === formatId);
}
