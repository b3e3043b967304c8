/**
 * The three settings shapes of the convert body (converter-compressor.md §3 "Conversion settings (video)",
 * "Audio settings", "GIF settings", "compression_settings"), with the spec's snake_case wire names.
 *
 * These schemas *normalise*: they never fail on a field value. A missing or unusable value becomes its
 * default (settings-defaults.ts, compression.ts) or undefined where the default depends on the output
 * format (codec, CRF, audio bitrate…), which the server's argument builder fills in. Whether a value is
 * acceptable, with the spec's messages, is settings-validation.ts's job: it skips hidden fields (§5
 * "Hidden fields are not validated"), so a hidden field holding garbage must not break parsing here.
 */
import { z } from 'zod';
import { AUDIO_CODECS, VIDEO_CODECS, codecInfoFor, type AudioCodec } from './codecs.js';
import {
  COMPRESSION_DEFAULTS,
  COMPRESSION_METHODS,
  QUALITY_LEVELS,
  RESOLUTION_METHODS,
  bitrateTargetValue,
  qualityLevelFromTarget,
} from './compression.js';
import { COMPRESSOR_OPTIONS } from './compressor.js';
import type { OutputFormat } from './formats.js';
import { RESOLUTION_PRESETS, SETTINGS_RESOLUTIONS, FRAME_RATES, resolutionPreset } from './resolutions.js';
import {
  GIF_DEFAULTS,
  GIF_TRIM_DEFAULTS,
  TRIM_DEFAULTS,
  VIDEO_SETTINGS_DEFAULTS,
} from './settings-defaults.js';
import {
  ADD_SUBTITLE_OPTIONS,
  GIF_HEIGHT_MODES,
  GIF_SOURCE_TYPES,
  PROCESSING_MODES,
  SUBTITLE_MODES,
} from './settings-options.js';
import { TIME_PATTERN } from './settings-rules.js';

// ── Option lists the spec leaves to us (docs/decisions.md, "Settings values") ─────────────────────────

/** x264/x265 speed presets, fastest first; the other encoders map them (server ffmpeg/encode). */
export const VIDEO_PRESETS = [
  'ultrafast',
  'superfast',
  'veryfast',
  'faster',
  'fast',
  'medium',
  'slow',
  'slower',
  'veryslow',
] as const;
export type VideoPreset = (typeof VIDEO_PRESETS)[number];

/** H.264 profiles; H.265 always encodes Main. */
export const VIDEO_PROFILES = ['baseline', 'main', 'high'] as const;
export type VideoProfile = (typeof VIDEO_PROFILES)[number];

/** resize_video: keep the size, one of §9's "Resolution list in settings", or custom_width × custom_height. */
export const RESIZE_OPTIONS = ['none', ...SETTINGS_RESOLUTIONS, 'custom'] as const;
export type ResizeOption = (typeof RESIZE_OPTIONS)[number];

/** rotate_video, degrees clockwise. */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export const FLIP_OPTIONS = ['none', 'horizontal', 'vertical', 'both'] as const;
export type FlipOption = (typeof FLIP_OPTIONS)[number];

/** sample_rate choices, Hz. */
export const SAMPLE_RATES = [8000, 11025, 16000, 22050, 32000, 44100, 48000, 96000] as const;
export const AUDIO_CHANNEL_COUNTS = [1, 2] as const;

/** audio_bitrate choices of the lossy formats; §5 warns at 64k and 320k. */
export const AUDIO_BITRATES = ['64k', '96k', '128k', '192k', '256k', '320k'] as const;
/** The eight AMR-NB modes (3GPP TS 26.071), lowest first; §9 "AMR: 12.2k" is the highest. */
export const AMR_BITRATES = ['4.75k', '5.15k', '5.9k', '6.7k', '7.4k', '7.95k', '10.2k', '12.2k'] as const;
/** An audio bitrate as the settings write it ('128k', '12.2k'). */
export const AUDIO_BITRATE_PATTERN = /^\d{1,4}(?:\.\d{1,2})?k$/i;
/** A compression target bitrate ('2M', '1500K'), §9 "A bitrate target is sent as the number plus K". */
export const TARGET_BITRATE_PATTERN = /^\d+(?:\.\d+)?[kKmM]$/;

/** A fade given as `true` lasts this long (seconds); a number is the length itself. */
export const DEFAULT_FADE_SECONDS = 2;

export const GIF_FPS_OPTIONS = [5, 10, 12, 15, 20, 24, 25, 30] as const;
/** color_palette: colours in the palette (ffmpeg palettegen accepts 4-256). */
export const GIF_PALETTE_SIZES = [256, 128, 64, 32, 16] as const;
/** paletteuse dithering modes of ffmpeg 5.1, plus none. */
export const GIF_DITHERING = [
  'floyd_steinberg',
  'sierra2',
  'sierra2_4a',
  'bayer',
  'heckbert',
  'none',
] as const;
export type GifDithering = (typeof GIF_DITHERING)[number];

/** target_resolution: a §9 resolution preset, or 'custom' (custom_target_width/height). */
export const TARGET_RESOLUTIONS = [...RESOLUTION_PRESETS.map((p) => p.id), 'custom'] as const;

// ── Normalising helpers ─────────────────────────────────────────────────────────────────────────────

const toNumber = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const toBoolean = (v: unknown): unknown => (v === 'true' ? true : v === 'false' ? false : v);
const lower = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const optionalNumber = () => z.preprocess(toNumber, z.number().finite().optional()).catch(undefined);
const numberOr = (fallback: number) => z.preprocess(toNumber, z.number().finite()).catch(fallback);
const flag = (fallback: boolean) => z.preprocess(toBoolean, z.boolean()).catch(fallback);
const timeOr = (fallback: string) => z.string().trim().regex(TIME_PATTERN).catch(fallback);
const optionalText = () => z.string().trim().min(1).optional().catch(undefined);

/** A fade: seconds ≥ 0, or a boolean (true = DEFAULT_FADE_SECONDS). */
const fadeSeconds = z
  .preprocess(
    (v) =>
      v === true || v === 'true' ? DEFAULT_FADE_SECONDS : v === false || v === 'false' ? 0 : toNumber(v),
    z.number().finite().min(0),
  )
  .catch(0);

const resizeOption = z
  .preprocess((v) => {
    if (v === false || v === '' || v === null || v === undefined) return 'none';
    if (typeof v !== 'string') return v;
    const t = v.trim();
    const preset = SETTINGS_RESOLUTIONS.find((r) => r.toLowerCase() === t.toLowerCase());
    return preset ?? t.toLowerCase();
  }, z.enum(RESIZE_OPTIONS))
  .catch('none');

const rotation = z
  .preprocess((v) => (v === 'none' ? 0 : toNumber(v)), z.literal(ROTATIONS))
  .catch(0 as Rotation);

const frameRate = z
  .preprocess(
    (v) => (v === 'original' || v === '' ? 'original' : toNumber(v)),
    z.literal(['original', ...FRAME_RATES]),
  )
  .catch('original');

const sampleRate = z
  .preprocess(
    (v) => (v === 'original' || v === '' ? undefined : toNumber(v)),
    z.literal(SAMPLE_RATES).optional(),
  )
  .catch(undefined);

const channels = z
  .preprocess((v) => {
    if (v === 'mono') return 1;
    if (v === 'stereo') return 2;
    return v === 'original' || v === '' ? undefined : toNumber(v);
  }, z.literal(AUDIO_CHANNEL_COUNTS).optional())
  .catch(undefined);

const audioBitrate = z.preprocess(lower, z.string().regex(AUDIO_BITRATE_PATTERN).optional()).catch(undefined);

/** Trim fields of the video and audio shapes (§3 "Trim settings"). */
const trimFields = {
  enable_trim: flag(false),
  trim_start: timeOr(TRIM_DEFAULTS.trim_start),
  trim_end: timeOr(TRIM_DEFAULTS.trim_end),
};

/** Audio adjustments shared by the video and audio shapes. */
const audioAdjustments = {
  audio_codec: z.preprocess(lower, z.enum(AUDIO_CODECS).optional()).catch(undefined),
  audio_bitrate: audioBitrate,
  sample_rate: sampleRate,
  audio_channels: channels,
  adjust_volume: numberOr(VIDEO_SETTINGS_DEFAULTS.adjust_volume),
  fade_in_audio: fadeSeconds,
  fade_out_audio: fadeSeconds,
};

// ── compression_settings ────────────────────────────────────────────────────────────────────────────

/**
 * §3 "compression_settings". compression_method also takes 'auto' (docs/decisions.md, CC-3.30), and
 * compressor_option (ours) names the /compressor/{option} preset the job was started from.
 */
export const compressionSettingsSchema = z.object({
  compression_method: z.preprocess(lower, z.enum(COMPRESSION_METHODS)).catch('auto'),
  target_size_mb: numberOr(COMPRESSION_DEFAULTS.target_size_mb),
  target_reduction_percentage: numberOr(COMPRESSION_DEFAULTS.target_reduction_percentage),
  quality_level: z.preprocess(lower, z.enum(QUALITY_LEVELS)).catch(COMPRESSION_DEFAULTS.quality_level),
  crf_value: optionalNumber(),
  target_resolution: z
    .preprocess(lower, z.enum(TARGET_RESOLUTIONS))
    .catch(COMPRESSION_DEFAULTS.target_resolution),
  custom_target_width: optionalNumber(),
  custom_target_height: optionalNumber(),
  target_bitrate: z.string().trim().regex(TARGET_BITRATE_PATTERN).catch(COMPRESSION_DEFAULTS.target_bitrate),
  preserve_audio_quality: flag(false),
  two_pass_encoding: flag(false),
  optimize_for_web: flag(true),
  maintain_aspect_ratio: flag(true),
  compressor_option: z.preprocess(lower, z.enum(COMPRESSOR_OPTIONS).optional()).catch(undefined),
});
export type CompressionSettings = z.output<typeof compressionSettingsSchema>;

/**
 * §3 "A simpler form of compression settings": method, target value, resolution method, resolution
 * preset, width, height (the queued file's fields, CC-3.05/3.06).
 */
export const simpleCompressionSchema = z.object({
  method: z.enum(COMPRESSION_METHODS),
  target: z.number().finite().optional(),
  resolutionMethod: z.enum(RESOLUTION_METHODS).optional(),
  resolutionPreset: z.string().optional(),
  resolutionWidth: z.number().finite().optional(),
  resolutionHeight: z.number().finite().optional(),
});
export type SimpleCompression = z.output<typeof simpleCompressionSchema>;

/**
 * The full compression_settings of the simpler form (CC-3.37): the target means MB, percent, quality
 * 1-5 (§9 mapping) or kbps (§9 "number plus K") by method; the resolution method picks which of
 * width/height is set.
 */
export function compressionSettingsFromSimple(simple: SimpleCompression): CompressionSettings {
  const raw: Record<string, unknown> = { compression_method: simple.method };
  const t = simple.target;
  if (t !== undefined) {
    if (simple.method === 'size_targeted_mb') raw.target_size_mb = t;
    if (simple.method === 'size_targeted_percentage') raw.target_reduction_percentage = t;
    if (simple.method === 'quality_targeted') raw.quality_level = qualityLevelFromTarget(t);
    if (simple.method === 'bitrate_targeted') raw.target_bitrate = bitrateTargetValue(t);
  }
  if (simple.method === 'resolution_targeted') {
    const method = simple.resolutionMethod ?? 'preset';
    if (method === 'preset') {
      raw.target_resolution =
        resolutionPreset(simple.resolutionPreset ?? '')?.id ?? COMPRESSION_DEFAULTS.target_resolution;
    } else {
      raw.target_resolution = 'custom';
      if (method !== 'height') raw.custom_target_width = simple.resolutionWidth;
      if (method !== 'width') raw.custom_target_height = simple.resolutionHeight;
    }
  }
  return compressionSettingsSchema.parse(raw);
}

// ── The three shapes ────────────────────────────────────────────────────────────────────────────────

/** §3 "Conversion settings (video)" (plus sample_rate/audio_channels, which 3GP's warnings read). */
export const videoSettingsSchema = z.object({
  output_format: z.preprocess(lower, z.string().min(1).optional()).catch(undefined),
  video_codec: z.preprocess(lower, z.enum(VIDEO_CODECS).optional()).catch(undefined),
  video_crf: optionalNumber(),
  video_preset: z.preprocess(lower, z.enum(VIDEO_PRESETS)).catch(VIDEO_SETTINGS_DEFAULTS.video_preset),
  video_profile: z.preprocess(lower, z.enum(VIDEO_PROFILES)).catch(VIDEO_SETTINGS_DEFAULTS.video_profile),
  resize_video: resizeOption,
  custom_width: optionalNumber(),
  custom_height: optionalNumber(),
  video_framerate: frameRate,
  rotate_video: rotation,
  flip_video: z.preprocess(lower, z.enum(FLIP_OPTIONS)).catch('none'),
  /** Ours (D61): keep HDR on a 10-bit output instead of tone-mapping it to SDR. */
  keep_hdr: flag(false),
  ...audioAdjustments,
  remove_audio: flag(false),
  add_subtitle: z.preprocess(lower, z.enum(ADD_SUBTITLE_OPTIONS)).catch('none'),
  subtitle_file: optionalText(),
  subtitle_stream: z.preprocess(toNumber, z.literal([1, 2, 3])).catch(1),
  subtitle_mode: z.preprocess(lower, z.enum(SUBTITLE_MODES)).catch('soft'),
  ...trimFields,
  enable_crop: flag(false),
  crop_width: optionalNumber(),
  crop_height: optionalNumber(),
  crop_x: numberOr(0),
  crop_y: numberOr(0),
  processing_mode: z.preprocess(lower, z.enum(PROCESSING_MODES)).catch('conversion'),
  compression_settings: compressionSettingsSchema.optional().catch(undefined),
});
export type VideoSettings = z.output<typeof videoSettingsSchema>;

/** §3 "Audio settings" with the trim fields. */
export const audioSettingsSchema = z.object({
  output_format: z.preprocess(lower, z.string().min(1).optional()).catch(undefined),
  ...audioAdjustments,
  reverse_audio: flag(false),
  normalize_audio: flag(false),
  ...trimFields,
});
export type AudioSettings = z.output<typeof audioSettingsSchema>;

/** §3 "GIF settings"; defaults from §9 (trim 0-3 s, 480×270, 15 fps, 256 colours, floyd_steinberg, 100). */
export const gifSettingsSchema = z.object({
  source_type: z.preprocess(lower, z.enum(GIF_SOURCE_TYPES)).catch('video'),
  trim_start: timeOr(GIF_TRIM_DEFAULTS.trim_start),
  trim_end: timeOr(GIF_TRIM_DEFAULTS.trim_end),
  gif_width: numberOr(GIF_DEFAULTS.gif_width),
  height_mode: z.preprocess(lower, z.enum(GIF_HEIGHT_MODES)).catch('auto'),
  gif_height: numberOr(GIF_DEFAULTS.gif_height),
  gif_fps: numberOr(GIF_DEFAULTS.gif_fps),
  color_palette: numberOr(GIF_DEFAULTS.color_palette),
  dithering: z.preprocess(lower, z.enum(GIF_DITHERING)).catch(GIF_DEFAULTS.dithering),
  compression_level: numberOr(GIF_DEFAULTS.compression_level),
  background_optimization: flag(false),
  optimize_size: flag(true),
  loop_count: numberOr(0),
  reverse_gif: flag(false),
  preserve_transparency: flag(false),
});
export type GifSettings = z.output<typeof gifSettingsSchema>;

/** Which shape a target format uses: its codec-table kind (an unknown format is video, §5). */
export type SettingsKind = 'video' | 'audio' | 'gif';
export function settingsKindFor(format: string): SettingsKind {
  const kind = codecInfoFor(format).kind;
  return kind === 'image' ? 'gif' : kind;
}

/** Parsed settings, discriminated by shape. */
export type ParsedSettings =
  | { readonly kind: 'video'; readonly settings: VideoSettings }
  | { readonly kind: 'audio'; readonly settings: AudioSettings }
  | { readonly kind: 'gif'; readonly settings: GifSettings };

const SCHEMAS = {
  video: (raw: unknown): ParsedSettings => ({ kind: 'video', settings: videoSettingsSchema.parse(raw) }),
  audio: (raw: unknown): ParsedSettings => ({ kind: 'audio', settings: audioSettingsSchema.parse(raw) }),
  gif: (raw: unknown): ParsedSettings => ({ kind: 'gif', settings: gifSettingsSchema.parse(raw) }),
} satisfies { [K in SettingsKind]: (raw: unknown) => ParsedSettings };

/** The normalised settings of a target format (never throws: a non-object gives all defaults). */
export function normaliseSettings(format: string, raw: unknown): ParsedSettings {
  const input = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return SCHEMAS[settingsKindFor(format)](input);
}

// ── Audio codecs a container can carry ────────────────────────────────────────────────────────────────

/**
 * Audio codecs each video container can actually mux (ffmpeg 5.1), used where §9 names none (D15):
 * WebM only carries Opus/Vorbis, Ogg only Vorbis/Opus/FLAC, and so on. Where §9 names a list (wmv, 3gp),
 * that list is used as written.
 */
const CONTAINER_AUDIO_CODECS: Readonly<Partial<Record<OutputFormat, readonly AudioCodec[]>>> = {
  mp4: ['aac', 'libvo_aacenc', 'mp3', 'alac', 'flac', 'opus'],
  m4v: ['aac', 'libvo_aacenc', 'mp3', 'alac'],
  mov: ['aac', 'libvo_aacenc', 'mp3', 'alac', 'pcm_s16le', 'pcm_s16be', 'pcm_s24be'],
  webm: ['opus', 'vorbis'],
  avi: ['mp3', 'aac', 'libvo_aacenc', 'pcm_s16le'],
  mkv: AUDIO_CODECS.filter((c) => c !== 'amr_nb'),
  flv: ['aac', 'libvo_aacenc', 'mp3'],
  ogv: ['vorbis', 'opus', 'flac'],
  gif: [],
};

/** Default audio codec of a video container (m4v, wmv and 3gp from §9; the rest the container's usual). */
const CONTAINER_DEFAULT_AUDIO: Readonly<Partial<Record<OutputFormat, AudioCodec>>> = {
  webm: 'opus',
  avi: 'mp3',
  ogv: 'vorbis',
};

/** The audio codecs a target may use: §9's list where it names one, else what the container carries. */
export function audioCodecOptions(format: string): readonly AudioCodec[] {
  const info = codecInfoFor(format);
  if (info.kind === 'audio') return info.supportedCodecs as readonly AudioCodec[];
  if (info.audioCodecs) return info.audioCodecs;
  return CONTAINER_AUDIO_CODECS[format.toLowerCase() as OutputFormat] ?? CONTAINER_AUDIO_CODECS.mp4 ?? [];
}

/** The audio codec a target uses when the settings name none (undefined for GIF). */
export function defaultAudioCodecFor(format: string): AudioCodec | undefined {
  const f = format.toLowerCase();
  const info = codecInfoFor(f);
  if (info.kind === 'image') return undefined;
  if (info.kind === 'audio') return info.defaultCodec as AudioCodec;
  return info.defaultAudioCodec ?? CONTAINER_DEFAULT_AUDIO[f as OutputFormat] ?? 'aac';
}
