/**
 * The part of yt-dlp's info JSON (`-J`) that the analysis reads, with the types yt-dlp writes: a field
 * it leaves out is absent or null, never another type. Anything else in the document is ignored; a
 * document whose fields have other types is not yt-dlp's and fails the analysis (EXTRACTOR_CHANGED).
 * Field names and meanings: yt-dlp's README, "OUTPUT TEMPLATE" and the format fields of its extractors.
 */
import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();

/** One way to get the media: one file or stream, with its tracks. */
export const ytdlpFormatSchema = z.object({
  format_id: z.union([z.string(), z.number().transform(String)]),
  url: z.string(),
  ext: text,
  /** http, https, m3u8, m3u8_native, http_dash_segments, ism, f4m, rtmp, mhtml… */
  protocol: text,
  /** `none` when the track is absent; null or missing when unknown. */
  vcodec: text,
  acodec: text,
  width: num,
  height: num,
  fps: num,
  /** Bitrates in kbit/s: total, audio, video. */
  tbr: num,
  abr: num,
  vbr: num,
  /** Exact bytes, or yt-dlp's own estimate. */
  filesize: num,
  filesize_approx: num,
  format_note: text,
  language: text,
  /** Higher is the language yt-dlp prefers (the original track over dubs). */
  language_preference: num,
  http_headers: z.record(z.string(), z.string()).nullish(),
  /** Cookies the format's URL needs (`name=value; Domain=…`); the egress client never sends cookies. */
  cookies: text,
  /** True, false or 'maybe'. */
  has_drm: z.union([z.boolean(), z.string()]).nullish(),
});
export type YtDlpFormat = z.infer<typeof ytdlpFormatSchema>;

const thumbnailSchema = z.object({
  url: z.string(),
  width: num,
  height: num,
});

const common = {
  _type: text,
  id: z.union([z.string(), z.number().transform(String)]).nullish(),
  title: text,
  description: text,
  thumbnail: text,
  thumbnails: z.array(thumbnailSchema).nullish(),
  duration: num,
  uploader: text,
  uploader_id: text,
  channel: text,
  channel_id: text,
  creator: text,
  view_count: num,
  like_count: num,
  /** YYYYMMDD. */
  upload_date: text,
  /** Unix seconds. */
  timestamp: num,
  webpage_url: text,
  original_url: text,
  is_live: z.boolean().nullish(),
  /** not_live, is_live, is_upcoming, was_live, post_live. */
  live_status: text,
  http_headers: z.record(z.string(), z.string()).nullish(),
};

/**
 * A video (or photo) entry. When yt-dlp found one single file it writes that file's fields at the top
 * (url, format_id, ext…) and no `formats` list.
 */
export const ytdlpVideoSchema = z.object({
  ...common,
  formats: z.array(ytdlpFormatSchema).nullish(),
  url: text,
  format_id: z.union([z.string(), z.number().transform(String)]).nullish(),
  ext: text,
  protocol: text,
  vcodec: text,
  acodec: text,
  width: num,
  height: num,
  fps: num,
  tbr: num,
  abr: num,
  vbr: num,
  filesize: num,
  filesize_approx: num,
  cookies: text,
});
export type YtDlpVideo = z.infer<typeof ytdlpVideoSchema>;

/** A playlist (a carousel, a multi-video post); entries that failed are left out or null. */
export const PLAYLIST_TYPES: readonly string[] = ['playlist', 'multi_video'];
export const ytdlpPlaylistSchema = z.object({
  ...common,
  _type: z.enum(['playlist', 'multi_video']),
  entries: z.array(ytdlpVideoSchema.nullable()),
});
export type YtDlpPlaylist = z.infer<typeof ytdlpPlaylistSchema>;
