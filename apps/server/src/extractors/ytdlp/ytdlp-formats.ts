/**
 * One yt-dlp format as the analysis sees it (D102): which tracks it has, what its codecs allow, where its
 * bytes come from (a `PartSource`) and how big it is. Formats nobody can deliver here are dropped.
 */
import type { PartSource } from '../extractor.js';
import { formatSelector } from './ytdlp-args.js';
import type { YtDlpFormat } from './ytdlp-info-schema.js';
import { partHeaders } from './ytdlp-headers.js';

/** Fetched with one GET through the egress client. */
const HTTP_PROTOCOLS = new Set(['http', 'https']);
/**
 * Fragmented protocols that yt-dlp's own downloaders fetch (through the proxy). Everything else needs an
 * external program (rtmp, rtsp, mms: rtmpdump, ffmpeg), is not media (mhtml storyboards) or another
 * scheme than http(s) (ftp, websocket), and is dropped.
 */
const NATIVE_FRAGMENTED = new Set([
  'm3u8',
  'm3u8_native',
  'http_dash_segments',
  'http_dash_segments_generator',
  'ism',
  'f4m',
]);

export type VideoCodec = 'h264' | 'hevc' | 'av1' | 'vp9' | 'vp8' | 'other' | 'unknown';
export type AudioCodec = 'aac' | 'mp3' | 'opus' | 'vorbis' | 'other' | 'unknown';

export function videoCodecOf(vcodec: string | null | undefined): VideoCodec {
  const c = (vcodec ?? '').toLowerCase();
  if (c === '') return 'unknown';
  if (/^(avc[13]|h\.?264)/.test(c)) return 'h264';
  if (/^(hvc1|hev1|h\.?265|hevc)/.test(c)) return 'hevc';
  if (/^(av01|av1)/.test(c)) return 'av1';
  if (/^(vp0?9)/.test(c)) return 'vp9';
  if (/^(vp0?8)/.test(c)) return 'vp8';
  return 'other';
}

export function audioCodecOf(acodec: string | null | undefined): AudioCodec {
  const c = (acodec ?? '').toLowerCase();
  if (c === '') return 'unknown';
  // mp4a.40.34 and mp4a.6b are MP3 in an MP4 sample entry; the other mp4a object types are AAC.
  if (c === 'mp3' || c === 'mp4a.40.34' || c === 'mp4a.6b' || c === 'mp4a.69') return 'mp3';
  if (/^(mp4a|aac)/.test(c)) return 'aac';
  if (c.startsWith('opus')) return 'opus';
  if (c.startsWith('vorbis')) return 'vorbis';
  return 'other';
}

const AUDIO_EXTS = new Set(['m4a', 'mp3', 'opus', 'ogg', 'oga', 'aac', 'wav', 'flac', 'weba', 'mka']);
const MP4_FAMILY_EXTS = new Set(['mp4', 'm4v', 'm4a', 'mov']);

/** A usable format with its facts worked out. */
export interface MediaFormat {
  readonly raw: YtDlpFormat;
  readonly id: string;
  readonly ext: string;
  readonly hasVideo: boolean;
  readonly hasAudio: boolean;
  readonly video: VideoCodec;
  readonly audio: AudioCodec;
  /** kbit/s of the whole format (of its one track for video-only and audio-only formats). */
  readonly bitrate: number | null;
  readonly part: PartSource;
}

/**
 * Tracks: yt-dlp writes `none` for an absent track and leaves unknown codecs out. Unknown on both sides
 * is a file with both (how yt-dlp itself reads it), unless its extension is an audio container.
 */
function tracksOf(f: YtDlpFormat): { hasVideo: boolean; hasAudio: boolean } {
  const noVideo = f.vcodec === 'none';
  const noAudio = f.acodec === 'none';
  if (!noVideo && !noAudio && !f.vcodec && !f.acodec && AUDIO_EXTS.has((f.ext ?? '').toLowerCase())) {
    return { hasVideo: false, hasAudio: true };
  }
  return { hasVideo: !noVideo, hasAudio: !noAudio };
}

function partOf(
  f: YtDlpFormat,
  ext: string,
  fallbackHeaders: Readonly<Record<string, string>>,
): PartSource | undefined {
  const protocol = (f.protocol ?? new URL(f.url).protocol.replace(':', '')).toLowerCase();
  // A format that needs cookies is fetched by yt-dlp, which loads them from the info; the egress
  // client never sends cookies (D80).
  const needsCookies =
    Boolean(f.cookies) || Object.keys(f.http_headers ?? {}).some((h) => /^cookie$/i.test(h));
  if (HTTP_PROTOCOLS.has(protocol) && !needsCookies) {
    if (!/^https?:\/\//i.test(f.url)) return undefined;
    const headers = partHeaders(f.http_headers ?? fallbackHeaders);
    return { kind: 'http', url: f.url, ext, ...(headers ? { headers } : {}) };
  }
  if (HTTP_PROTOCOLS.has(protocol) || NATIVE_FRAGMENTED.has(protocol)) {
    return formatSelector(f.format_id) === undefined
      ? undefined
      : { kind: 'ytdlp', formatId: f.format_id, ext };
  }
  return undefined;
}

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

/** The format as the analysis uses it, or undefined when it cannot be delivered here. */
export function mediaFormat(
  f: YtDlpFormat,
  infoHeaders: Readonly<Record<string, string>> = {},
): MediaFormat | undefined {
  const ext = (f.ext ?? '').toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(ext) || ext === 'mhtml') return undefined;
  if (f.has_drm === true || f.has_drm === 'maybe') return undefined;
  const { hasVideo, hasAudio } = tracksOf(f);
  if (!hasVideo && !hasAudio) return undefined;
  let part: PartSource | undefined;
  try {
    part = partOf(f, ext, infoHeaders);
  } catch {
    return undefined;
  }
  if (!part) return undefined;
  const tracks = (positive(f.vbr) ?? 0) + (positive(f.abr) ?? 0);
  const bitrate = positive(f.tbr) ?? (tracks > 0 ? tracks : null);
  return {
    raw: f,
    id: f.format_id,
    ext,
    hasVideo,
    hasAudio,
    video: hasVideo ? videoCodecOf(f.vcodec) : 'unknown',
    audio: hasAudio ? audioCodecOf(f.acodec) : 'unknown',
    bitrate,
    part,
  };
}

export interface SizeGuess {
  readonly bytes: number | null;
  readonly estimated: boolean;
}

/** Exact size, else yt-dlp's estimate, else bitrate × duration; the last two are marked estimated. */
export function sizeOf(f: MediaFormat, duration: number | null): SizeGuess {
  const exact = positive(f.raw.filesize);
  if (exact !== null) return { bytes: Math.round(exact), estimated: false };
  const approx = positive(f.raw.filesize_approx);
  if (approx !== null) return { bytes: Math.round(approx), estimated: true };
  if (f.bitrate !== null && duration !== null && duration > 0) {
    return { bytes: Math.round((f.bitrate * 1000 * duration) / 8), estimated: true };
  }
  return { bytes: null, estimated: false };
}

const MP4_VIDEO = new Set<VideoCodec>(['h264', 'hevc', 'av1', 'vp9']);
const MP4_AUDIO = new Set<AudioCodec>(['aac', 'mp3', 'opus']);
const WEBM_VIDEO = new Set<VideoCodec>(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO = new Set<AudioCodec>(['opus', 'vorbis']);

/** A track fits MP4 by its codec, or, when the codec is unknown, because it already sits in an MP4. */
function fitsMp4(f: MediaFormat, track: 'video' | 'audio'): boolean {
  const codec = track === 'video' ? f.video : f.audio;
  if (codec === 'unknown') return MP4_FAMILY_EXTS.has(f.ext);
  return track === 'video' ? MP4_VIDEO.has(f.video) : MP4_AUDIO.has(f.audio);
}

function fitsWebm(f: MediaFormat, track: 'video' | 'audio'): boolean {
  if ((track === 'video' ? f.video : f.audio) === 'unknown') return f.ext === 'webm';
  return track === 'video' ? WEBM_VIDEO.has(f.video) : WEBM_AUDIO.has(f.audio);
}

/** The container a video-only and an audio-only format are joined into by stream copy. */
export function remuxContainer(video: MediaFormat, audio: MediaFormat): 'mp4' | 'webm' | 'mkv' {
  if (fitsMp4(video, 'video') && fitsMp4(audio, 'audio')) return 'mp4';
  if (fitsWebm(video, 'video') && fitsWebm(audio, 'audio')) return 'webm';
  return 'mkv';
}
