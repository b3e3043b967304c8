/**
 * The qualities of one media item from its yt-dlp formats (D102): one video quality per picture height
 * (a file with both tracks as it is, or a video-only format joined with the audio that suits it best;
 * at one height: with sound first, then MP4, then a single file over a pair, then a plain download
 * over fragments, then the higher bitrate),
 * the best audio-only file of each container, one MP3 made from the best sound, and the picture of a
 * photo. Labels: `1080p`, `720p60`, `128kbps`.
 */
import type { ExtractedQuality } from '../extractor.js';
import { mediaFormat, remuxContainer, sizeOf, type MediaFormat, type SizeGuess } from './ytdlp-formats.js';
import type { YtDlpFormat, YtDlpVideo } from './ytdlp-info-schema.js';

export interface ItemContext {
  readonly duration: number | null;
  readonly thumbnail: string | null;
}

/** Characters of a formatId (the contract: letters, digits, `._+-`). */
export function safeFormatId(id: string): string {
  return id.replace(/[^A-Za-z0-9._+-]/g, '_').slice(0, 120) || '_';
}

/** The item's formats; one single file is written at the top of the info, without a `formats` list. */
export function formatsOf(video: YtDlpVideo): YtDlpFormat[] {
  if (video.formats) return video.formats;
  if (!video.url) return [];
  return [
    {
      ...video,
      format_id: video.format_id ?? '0',
      url: video.url,
      format_note: null,
      language: null,
      language_preference: null,
      has_drm: null,
    },
  ];
}

/** Picture lines for the label: the short side, so a 1080×1920 phone video is `1080p` like its landscape twin. */
function linesOf(f: YtDlpFormat): number | null {
  const { width, height } = f;
  if (width && height) return Math.min(width, height);
  return height ?? null;
}

function videoLabel(f: YtDlpFormat): string {
  const lines = linesOf(f);
  if (!lines) return 'Original';
  return f.fps && f.fps > 30.5 ? `${lines}p${Math.round(f.fps)}` : `${lines}p`;
}

const audioLabel = (kbps: number | null): string => (kbps ? `${Math.round(kbps)}kbps` : 'Audio');
const pref = (f: MediaFormat): number => f.raw.language_preference ?? 0;

/** Compares rank tuples, higher first. */
function byRank<T>(rank: (x: T) => readonly number[]): (a: T, b: T) => number {
  return (a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) {
      const d = (rb[i] ?? 0) - (ra[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
}

function sum(a: SizeGuess, b: SizeGuess): SizeGuess {
  if (a.bytes === null || b.bytes === null) return { bytes: null, estimated: false };
  return { bytes: a.bytes + b.bytes, estimated: a.estimated || b.estimated };
}

/**
 * The audio a video-only format is joined with: the language yt-dlp prefers (the original over dubs),
 * then one that keeps the pair in MP4, then AAC beside H.264/HEVC (what every player plays), then bitrate.
 */
function bestAudioFor(video: MediaFormat, audios: readonly MediaFormat[]): MediaFormat | undefined {
  const legacy = video.video === 'h264' || video.video === 'hevc';
  return [...audios].sort(
    byRank((a) => [
      pref(a),
      remuxContainer(video, a) === 'mp4' ? 1 : 0,
      legacy && a.audio === 'aac' ? 1 : 0,
      a.bitrate ?? -1,
    ]),
  )[0];
}

interface VideoChoice {
  readonly quality: ExtractedQuality;
  readonly lines: number | null;
  readonly rank: readonly number[];
}

function videoChoice(ctx: ItemContext, video: MediaFormat, audio?: MediaFormat): VideoChoice {
  const size = audio
    ? sum(sizeOf(video, ctx.duration), sizeOf(audio, ctx.duration))
    : sizeOf(video, ctx.duration);
  const bitrate = audio ? (video.bitrate ?? 0) + (audio.bitrate ?? 0) || null : video.bitrate;
  const format = audio ? remuxContainer(video, audio) : video.ext;
  const hasAudio = audio !== undefined || video.hasAudio;
  return {
    lines: linesOf(video.raw),
    rank: [
      hasAudio ? 1 : 0,
      /watermark/i.test(video.raw.format_note ?? '') ? 0 : 1,
      format === 'mp4' ? 1 : 0,
      audio ? 0 : 1,
      video.part.kind === 'http' && (!audio || audio.part.kind === 'http') ? 1 : 0,
      bitrate ?? -1,
    ],
    quality: {
      formatId: safeFormatId(audio ? `${video.id}+${audio.id}` : video.id),
      type: 'video',
      format,
      quality: videoLabel(video.raw),
      width: video.raw.width ?? null,
      height: video.raw.height ?? null,
      bitrate,
      duration: ctx.duration,
      filesize: size.bytes,
      sizeEstimated: size.estimated,
      hasAudio,
      isAudioOnly: false,
      preview: ctx.thumbnail,
      parts: audio ? [video.part, audio.part] : [video.part],
      processing: audio ? 'remux' : 'none',
    },
  };
}

/** One choice per picture height, the best-ranked; tallest first, an unknown height last. */
function videoQualities(media: readonly MediaFormat[], ctx: ItemContext): ExtractedQuality[] {
  const audios = media.filter((f) => !f.hasVideo);
  const choices: VideoChoice[] = [];
  for (const f of media.filter((m) => m.hasVideo)) {
    const audio = f.hasAudio ? undefined : bestAudioFor(f, audios);
    choices.push(videoChoice(ctx, f, audio));
  }
  const best = new Map<number | null, VideoChoice>();
  const rank = byRank<VideoChoice>((c) => c.rank);
  for (const c of choices) {
    const held = best.get(c.lines);
    if (!held || rank(c, held) < 0) best.set(c.lines, c);
  }
  return [...best.values()].sort((a, b) => (b.lines ?? -1) - (a.lines ?? -1)).map((c) => c.quality);
}

function audioQuality(f: MediaFormat, ctx: ItemContext): ExtractedQuality {
  const size = sizeOf(f, ctx.duration);
  return {
    formatId: safeFormatId(f.id),
    type: 'audio',
    // An MP4 holding only sound is what players call M4A.
    format: f.ext === 'mp4' ? 'm4a' : f.ext,
    quality: audioLabel(f.bitrate),
    width: null,
    height: null,
    bitrate: f.bitrate,
    duration: ctx.duration,
    filesize: size.bytes,
    sizeEstimated: size.estimated,
    hasAudio: true,
    isAudioOnly: true,
    preview: ctx.thumbnail,
    parts: [f.part],
    processing: 'none',
  };
}

/** Common MP3 bitrates; the derived MP3 is encoded at the first one not below its source's sound. */
const MP3_STEPS = [96, 128, 160, 192, 256, 320] as const;
const MP3_DEFAULT_KBPS = 192;

export function mp3Kbps(sourceKbps: number | null): number {
  if (sourceKbps === null) return MP3_DEFAULT_KBPS;
  return MP3_STEPS.find((s) => s >= sourceKbps - 2) ?? 320;
}

/**
 * The MP3 made by our audio processing from the best audio-only format, or, without one, from the
 * smallest file that has sound (the sound is the same in every size of a progressive set), a plain
 * download before fragments.
 */
function mp3Quality(media: readonly MediaFormat[], ctx: ItemContext): ExtractedQuality | undefined {
  const audios = media.filter((f) => !f.hasVideo);
  const weight = (f: MediaFormat): number => f.bitrate ?? sizeOf(f, ctx.duration).bytes ?? Infinity;
  const source =
    [...audios].sort(byRank((a) => [pref(a), a.bitrate ?? -1]))[0] ??
    [...media.filter((f) => f.hasAudio)].sort(byRank((f) => [f.part.kind === 'http' ? 1 : 0, -weight(f)]))[0];
  if (!source || (source.ext === 'mp3' && !source.hasVideo)) return undefined;
  const kbps = mp3Kbps(source.raw.abr ?? (source.hasVideo ? null : source.bitrate));
  const bytes = ctx.duration ? Math.round((kbps * 1000 * ctx.duration) / 8) : null;
  return {
    ...audioQuality(source, ctx),
    formatId: safeFormatId(`mp3-${source.id}`),
    format: 'mp3',
    quality: audioLabel(kbps),
    bitrate: kbps,
    filesize: bytes,
    sizeEstimated: bytes !== null,
    processing: 'audio',
  };
}

/** Every quality of one item that has media formats; none when nothing can be delivered. */
export function mediaQualities(video: YtDlpVideo, ctx: ItemContext): ExtractedQuality[] {
  const headers = video.http_headers ?? {};
  const media = formatsOf(video)
    .map((f) => mediaFormat(f, headers))
    .filter((f): f is MediaFormat => f !== undefined);
  const audioOnly = media.filter((f) => !f.hasVideo);
  const bestPerContainer = new Map<string, MediaFormat>();
  for (const f of [...audioOnly].sort(byRank((a) => [pref(a), a.bitrate ?? -1]))) {
    const container = f.ext === 'mp4' ? 'm4a' : f.ext;
    if (!bestPerContainer.has(container)) bestPerContainer.set(container, f);
  }
  const audio = [...bestPerContainer.values()]
    .sort(byRank((a) => [a.bitrate ?? -1]))
    .map((f) => audioQuality(f, ctx));
  const mp3 = mp3Quality(media, ctx);
  return [...videoQualities(media, ctx), ...audio, ...(mp3 ? [mp3] : [])];
}
