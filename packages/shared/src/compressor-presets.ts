/**
 * What each of the 30 compressor options (converter-compressor.md §9 "Compressor options") does, in one
 * table: the server builds its ffmpeg arguments from it and the web app can show it. The reasons behind
 * each number are in docs/decisions.md ("Compressor presets").
 *
 * Sizes are in the spec's MB (1 MB = 1 048 576 bytes, as §9's "50 MB (52428800 bytes)"). A platform
 * limit written in decimal megabytes is met with a target under it in both readings (WhatsApp 16 MB →
 * 15 MB = 15.7 × 10⁶ bytes).
 */
import type { AudioCodec, VideoCodec } from './codecs.js';
import type { CompressorOption } from './compressor.js';
import type { VideoPreset, VideoProfile } from './settings-schema.js';

/** The spec's MB in bytes. */
export const BYTES_PER_MB = 1_048_576;

/** A landscape bounding box; a portrait source is fitted into the same box turned upright. */
export interface PresetBox {
  readonly width: number;
  readonly height: number;
}

/** How the preset picks the video quality. */
export type PresetQuality =
  /** Constant quality (x264 CRF scale; other encoders map it). */
  | { readonly kind: 'crf'; readonly crf: number }
  /** A size target: the output is at most targetMb and no larger than the source. */
  | { readonly kind: 'size'; readonly targetMb: number }
  /** Mathematically lossless video (x264 -qp 0). */
  | { readonly kind: 'lossless' };

export interface CompressorPreset {
  readonly option: CompressorOption;
  /** One English line for the web app. */
  readonly summary: string;
  /** Output container; keep_original keeps the source's (§9 "Conversion output option"). */
  readonly format: 'mp4' | 'mov' | 'mkv' | 'avi' | 'keep_original';
  /** Absent: the output format's default codec (codec table). */
  readonly videoCodec?: Extract<VideoCodec, 'h264' | 'h265' | 'mpeg4'>;
  readonly quality: PresetQuality;
  /** A ceiling: constant quality, but never larger than this (platform upload limits). */
  readonly maxSizeMb?: number;
  /** Peak video bitrate (VBV), for platforms that publish a recommended maximum. */
  readonly maxBitrateKbps?: number;
  /** Never larger than this box (never upscaled). */
  readonly maxResolution?: PresetBox;
  /** Frame rate cap; a slower source keeps its rate. */
  readonly maxFps?: number;
  /** x264/x265 speed preset (mapped for other encoders). */
  readonly speed: VideoPreset;
  readonly profile?: VideoProfile;
  /** H.264 level, for players that check it. */
  readonly level?: string;
  readonly tune?: 'film' | 'animation' | 'stillimage';
  /** A keyframe every N seconds (segmenting for streaming). */
  readonly keyframeSeconds?: number;
  /** Audio codec (absent: the format's default) and bitrate (absent: lossless codecs). */
  readonly audio: { readonly codec?: AudioCodec; readonly bitrate?: string };
  /** MP4/MOV index at the front, so playback starts before the download ends. */
  readonly faststart: boolean;
}

const P720: PresetBox = { width: 1280, height: 720 };
const P1080: PresetBox = { width: 1920, height: 1080 };
const P480: PresetBox = { width: 854, height: 480 };
const P2160: PresetBox = { width: 3840, height: 2160 };
const AAC128 = { codec: 'aac', bitrate: '128k' } as const;
const AAC96 = { codec: 'aac', bitrate: '96k' } as const;

const crf = (value: number): PresetQuality => ({ kind: 'crf', crf: value });

const sizePreset = (mb: number): Omit<CompressorPreset, 'option'> => ({
  summary: `At most ${mb} MB, same format as the source; never larger than the source`,
  format: 'keep_original',
  quality: { kind: 'size', targetMb: mb },
  speed: 'medium',
  audio: { bitrate: '128k' },
  faststart: true,
});

/** Every compressor option, keyed by its §9 name. */
export const COMPRESSOR_PRESETS: { readonly [K in CompressorOption]: CompressorPreset } = {
  whatsapp: {
    option: 'whatsapp',
    summary: 'MP4 H.264 up to 720p and 30 fps, AAC 128k, at most 15 MB (WhatsApp sends videos up to 16 MB)',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxSizeMb: 15,
    maxResolution: P720,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    audio: AAC128,
    faststart: true,
  },
  instagram: {
    option: 'instagram',
    summary: 'MP4 H.264 up to 1080p and 30 fps, at most 3.5 Mbit/s, AAC 128k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxBitrateKbps: 3500,
    maxResolution: P1080,
    maxFps: 30,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  youtube: {
    option: 'youtube',
    summary: 'MP4 H.264 High at CRF 20 up to 4K, source frame rate, AAC 192k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(20),
    maxResolution: P2160,
    speed: 'medium',
    profile: 'high',
    audio: { codec: 'aac', bitrate: '192k' },
    faststart: true,
  },
  facebook: {
    option: 'facebook',
    summary: 'MP4 H.264 up to 1080p and 30 fps, at most 4 Mbit/s, AAC 128k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxBitrateKbps: 4000,
    maxResolution: P1080,
    maxFps: 30,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  discord: {
    option: 'discord',
    summary: "MP4 H.264 up to 720p and 30 fps, AAC 128k, at most 9.5 MB (Discord's free limit is 10 MB)",
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxSizeMb: 9.5,
    maxResolution: P720,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    audio: AAC128,
    faststart: true,
  },
  email: {
    option: 'email',
    summary: 'MP4 H.264 up to 720p, AAC 96k, at most 13 MB so the encoded mail stays under 20 MB',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(26),
    maxSizeMb: 13,
    maxResolution: P720,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    audio: AAC96,
    faststart: true,
  },
  tiktok: {
    option: 'tiktok',
    summary: 'MP4 H.264 up to 1080p and 60 fps, AAC 128k, at most 68 MB (the app limit is 72 MB)',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxSizeMb: 68,
    maxResolution: P1080,
    maxFps: 60,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  twitter: {
    option: 'twitter',
    summary: 'MP4 H.264 up to 1080p and 60 fps, at most 5 Mbit/s and 480 MB (X allows 512 MB), AAC 128k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxSizeMb: 480,
    maxBitrateKbps: 5000,
    maxResolution: P1080,
    maxFps: 60,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  '1mb': { option: '1mb', ...sizePreset(1) },
  '5mb': { option: '5mb', ...sizePreset(5) },
  '10mb': { option: '10mb', ...sizePreset(10) },
  '25mb': { option: '25mb', ...sizePreset(25) },
  '50mb': { option: '50mb', ...sizePreset(50) },
  '100mb': { option: '100mb', ...sizePreset(100) },
  hd: {
    option: 'hd',
    summary: 'HD: at most 1280x720 at CRF 23, same format as the source',
    format: 'keep_original',
    quality: crf(23),
    maxResolution: P720,
    speed: 'medium',
    audio: { bitrate: '128k' },
    faststart: true,
  },
  '4k': {
    option: '4k',
    summary: '4K: at most 3840x2160 at CRF 22, same format as the source',
    format: 'keep_original',
    quality: crf(22),
    maxResolution: P2160,
    speed: 'medium',
    audio: { bitrate: '192k' },
    faststart: true,
  },
  'high-quality': {
    option: 'high-quality',
    summary: 'Visually transparent CRF 18 with the slow preset, same format and size as the source',
    format: 'keep_original',
    quality: crf(18),
    speed: 'slow',
    audio: { bitrate: '192k' },
    faststart: true,
  },
  lossless: {
    option: 'lossless',
    summary: 'Lossless H.264 and FLAC in MKV; the source is kept when it is already smaller',
    format: 'mkv',
    videoCodec: 'h264',
    quality: { kind: 'lossless' },
    speed: 'medium',
    audio: { codec: 'flac' },
    faststart: false,
  },
  web: {
    option: 'web',
    summary: 'MP4 H.264 Main up to 1080p and 30 fps, at most 5 Mbit/s, AAC 128k, fast start',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(24),
    maxBitrateKbps: 5000,
    maxResolution: P1080,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    audio: AAC128,
    faststart: true,
  },
  mobile: {
    option: 'mobile',
    summary: 'MP4 H.264 Main level 3.1 up to 480p and 30 fps, AAC 96k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(26),
    maxResolution: P480,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    level: '3.1',
    audio: AAC96,
    faststart: true,
  },
  streaming: {
    option: 'streaming',
    summary: 'MP4 H.264 up to 1080p, at most 6 Mbit/s, a keyframe every 2 s, AAC 128k, fast start',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxBitrateKbps: 6000,
    maxResolution: P1080,
    keyframeSeconds: 2,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  archive: {
    option: 'archive',
    summary: 'MKV H.265 at CRF 22 with FLAC audio: small files that keep the quality, size and frame rate',
    format: 'mkv',
    videoCodec: 'h265',
    quality: crf(22),
    speed: 'medium',
    audio: { codec: 'flac' },
    faststart: false,
  },
  presentation: {
    option: 'presentation',
    summary: 'Slides and screen recordings: H.264 tuned for still images, up to 1080p and 15 fps, AAC 96k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(25),
    maxResolution: P1080,
    maxFps: 15,
    speed: 'medium',
    profile: 'high',
    tune: 'stillimage',
    audio: AAC96,
    faststart: true,
  },
  education: {
    option: 'education',
    summary: 'Lectures: MP4 H.264 up to 720p and 30 fps at CRF 26, AAC 96k',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(26),
    maxResolution: P720,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    audio: AAC96,
    faststart: true,
  },
  'slow-motion': {
    option: 'slow-motion',
    summary: 'High-frame-rate footage: every frame kept (no frame-rate cap), CRF 20, up to 1080p',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(20),
    maxResolution: P1080,
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  mp4: {
    option: 'mp4',
    summary: 'MP4 H.264 High at CRF 23, AAC 128k, fast start',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  avi: {
    option: 'avi',
    summary: 'AVI with MPEG-4 Part 2 (Xvid-compatible) and MP3 128k, for older players',
    format: 'avi',
    videoCodec: 'mpeg4',
    quality: crf(23),
    speed: 'medium',
    audio: { codec: 'mp3', bitrate: '128k' },
    faststart: false,
  },
  mov: {
    option: 'mov',
    summary: 'QuickTime MOV H.264 High at CRF 23, AAC 128k',
    format: 'mov',
    videoCodec: 'h264',
    quality: crf(23),
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: true,
  },
  mkv: {
    option: 'mkv',
    summary: 'Matroska H.264 High at CRF 23, AAC 128k',
    format: 'mkv',
    videoCodec: 'h264',
    quality: crf(23),
    speed: 'medium',
    profile: 'high',
    audio: AAC128,
    faststart: false,
  },
  android: {
    option: 'android',
    summary: 'MP4 H.264 Main level 4.0 up to 1080p and 30 fps, AAC 128k: plays on every Android phone',
    format: 'mp4',
    videoCodec: 'h264',
    quality: crf(23),
    maxResolution: P1080,
    maxFps: 30,
    speed: 'medium',
    profile: 'main',
    level: '4.0',
    audio: AAC128,
    faststart: true,
  },
};
