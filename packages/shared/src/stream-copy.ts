/**
 * The lossless fast path (docs/decisions.md D60): a conversion that only changes the container is a
 * remux with stream copy. Pure; the server decides from its own probe of the input at job time, the
 * settings modal from the settings alone (it does not know the file's pixel format).
 *
 * A setting "asks for" something when it differs from what a fresh form for the format holds: the
 * modal sends its defaults (codec, CRF, profile, audio bitrate) with every apply, and they only say how
 * to encode if an encode happens. A codec the visitor picks other than the default must be the source's.
 */
import type { VideoCodec } from './codecs.js';
import { defaultAudioBitrateFor, formatDefaultsFor } from './format-defaults.js';
import { codecInfoFor } from './codecs.js';
import { keepsHdr } from './hdr.js';
import { defaultAudioCodecFor, type VideoSettings } from './settings-schema.js';
import { VIDEO_SETTINGS_DEFAULTS } from './settings-defaults.js';

/** ffprobe codec names each target container takes as they are (the muxers of ffmpeg 5.1). */
const COPY_VIDEO: Readonly<Record<string, readonly string[]>> = {
  mp4: ['h264', 'hevc', 'av1'],
  mov: ['h264', 'hevc'],
  m4v: ['h264', 'hevc'],
  mkv: ['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4'],
  webm: ['vp8', 'vp9', 'av1'],
};
const COPY_AUDIO: Readonly<Record<string, readonly string[]>> = {
  mp4: ['aac', 'mp3', 'ac3'],
  mov: ['aac', 'mp3', 'alac'],
  m4v: ['aac'],
  mkv: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'ac3', 'eac3'],
  webm: ['opus', 'vorbis'],
};

/** Our codec names → ffprobe's, to tell whether a codec the visitor picked is the source's. */
const PROBE_NAME: Readonly<Partial<Record<string, string>>> = {
  h264: 'h264',
  h265: 'hevc',
  vp9: 'vp9',
  av1: 'av1',
  mpeg4: 'mpeg4',
  aac: 'aac',
  mp3: 'mp3',
  opus: 'opus',
  vorbis: 'vorbis',
  flac: 'flac',
  alac: 'alac',
};

/** 8-bit 4:2:0, what every encode of ours writes unless HDR is kept. */
const PLAIN_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

/** What the server's probe knows of the input's streams (undefined fields: not known). */
export interface CopySource {
  readonly videoCodec: string | null;
  readonly audioCodec: string | null;
  readonly pixelFormat?: string | null;
  /** PQ or HLG transfer (colour_transfer smpte2084 / arib-std-b67). */
  readonly hdr?: boolean;
  /** Shown turned (a display matrix): Matroska in ffmpeg 5.1 cannot carry it, so there it is encoded. */
  readonly rotated?: boolean;
}

/** Containers whose muxer keeps a display matrix on stream copy (ffmpeg 5.1: the ISO family only). */
const KEEPS_ROTATION = new Set(['mp4', 'mov', 'm4v']);

const isDefaultOr = <T>(value: T | undefined, defaults: readonly (T | undefined | null)[]) =>
  value === undefined || defaults.includes(value);

/**
 * Whether the settings ask for nothing but a container (codec at its default, the source's, or copy;
 * no size, rate, picture, trim, subtitle or sound change). Trim is an edit: cutting at any time but a
 * keyframe needs an encode, and copy would start on the keyframe before (D60).
 */
export function settingsOnlyChangeContainer(format: string, s: VideoSettings): boolean {
  const f = format.toLowerCase();
  if (!(f in COPY_VIDEO) || s.processing_mode === 'compression') return false;
  const own = formatDefaultsFor(f);
  if (own.width !== undefined || own.height !== undefined || own.sampleRate !== undefined) return false;
  return (
    isDefaultOr(s.video_crf, [own.crf ?? VIDEO_SETTINGS_DEFAULTS.video_crf]) &&
    s.video_profile === VIDEO_SETTINGS_DEFAULTS.video_profile &&
    s.resize_video === 'none' &&
    s.video_framerate === 'original' &&
    s.rotate_video === 0 &&
    s.flip_video === 'none' &&
    !s.enable_crop &&
    !s.enable_trim &&
    s.add_subtitle === 'none' &&
    isDefaultOr(s.audio_bitrate, [defaultAudioBitrateFor(f)]) &&
    s.sample_rate === undefined &&
    s.audio_channels === undefined &&
    s.adjust_volume === 100 &&
    s.fade_in_audio === 0 &&
    s.fade_out_audio === 0
  );
}

const codecFits = (picked: string | undefined, defaultCodec: string | undefined, source: string) =>
  picked === undefined || picked === 'copy' || picked === defaultCodec || PROBE_NAME[picked] === source;

/**
 * Whether a conversion to `format` is a remux with stream copy: the settings only change the container
 * and the container takes the source's video (8-bit 4:2:0, or HDR kept on request) and audio as they are.
 */
export function canStreamCopy(format: string, s: VideoSettings, source: CopySource): boolean {
  const f = format.toLowerCase();
  if (!settingsOnlyChangeContainer(f, s) || source.videoCodec === null) return false;
  const video: VideoCodec | undefined = s.video_codec;
  if (!(COPY_VIDEO[f] ?? []).includes(source.videoCodec)) return false;
  if (source.rotated === true && !KEEPS_ROTATION.has(f)) return false;
  if (!codecFits(video, codecInfoFor(f).defaultCodec, source.videoCodec)) return false;
  // HDR stays only when asked for; otherwise an 8-bit SDR encode is what the settings describe.
  const keepHdr = keepsHdr(f, s);
  const pix = source.pixelFormat;
  const plain = pix === undefined || pix === null || PLAIN_PIXEL_FORMATS.has(pix);
  if (source.hdr === true ? !keepHdr : !plain) return false;
  if (s.remove_audio || source.audioCodec === null) return true;
  return (
    (COPY_AUDIO[f] ?? []).includes(source.audioCodec) &&
    codecFits(s.audio_codec, defaultAudioCodecFor(f), source.audioCodec)
  );
}
