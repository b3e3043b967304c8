/**
 * Video outputs (mp4, webm, mov, avi, mkv, wmv, flv, m4v, 3gp, ogv) from the video settings (§3
 * "Conversion settings (video)"), with compression overrides in compression mode.
 */
import {
  formatDefaultsFor,
  keepsHdr,
  resolutionPreset,
  videoCodecChoices,
  type VideoCodec,
  type VideoOutputFormat,
  type VideoSettings,
  type MediaMetadata,
} from '@mediaforge/shared';
import { audioCodecArgs, chooseAudio } from './audio-args.js';
import { MP4_FAMILY, MUXERS, type EncodedVideoCodec } from './encoders.js';
import {
  cropFilter,
  EVEN_SIZE_FILTER,
  fadeFilters,
  flipFilters,
  rotateFilters,
  scaleFilter,
  volumeFilter,
} from './filters.js';
import {
  FFMPEG_GLOBAL_ARGS,
  inputArgs,
  NULL_OUTPUT_ARGS,
  outputArgs,
  STRIP_METADATA_ARGS,
  type TimeWindow,
} from './hardening.js';
import {
  EncodePlanError,
  type CompressionOverrides,
  type EncodePlan,
  type EncodeRequest,
  type ScaleSpec,
  type VideoRate,
} from './plan.js';
import { colourPlan } from './colour.js';
import { subtitlePlan } from './subtitles.js';
import { outputDuration, trimWindow } from './timing.js';
import { supportsTwoPass, videoCodecArgs, type PassOptions } from './video-codec-args.js';

export interface VideoJobInput {
  readonly format: VideoOutputFormat;
  readonly settings: VideoSettings;
  readonly compression?: CompressionOverrides;
  readonly streamCopy?: boolean;
}

/**
 * The video codec of an output: a compression override the format allows, else the settings' codec
 * the format allows, else the format's default (codec table). Compression never stream-copies.
 */
export function chooseVideoCodec(
  format: VideoOutputFormat,
  wanted: VideoCodec | undefined,
  compression?: Pick<CompressionOverrides, 'videoCodec'>,
): VideoCodec {
  const choices = videoCodecChoices(format);
  const fallback = choices.find((c) => c !== 'copy') ?? 'h264';
  if (compression?.videoCodec && choices.includes(compression.videoCodec)) return compression.videoCodec;
  if (wanted !== undefined && choices.includes(wanted))
    return compression && wanted === 'copy' ? fallback : wanted;
  return fallback;
}

/**
 * The size change the settings ask for: custom width × height, a §9 resolution (fitted, either
 * orientation), or the format's default size (3GP: at most 640x360, §9).
 */
export function resizeSpec(settings: VideoSettings, format: VideoOutputFormat): ScaleSpec | undefined {
  const r = settings.resize_video;
  if (r === 'custom') {
    const { custom_width: width, custom_height: height } = settings;
    return width !== undefined && height !== undefined ? { kind: 'exact', width, height } : undefined;
  }
  if (r !== 'none') {
    const preset = resolutionPreset(r);
    return preset
      ? { kind: 'fit', box: { width: preset.width, height: preset.height }, orient: true, upscale: true }
      : undefined;
  }
  const d = formatDefaultsFor(format);
  return d.width !== undefined && d.height !== undefined
    ? { kind: 'fit', box: { width: d.width, height: d.height }, orient: true, upscale: false }
    : undefined;
}

const isOdd = (n: number | null) => n === null || n % 2 !== 0;

/** The `-vf` chain: crop, rotate, flip, resize, compression size, even sizes, frame rate, burnt subtitles. */
export function videoFilters(
  settings: VideoSettings,
  format: VideoOutputFormat,
  metadata: MediaMetadata,
  compression: CompressionOverrides | undefined,
  burnIn: readonly string[],
  colour: readonly string[] = [],
): string[] {
  const s = settings;
  // Tone mapping (colour.ts) reads the source's pixels as decoded, so it goes before anything else.
  const filters: string[] = [...colour];
  const crop = s.enable_crop && s.crop_width !== undefined && s.crop_height !== undefined;
  if (crop) filters.push(cropFilter(s.crop_width ?? 0, s.crop_height ?? 0, s.crop_x, s.crop_y));
  filters.push(...rotateFilters(s.rotate_video), ...flipFilters(s.flip_video));
  const resize = resizeSpec(s, format);
  if (resize) filters.push(scaleFilter(resize));
  if (compression?.scale) filters.push(scaleFilter(compression.scale));
  if (!crop && !resize && !compression?.scale && (isOdd(metadata.width) || isOdd(metadata.height))) {
    filters.push(EVEN_SIZE_FILTER);
  }
  if (s.video_framerate !== 'original') filters.push(`fps=${s.video_framerate}`);
  filters.push(...burnIn);
  return filters;
}

/** The rate control of a conversion: the settings' CRF, or the format's default (3GP 28, else 23). */
function conversionRate(settings: VideoSettings, format: VideoOutputFormat): VideoRate {
  return { kind: 'crf', crf: settings.video_crf ?? formatDefaultsFor(format).crf ?? 23 };
}

/**
 * The lossless fast path (D60): the first video and audio streams copied into the new container with
 * the same hardening as an encode (forced demuxer and muxer, file protocol only, no source metadata).
 */
function streamCopyPlan(req: EncodeRequest, format: VideoOutputFormat, withAudio: boolean): EncodePlan {
  const hevcInMp4 = req.sourceVideo?.codec === 'hevc' && MP4_FAMILY.has(format);
  const args = [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(req.input),
    '-map',
    '0:v:0',
    ...(withAudio ? ['-map', '0:a:0'] : ['-an']),
    ...STRIP_METADATA_ARGS,
    '-c',
    'copy',
    // Apple players only take HEVC in MP4 with the hvc1 sample entry.
    ...(hevcInMp4 ? ['-tag:v', 'hvc1'] : []),
    ...(format === 'm4v' ? ['-brand', 'M4V '] : []),
    ...outputArgs(MUXERS[format], req.output),
  ];
  return { kind: 'ffmpeg', passes: [args], output: req.output, durationSeconds: req.metadata.duration };
}

/** The plan of a video output: one pass, or two when a two-pass bitrate encode is asked for. */
export function buildVideoPlan(req: EncodeRequest, job: VideoJobInput): EncodePlan {
  const { settings: s, format, compression: c } = job;
  const meta = req.metadata;
  if (job.streamCopy === true && c === undefined && meta.hasVideo) {
    return streamCopyPlan(req, format, meta.hasAudio && !s.remove_audio);
  }
  const codec = chooseVideoCodec(format, s.video_codec, c);
  const window: TimeWindow | undefined = trimWindow(s.enable_trim, s.trim_start, s.trim_end);
  const duration = outputDuration(meta.duration, window);
  const withVideo = meta.hasVideo;
  const withAudio = meta.hasAudio && !s.remove_audio;
  if (!withVideo && !withAudio) throw new EncodePlanError('The file has no video or audio to convert');

  const subs = withVideo
    ? // The ASS copy of an uploaded subtitle goes beside the pass log, in the job's scratch directory.
      subtitlePlan(
        s,
        format,
        codec,
        req.input,
        req.subtitle,
        window,
        `${req.scratch.passLogFile}-subtitle.ass`,
      )
    : { kind: 'none' as const };
  const rate = c?.rate ?? conversionRate(s, format);
  const colour =
    codec === 'copy'
      ? undefined
      : colourPlan(req.sourceVideo, codec as EncodedVideoCodec, keepsHdr(format, s));

  const videoPart = (pass?: PassOptions): string[] => {
    if (!withVideo) return [];
    if (codec === 'copy') return ['-c:v', 'copy'];
    const burnIn = subs.kind === 'hard' ? subs.filters : [];
    const filters = videoFilters(s, format, meta, c, burnIn, colour?.filters);
    const codecArgs = videoCodecArgs(
      {
        codec: codec as EncodedVideoCodec,
        format,
        rate,
        speed: req.speed ?? c?.speed ?? s.video_preset,
        profile: c?.profile ?? s.video_profile,
        level: c?.level,
        tune: c?.tune,
        keyframeSeconds: c?.keyframeSeconds,
        pixelFormat: colour?.pixelFormat,
      },
      pass,
    );
    return [
      ...codecArgs,
      ...(colour?.tags ?? []),
      ...(filters.length > 0 ? ['-vf', filters.join(',')] : []),
      ...(c?.maxFps !== undefined ? ['-fpsmax', String(c.maxFps)] : []),
    ];
  };

  const audioPart = (): string[] => {
    if (!withAudio) return ['-an'];
    const choice = chooseAudio(format, s, { codec: c?.audioCodec, bitrate: c?.audioBitrate });
    const filters = [
      ...volumeFilter(s.adjust_volume),
      ...fadeFilters(s.fade_in_audio, s.fade_out_audio, duration),
    ];
    return [...audioCodecArgs(choice), ...(filters.length > 0 ? ['-af', filters.join(',')] : [])];
  };

  const head = [...FFMPEG_GLOBAL_ARGS, ...inputArgs(req.input, window)];
  const twoPass =
    withVideo &&
    codec !== 'copy' &&
    rate.kind === 'bitrate' &&
    rate.twoPass &&
    supportsTwoPass(codec as EncodedVideoCodec);
  const logFile = req.scratch.passLogFile;

  const finalArgs = [
    ...head,
    ...(subs.kind === 'soft' && subs.extraInput ? inputArgs(subs.extraInput, window) : []),
    ...(withVideo ? ['-map', '0:v:0'] : []),
    ...(withAudio ? ['-map', '0:a:0'] : []),
    ...(subs.kind === 'soft' ? subs.map : []),
    ...STRIP_METADATA_ARGS,
    ...videoPart(twoPass ? { pass: 2, logFile } : undefined),
    ...audioPart(),
    ...(subs.kind === 'soft' ? subs.codecArgs : []),
    ...(c?.faststart && MP4_FAMILY.has(format) ? ['-movflags', '+faststart'] : []),
    // The mp4 muxer writes brand isom; M4V files carry Apple's own brand.
    ...(format === 'm4v' ? ['-brand', 'M4V '] : []),
    ...outputArgs(MUXERS[format], req.output),
  ];
  const prepare = subs.kind === 'hard' && subs.prepare ? { prepare: [subs.prepare] } : {};
  if (!twoPass) {
    return { kind: 'ffmpeg', passes: [finalArgs], ...prepare, output: req.output, durationSeconds: duration };
  }

  const firstPass = [
    ...head,
    '-map',
    '0:v:0',
    ...STRIP_METADATA_ARGS,
    ...videoPart({ pass: 1, logFile }),
    '-an',
    ...NULL_OUTPUT_ARGS,
  ];
  return {
    kind: 'ffmpeg',
    passes: [firstPass, finalArgs],
    ...prepare,
    output: req.output,
    durationSeconds: duration,
  };
}
