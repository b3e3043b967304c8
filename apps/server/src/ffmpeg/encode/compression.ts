/**
 * Compression (§3 compression_settings, §9 "Compression", compressor presets) as overrides of the
 * video settings. A method either fixes the encode at once ('direct') or needs the size-target loop
 * ('size'); both keep the smaller of output and source when the source is an acceptable result.
 */
import {
  BYTES_PER_MB,
  bitrateToBps,
  KEEP_ORIGINAL,
  resolutionPreset,
  VIDEO_OUTPUT_FORMATS,
  type CompressionSettings,
  type CompressorPreset,
  type MediaMetadata,
  type QualityLevel,
  type VideoOutputFormat,
  type VideoSettings,
} from '@mediaforge/shared';
import type { EncodedVideoCodec } from './encoders.js';
import { EncodePlanError, type Box, type CompressionOverrides, type ScaleSpec } from './plan.js';
import type { SizeAttempt } from './size-target.js';
import { supportsCappedCrf } from './video-codec-args.js';

/** quality_level → x264 CRF (docs/decisions.md): 'high' is x264's default 23, a step is about ±4-5. */
export const QUALITY_LEVEL_CRF: { readonly [K in QualityLevel]: number } = {
  highest: 18,
  high: 23,
  medium: 28,
  low: 32,
  lowest: 36,
};

/** 'auto': CRF 26, at most 1080p, AAC 128k, fast start. */
export const AUTO_COMPRESSION = { crf: 26, box: { width: 1920, height: 1080 } } as const;

/** The parts of the overrides that stay the same across the attempts of a size target. */
export type BaseOverrides = Omit<CompressionOverrides, 'rate'>;

export interface SizeTargetSpec {
  readonly targetBytes: number;
  /** 'abr' aims at the target; 'ceiling' is constant quality that must stay under it. */
  readonly mode: 'abr' | 'ceiling';
  /** The constant quality of a ceiling. */
  readonly crf: number;
  readonly twoPass: boolean;
  readonly maxVideoKbps?: number;
  readonly maxBox?: Box;
  /** The audio kbps asked for and whether it may be lowered for the budget. */
  readonly audio: { readonly kbps: number; readonly preserve: boolean };
}

export type CompressionStrategy =
  | { readonly kind: 'direct'; readonly overrides: CompressionOverrides }
  | { readonly kind: 'size'; readonly base: BaseOverrides; readonly target: SizeTargetSpec };

const fitNoUpscale = (box: Box, orient: boolean): ScaleSpec => ({ kind: 'fit', box, orient, upscale: false });
const kbpsOf = (bitrate: string, fallback: number) =>
  Math.round((bitrateToBps(bitrate) ?? fallback * 1000) / 1000);

/** The size change of resolution_targeted (§3 target_resolution, custom_target_width/height). */
export function resolutionTarget(cs: CompressionSettings): ScaleSpec | undefined {
  if (cs.target_resolution !== 'custom') {
    const preset = resolutionPreset(cs.target_resolution);
    return preset ? fitNoUpscale({ width: preset.width, height: preset.height }, true) : undefined;
  }
  const { custom_target_width: w, custom_target_height: h } = cs;
  if (w !== undefined && h !== undefined) {
    return cs.maintain_aspect_ratio
      ? fitNoUpscale({ width: w, height: h }, false)
      : { kind: 'exact', width: w, height: h };
  }
  if (w !== undefined) return { kind: 'width', width: w, upscale: false };
  if (h !== undefined) return { kind: 'height', height: h, upscale: false };
  return undefined;
}

/** compression_settings → a strategy. sourceBytes feeds size_targeted_percentage. */
export function compressionFromSettings(cs: CompressionSettings, sourceBytes: number): CompressionStrategy {
  const audioBitrate = cs.preserve_audio_quality ? '192k' : '128k';
  const base: BaseOverrides = { audioBitrate, faststart: cs.optimize_for_web };
  const crf = cs.crf_value ?? QUALITY_LEVEL_CRF[cs.quality_level];
  const size = (targetBytes: number): CompressionStrategy => ({
    kind: 'size',
    // High profile (8x8 transform) as the peers' x264 defaults: Main loses quality at equal size (D62).
    base: { ...base, profile: 'high' },
    target: {
      targetBytes: Math.floor(targetBytes),
      mode: 'abr',
      crf,
      // A size target is always two passes where the codec has them (D62): the size lands close to
      // the target and the bits go where the picture needs them, as the peers' two-pass encodes do.
      twoPass: true,
      audio: { kbps: kbpsOf(audioBitrate, 128), preserve: cs.preserve_audio_quality },
    },
  });
  switch (cs.compression_method) {
    case 'auto':
      return {
        kind: 'direct',
        overrides: {
          ...base,
          rate: { kind: 'crf', crf: AUTO_COMPRESSION.crf },
          scale: fitNoUpscale(AUTO_COMPRESSION.box, true),
        },
      };
    case 'quality_targeted':
      return { kind: 'direct', overrides: { ...base, rate: { kind: 'crf', crf } } };
    case 'resolution_targeted':
      return {
        kind: 'direct',
        overrides: { ...base, rate: { kind: 'crf', crf: cs.crf_value ?? 23 }, scale: resolutionTarget(cs) },
      };
    case 'bitrate_targeted':
      return {
        kind: 'direct',
        overrides: {
          ...base,
          rate: { kind: 'bitrate', kbps: kbpsOf(cs.target_bitrate, 2000), twoPass: cs.two_pass_encoding },
        },
      };
    case 'size_targeted_mb':
      return size(cs.target_size_mb * BYTES_PER_MB);
    case 'size_targeted_percentage':
      return size(sourceBytes * (1 - cs.target_reduction_percentage / 100));
    default:
      // Validation refuses unknown methods first; one that still arrives is never read as 'auto'.
      throw new EncodePlanError(`Compression method format is invalid: ${String(cs.compression_method)}`);
  }
}

/** A compressor preset (packages/shared compressor-presets.ts) → a strategy. */
export function compressionFromPreset(preset: CompressorPreset): CompressionStrategy {
  const base: BaseOverrides = {
    videoCodec: preset.videoCodec,
    scale: preset.maxResolution ? fitNoUpscale(preset.maxResolution, true) : undefined,
    maxFps: preset.maxFps,
    speed: preset.speed,
    profile: preset.profile,
    level: preset.level,
    tune: preset.tune,
    keyframeSeconds: preset.keyframeSeconds,
    audioCodec: preset.audio.codec,
    audioBitrate: preset.audio.bitrate,
    faststart: preset.faststart,
  };
  const audio = { kbps: kbpsOf(preset.audio.bitrate ?? '128k', 128), preserve: false };
  const q = preset.quality;
  if (q.kind === 'size') {
    return {
      kind: 'size',
      base,
      target: {
        targetBytes: Math.floor(q.targetMb * BYTES_PER_MB),
        mode: 'abr',
        crf: 23,
        twoPass: true,
        audio,
        maxBox: preset.maxResolution,
      },
    };
  }
  if (q.kind === 'lossless') return { kind: 'direct', overrides: { ...base, rate: { kind: 'lossless' } } };
  if (preset.maxSizeMb !== undefined) {
    return {
      kind: 'size',
      base,
      target: {
        targetBytes: Math.floor(preset.maxSizeMb * BYTES_PER_MB),
        mode: 'ceiling',
        crf: q.crf,
        twoPass: false,
        audio,
        maxVideoKbps: preset.maxBitrateKbps,
        maxBox: preset.maxResolution,
      },
    };
  }
  return {
    kind: 'direct',
    overrides: { ...base, rate: { kind: 'crf', crf: q.crf, maxKbps: preset.maxBitrateKbps } },
  };
}

/** The overrides of one size-target attempt: its bitrate (or cap), its audio and its picture box. */
export function sizeAttemptOverrides(
  base: BaseOverrides,
  target: SizeTargetSpec,
  attempt: SizeAttempt,
  codec: EncodedVideoCodec,
): CompressionOverrides {
  const rate: CompressionOverrides['rate'] =
    target.mode === 'ceiling' && supportsCappedCrf(codec)
      ? { kind: 'crf', crf: target.crf, maxKbps: attempt.videoKbps }
      : { kind: 'bitrate', kbps: attempt.videoKbps, twoPass: target.twoPass };
  return {
    ...base,
    rate,
    scale: { kind: 'fit', box: attempt.box, orient: true, upscale: false },
    ...(attempt.audioKbps > 0 ? { audioBitrate: `${attempt.audioKbps}k` } : {}),
  };
}

const isVideoFormat = (f: string): f is VideoOutputFormat =>
  (VIDEO_OUTPUT_FORMATS as readonly string[]).includes(f);

/** The output container of a compression: the preset's, or the source's for keep_original (mp4 if unknown). */
export function resolveOutputFormat(format: string, metadata: MediaMetadata): VideoOutputFormat {
  const wanted = format === KEEP_ORIGINAL ? metadata.container : format;
  return isVideoFormat(wanted) ? wanted : 'mp4';
}

/** ffprobe codec_name of each codec a preset names, to tell whether a source already has it. */
const PROBE_NAMES: Readonly<Record<string, string>> = {
  h264: 'h264',
  h265: 'hevc',
  mpeg4: 'mpeg4',
  aac: 'aac',
  mp3: 'mp3',
  flac: 'flac',
};

/**
 * Whether the untouched source is an acceptable result of a compression: same container, within the
 * preset's box, the preset's codecs, no frame-rate cap, and no settings that change the picture, sound
 * or length.
 */
export function sourceIsAcceptable(
  format: VideoOutputFormat,
  metadata: MediaMetadata,
  base: BaseOverrides,
  edits: boolean,
): boolean {
  if (edits || metadata.container !== format) return false;
  if (base.videoCodec && metadata.videoCodec !== PROBE_NAMES[base.videoCodec]) return false;
  if (
    base.audioCodec &&
    metadata.audioCodec !== null &&
    metadata.audioCodec !== PROBE_NAMES[base.audioCodec]
  ) {
    return false;
  }
  // The probe does not report the frame rate, so a frame-rate cap cannot be checked: encode.
  if (base.maxFps !== undefined) return false;
  if (base.scale?.kind === 'fit' && metadata.width !== null && metadata.height !== null) {
    const long = Math.max(metadata.width, metadata.height);
    const short = Math.min(metadata.width, metadata.height);
    const box = base.scale.box;
    if (long > Math.max(box.width, box.height) || short > Math.min(box.width, box.height)) return false;
  }
  return true;
}

/** Whether video settings change the picture, sound or length (then the source is no valid result). */
export function settingsEditMedia(s: VideoSettings): boolean {
  return (
    s.enable_trim ||
    s.enable_crop ||
    s.rotate_video !== 0 ||
    s.flip_video !== 'none' ||
    s.resize_video !== 'none' ||
    s.video_framerate !== 'original' ||
    s.add_subtitle !== 'none' ||
    s.remove_audio ||
    s.adjust_volume !== 100 ||
    s.fade_in_audio > 0 ||
    s.fade_out_audio > 0
  );
}
