/**
 * Codec and container names of Debian's ffmpeg 5.1 (`ffmpeg -encoders`, `ffmpeg -muxers`) for the spec's
 * codec table (packages/shared codecs.ts). Every map is total over its union, so a codec or format added
 * to the table does not compile until it is mapped here.
 */
import type { AudioCodec, OutputFormat, VideoCodec, VideoPreset } from '@mediaforge/shared';

/** Codecs we encode video with (copy is a stream copy; gif has its own builder). */
export type EncodedVideoCodec = Exclude<VideoCodec, 'copy' | 'gif'>;

/** ffmpeg encoder of each video codec. AV1 uses SVT-AV1: libaom-av1 is present too, but far slower. */
export const VIDEO_ENCODERS: { readonly [K in EncodedVideoCodec]: string } = {
  h264: 'libx264',
  h265: 'libx265',
  vp9: 'libvpx-vp9',
  av1: 'libsvtav1',
  mpeg4: 'mpeg4',
  wmv2: 'wmv2',
  // ffmpeg's encoder for the msmpeg4v3 codec is called "msmpeg4".
  msmpeg4v3: 'msmpeg4',
  theora: 'libtheora',
};

/**
 * ffmpeg encoder of each audio codec. libvo_aacenc was removed from ffmpeg in 2016; the native aac
 * encoder replaces it. amr_nb has no ffmpeg encoder on Debian: AMR goes through sox (amr.ts).
 */
export const AUDIO_ENCODERS: { readonly [K in AudioCodec]: string } = {
  aac: 'aac',
  libvo_aacenc: 'aac',
  mp3: 'libmp3lame',
  wmav2: 'wmav2',
  flac: 'flac',
  vorbis: 'libvorbis',
  opus: 'libopus',
  alac: 'alac',
  pcm_s16le: 'pcm_s16le',
  pcm_s16be: 'pcm_s16be',
  pcm_s24be: 'pcm_s24be',
  amr_nb: 'pcm_s16le',
};

/** Audio codecs that take no bitrate (lossless). */
export const LOSSLESS_AUDIO_CODECS: ReadonlySet<AudioCodec> = new Set([
  'flac',
  'alac',
  'pcm_s16le',
  'pcm_s16be',
  'pcm_s24be',
]);

/**
 * The muxer (`-f`) of each output format; the output name carries no meaning. m4v uses the mp4 muxer
 * (with brand "M4V ") because the ipod muxer refuses H.265; m4a and alac use ipod (brand "M4A "). amr's
 * entry is its intermediate WAV: sox writes the AMR file.
 */
export const MUXERS: { readonly [K in OutputFormat]: string } = {
  mp4: 'mp4',
  mov: 'mov',
  m4v: 'mp4',
  webm: 'webm',
  avi: 'avi',
  mkv: 'matroska',
  flv: 'flv',
  wmv: 'asf',
  '3gp': '3gp',
  ogv: 'ogg',
  gif: 'gif',
  mp3: 'mp3',
  aac: 'adts',
  flac: 'flac',
  ogg: 'ogg',
  wav: 'wav',
  opus: 'opus',
  wma: 'asf',
  alac: 'ipod',
  m4a: 'ipod',
  aiff: 'aiff',
  amr: 'wav',
};

/** Formats written by the MP4 family of muxers (faststart, hvc1 tag). */
export const MP4_FAMILY: ReadonlySet<OutputFormat> = new Set(['mp4', 'mov', 'm4v', '3gp', 'm4a', 'alac']);

/** libvpx-vp9 speed for each x264 preset: realtime for the two fastest, else good with cpu-used. */
export const VP9_SPEED: { readonly [K in VideoPreset]: readonly string[] } = {
  ultrafast: ['-deadline', 'realtime', '-cpu-used', '8'],
  superfast: ['-deadline', 'realtime', '-cpu-used', '7'],
  veryfast: ['-deadline', 'good', '-cpu-used', '5'],
  faster: ['-deadline', 'good', '-cpu-used', '4'],
  fast: ['-deadline', 'good', '-cpu-used', '3'],
  medium: ['-deadline', 'good', '-cpu-used', '2'],
  slow: ['-deadline', 'good', '-cpu-used', '1'],
  slower: ['-deadline', 'good', '-cpu-used', '0'],
  veryslow: ['-deadline', 'good', '-cpu-used', '0'],
};

/** SVT-AV1 presets (0 slowest … 13 fastest) for each x264 preset. */
export const SVT_AV1_PRESET: { readonly [K in VideoPreset]: number } = {
  ultrafast: 12,
  superfast: 11,
  veryfast: 10,
  faster: 9,
  fast: 8,
  medium: 7,
  slow: 5,
  slower: 4,
  veryslow: 3,
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** x264's CRF scale (0-51) on VP9's and SVT-AV1's 0-63 scale. */
export const crfTo63 = (crf: number): number => clamp(Math.round((crf * 63) / 51), 0, 63);

/**
 * x264 CRF → qscale (1-31) of mpeg4, wmv2 and msmpeg4: the quantiser step doubles every 6 CRF, as it
 * does in H.264, anchored so CRF 23 is q 4 (good quality Xvid) and CRF 17 is q 2.
 */
export const crfToQscale = (crf: number): number => clamp(Math.round(2 ** ((crf - 11) / 6)), 1, 31);

/** x264 CRF → libtheora quality (0-10, 10 best): CRF 23 is 7, libtheora's usual good setting. */
export const crfToTheoraQuality = (crf: number): number => clamp(Math.round(10 - (crf - 8) / 5), 0, 10);

/** Sample rates each encoder accepts, when it does not accept them all. */
const SAMPLE_RATES_OF: Readonly<Record<string, readonly number[]>> = {
  libopus: [8000, 12000, 16000, 24000, 48000],
  libmp3lame: [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000],
  wmav2: [8000, 11025, 16000, 22050, 32000, 44100, 48000],
  libvorbis: [8000, 11025, 16000, 22050, 32000, 44100, 48000],
};

/** A sample rate the encoder accepts: the nearest allowed rate at or above, else the highest. */
export function fitSampleRate(encoder: string, rate: number): number {
  const allowed = SAMPLE_RATES_OF[encoder];
  if (!allowed) return rate;
  return allowed.find((r) => r >= rate) ?? allowed[allowed.length - 1] ?? rate;
}

/**
 * libvorbis refuses an average bitrate outside a window that depends on rate and channels (probed on
 * ffmpeg 5.1 / libvorbis 1.3.7): [max rate, mono min-max kbps, stereo min-max kbps].
 */
const VORBIS_WINDOWS: readonly (readonly [number, readonly [number, number], readonly [number, number]])[] = [
  [8000, [16, 40], [16, 80]],
  [11025, [16, 48], [16, 96]],
  [16000, [16, 96], [24, 192]],
  [22050, [16, 80], [32, 160]],
  [32000, [32, 160], [40, 320]],
  [48000, [32, 224], [48, 500]],
];

/** libvorbis has no ABR mode above 48 kHz; an unknown source rate is resampled to this. */
export const VORBIS_RATE = 48_000;

const clampBps = (bps: number, [lo, hi]: readonly [number, number]) =>
  Math.min(hi * 1000, Math.max(lo * 1000, bps));

/**
 * A bitrate the encoder can carry: AAC holds at most 6144 bits per channel per 1024-sample frame
 * (ISO 14496-3), so 8 kHz mono (3GP) tops out at 48k; MP3 at 8-12 kHz (MPEG-2.5) tops out at 64k;
 * libopus takes at most 256k per channel; libvorbis its window above (unknown channels: the window
 * both layouts accept).
 */
export function fitAudioBitrate(
  encoder: string,
  bps: number,
  sampleRate?: number,
  channels?: number,
): number {
  if (encoder === 'aac' && sampleRate !== undefined) {
    return Math.min(bps, Math.floor((6144 * sampleRate) / 1024) * (channels ?? 2));
  }
  if (encoder === 'libmp3lame' && sampleRate !== undefined && sampleRate <= 12000)
    return Math.min(bps, 64_000);
  if (encoder === 'libopus') return Math.min(bps, 256_000 * (channels ?? 1));
  if (encoder === 'libvorbis') {
    const rate = sampleRate ?? VORBIS_RATE;
    const row = VORBIS_WINDOWS.find(([max]) => rate <= max) ?? VORBIS_WINDOWS[VORBIS_WINDOWS.length - 1];
    if (!row) return bps;
    const [, mono, stereo] = row;
    const window: readonly [number, number] =
      channels === 1 ? mono : channels === 2 ? stereo : [stereo[0], Math.min(mono[1], stereo[1])];
    return clampBps(bps, window);
  }
  return bps;
}
