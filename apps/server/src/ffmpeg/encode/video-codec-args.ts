/**
 * Encoder options of each video codec: rate control (CRF, capped CRF, bitrate, lossless), speed preset,
 * profile, two-pass flags. The spec's knobs are x264's (CRF 0-51, presets ultrafast…veryslow, profiles);
 * the other encoders get the nearest equivalent (encoders.ts).
 */
import type { VideoOutputFormat, VideoPreset, VideoProfile } from '@mediaforge/shared';
import {
  crfTo63,
  crfToQscale,
  crfToTheoraQuality,
  MP4_FAMILY,
  SVT_AV1_PRESET,
  VIDEO_ENCODERS,
  VP9_SPEED,
  type EncodedVideoCodec,
} from './encoders.js';
import type { VideoRate } from './plan.js';

export interface VideoCodecOptions {
  readonly codec: EncodedVideoCodec;
  readonly format: VideoOutputFormat;
  readonly rate: VideoRate;
  readonly speed: VideoPreset;
  readonly profile: VideoProfile;
  readonly level?: string;
  readonly tune?: string;
  readonly keyframeSeconds?: number;
  /** 4:2:0 at 8 bits unless HDR is kept (colour.ts). */
  readonly pixelFormat?: 'yuv420p' | 'yuv420p10le';
}

/** One pass of a two-pass encode. */
export interface PassOptions {
  readonly pass: 1 | 2;
  readonly logFile: string;
}

const k = (kbps: number): string => `${Math.max(1, Math.round(kbps))}k`;

/** ffmpeg's own two-pass flags (x264, libvpx, the native encoders, libtheora). */
const passFlags = (p?: PassOptions): string[] =>
  p ? ['-pass', String(p.pass), '-passlogfile', p.logFile] : [];

/** A value inside `-x265-params` (an ffmpeg dictionary): `\ : =` escaped. */
const dictValue = (v: string): string => v.replace(/[\\:=]/g, (c) => `\\${c}`);

/** VBV cap of a capped CRF: the peak rate, with a two-second buffer. */
const vbv = (maxKbps: number | undefined): string[] =>
  maxKbps === undefined ? [] : ['-maxrate', k(maxKbps), '-bufsize', k(2 * maxKbps)];

type CodecArgs = (o: VideoCodecOptions, p?: PassOptions) => string[];

const qscaleCodec: CodecArgs = (o, p) => {
  const rate =
    o.rate.kind === 'crf'
      ? ['-q:v', String(crfToQscale(o.rate.crf))]
      : o.rate.kind === 'bitrate'
        ? ['-b:v', k(o.rate.kbps)]
        : ['-q:v', '1'];
  const tag = o.codec === 'mpeg4' && o.format === 'avi' ? ['-tag:v', 'XVID'] : [];
  return ['-c:v', VIDEO_ENCODERS[o.codec], ...rate, ...passFlags(p), ...tag];
};

const CODEC_ARGS: { readonly [K in EncodedVideoCodec]: CodecArgs } = {
  h264: (o, p) => {
    const rate =
      o.rate.kind === 'crf'
        ? ['-crf', String(o.rate.crf), ...vbv(o.rate.maxKbps)]
        : o.rate.kind === 'bitrate'
          ? ['-b:v', k(o.rate.kbps)]
          : ['-qp', '0'];
    // x264 refuses a profile below High 4:4:4 Predictive for lossless, so none is named then.
    const profile = o.rate.kind === 'lossless' ? [] : ['-profile:v', o.profile];
    return [
      '-c:v',
      'libx264',
      ...rate,
      '-preset',
      o.speed,
      ...profile,
      ...(o.level ? ['-level:v', o.level] : []),
      ...(o.tune ? ['-tune', o.tune] : []),
      ...passFlags(p),
    ];
  },
  h265: (o, p) => {
    const rate =
      o.rate.kind === 'crf'
        ? ['-crf', String(o.rate.crf), ...vbv(o.rate.maxKbps)]
        : o.rate.kind === 'bitrate'
          ? ['-b:v', k(o.rate.kbps)]
          : [];
    // libx265 takes its two-pass settings in -x265-params, not ffmpeg's -pass.
    const params = [
      'log-level=error',
      ...(o.rate.kind === 'lossless' ? ['lossless=1'] : []),
      ...(p ? [`pass=${p.pass}`, `stats=${dictValue(p.logFile)}`] : []),
    ];
    return [
      '-c:v',
      'libx265',
      ...rate,
      '-preset',
      o.speed,
      ...(o.rate.kind === 'lossless'
        ? []
        : ['-profile:v', o.pixelFormat === 'yuv420p10le' ? 'main10' : 'main']),
      '-x265-params',
      params.join(':'),
      ...(MP4_FAMILY.has(o.format) ? ['-tag:v', 'hvc1'] : []),
    ];
  },
  vp9: (o, p) => {
    // Constant quality needs -b:v 0; with a cap, -b:v is the ceiling ("constrained quality").
    const rate =
      o.rate.kind === 'crf'
        ? [
            '-crf',
            String(crfTo63(o.rate.crf)),
            '-b:v',
            o.rate.maxKbps === undefined ? '0' : k(o.rate.maxKbps),
          ]
        : o.rate.kind === 'bitrate'
          ? ['-b:v', k(o.rate.kbps)]
          : ['-lossless', '1'];
    return ['-c:v', 'libvpx-vp9', ...rate, ...VP9_SPEED[o.speed], '-row-mt', '1', ...passFlags(p)];
  },
  // SVT-AV1 in ffmpeg 5.1 has no two-pass and no lossless mode: CRF 0 is the closest.
  av1: (o) => {
    const rate =
      o.rate.kind === 'crf'
        ? ['-crf', String(crfTo63(o.rate.crf))]
        : o.rate.kind === 'bitrate'
          ? ['-b:v', k(o.rate.kbps)]
          : ['-crf', '0'];
    return ['-c:v', 'libsvtav1', ...rate, '-preset', String(SVT_AV1_PRESET[o.speed])];
  },
  mpeg4: qscaleCodec,
  wmv2: qscaleCodec,
  msmpeg4v3: qscaleCodec,
  theora: (o, p) => {
    const rate =
      o.rate.kind === 'crf'
        ? ['-q:v', String(crfToTheoraQuality(o.rate.crf))]
        : o.rate.kind === 'bitrate'
          ? ['-b:v', k(o.rate.kbps)]
          : ['-q:v', '10'];
    return ['-c:v', 'libtheora', ...rate, ...passFlags(p)];
  },
};

/** Codecs whose encoder does two passes through ffmpeg (SVT-AV1 in ffmpeg 5.1 does not). */
export function supportsTwoPass(codec: EncodedVideoCodec): boolean {
  return codec !== 'av1';
}

/** Codecs that honour a VBV cap on constant quality; the others get a plain bitrate under a ceiling. */
export function supportsCappedCrf(codec: EncodedVideoCodec): boolean {
  return codec === 'h264' || codec === 'h265' || codec === 'vp9';
}

/** The encoder arguments of a video stream (all 4:2:0, the only layout every player decodes). */
export function videoCodecArgs(o: VideoCodecOptions, pass?: PassOptions): string[] {
  const keyframes =
    o.keyframeSeconds === undefined ? [] : ['-force_key_frames', `expr:gte(t,n_forced*${o.keyframeSeconds})`];
  return [
    ...CODEC_ARGS[o.codec](o, supportsTwoPass(o.codec) ? pass : undefined),
    ...keyframes,
    '-pix_fmt',
    o.pixelFormat ?? 'yuv420p',
  ];
}
