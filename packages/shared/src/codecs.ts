/**
 * The per-format codec table (converter-compressor.md §9 "Codec table"; entry shape §3 "Format table
 * entry"). Codec identifiers are ffmpeg codec names where the spec names a codec ('h265' is the spec's
 * H.265, ffmpeg's hevc); CODEC_LABELS holds the spellings the spec displays.
 */
import type { OutputFormat } from './formats.js';

export const VIDEO_CODECS = [
  'h264',
  'h265',
  'vp9',
  'av1',
  'mpeg4',
  'wmv2',
  'msmpeg4v3',
  'theora',
  'gif',
  'copy',
] as const;
export type VideoCodec = (typeof VIDEO_CODECS)[number];

/**
 * Audio codecs. 'pcm_s16le' (WAV) is not named by the spec: §9 only lists WAV as an audio format, and
 * 16-bit little-endian PCM is what a WAV file holds by default. The rest are named by §9.
 */
export const AUDIO_CODECS = [
  'aac',
  'mp3',
  'wmav2',
  'libvo_aacenc',
  'flac',
  'vorbis',
  'opus',
  'alac',
  'pcm_s16le',
  'pcm_s16be',
  'pcm_s24be',
  'amr_nb',
] as const;
export type AudioCodec = (typeof AUDIO_CODECS)[number];
export type Codec = VideoCodec | AudioCodec;

/** Display labels; where the spec writes a codec (H.264, VP9, mpeg4, wmv2…) its spelling is kept. */
export const CODEC_LABELS: Readonly<Record<Codec, string>> = {
  h264: 'H.264',
  h265: 'H.265',
  vp9: 'VP9',
  av1: 'AV1',
  mpeg4: 'mpeg4',
  wmv2: 'wmv2',
  msmpeg4v3: 'msmpeg4v3',
  theora: 'theora',
  gif: 'gif',
  copy: 'copy',
  aac: 'aac',
  mp3: 'mp3',
  wmav2: 'wmav2',
  libvo_aacenc: 'libvo_aacenc',
  flac: 'FLAC',
  vorbis: 'Vorbis',
  opus: 'Opus',
  alac: 'ALAC',
  pcm_s16le: 'PCM 16-bit',
  pcm_s16be: 'PCM 16-bit big-endian',
  pcm_s24be: 'PCM 24-bit big-endian',
  amr_nb: 'AMR narrowband',
};

/** One row of the format table (§3 "Format table entry"); `kind` says which picker tab it sits in. */
export interface CodecTableEntry {
  readonly kind: 'video' | 'audio' | 'image';
  /** Default first (§9 "Video codecs (default first)"); for audio formats these are audio codecs. */
  readonly supportedCodecs: readonly Codec[];
  readonly defaultCodec: Codec;
  /** Container label shown in the format-compatibility box. */
  readonly container: string;
  readonly description: string;
  readonly audioCodecs?: readonly AudioCodec[];
  readonly defaultAudioCodec?: AudioCodec;
  /** Hz. */
  readonly maxSampleRate?: number;
  readonly forceMono?: boolean;
}

type Extra = Pick<CodecTableEntry, 'audioCodecs' | 'defaultAudioCodec' | 'maxSampleRate' | 'forceMono'>;

/** The first codec of the list is the default, as the spec's table reads. */
const row = (
  kind: CodecTableEntry['kind'],
  codecs: readonly [Codec, ...Codec[]],
  container: string,
  description: string,
  extra: Extra = {},
): CodecTableEntry => ({
  kind,
  supportedCodecs: codecs,
  defaultCodec: codecs[0],
  container,
  description,
  ...extra,
});

/** Every output format of the format picker (§9 "Formats") has a row. */
export const CODEC_TABLE: Readonly<Record<OutputFormat, CodecTableEntry>> = {
  mp4: row('video', ['h264', 'h265', 'copy'], 'MPEG-4', 'Widely compatible video for web and devices'),
  mov: row('video', ['h264', 'h265', 'copy'], 'QuickTime', 'Apple QuickTime movie'),
  m4v: row('video', ['h264', 'h265'], 'MPEG-4 (Apple)', 'Apple MPEG-4 video', { defaultAudioCodec: 'aac' }),
  webm: row('video', ['vp9', 'av1'], 'WebM', 'Open web video'),
  avi: row('video', ['h264', 'mpeg4', 'copy'], 'AVI', 'Audio Video Interleave'),
  mkv: row('video', ['h264', 'h265', 'vp9', 'av1', 'copy'], 'Matroska', 'Flexible open container'),
  flv: row('video', ['h264', 'copy'], 'Flash Video', 'Flash video'),
  wmv: row('video', ['wmv2', 'msmpeg4v3', 'h264'], 'Windows Media', 'Windows Media Video', {
    audioCodecs: ['mp3', 'aac', 'wmav2'],
    defaultAudioCodec: 'mp3',
  }),
  // The spec's video column lists aac and libvo_aacenc for 3gp as well (CC-9.43); they are kept here
  // as written, and videoCodecChoices() leaves them out of a video-codec picker.
  '3gp': row('video', ['h264', 'mpeg4', 'aac', 'libvo_aacenc'], '3GPP', 'Video for basic mobile phones', {
    audioCodecs: ['aac'],
    defaultAudioCodec: 'aac',
    maxSampleRate: 8000,
    forceMono: true,
  }),
  ogv: row('video', ['theora'], 'Ogg', 'Ogg Theora video'),
  gif: row('image', ['gif'], 'GIF', 'Animated image'),
  mp3: row('audio', ['mp3'], 'MP3', 'Compressed audio playable everywhere'),
  aac: row('audio', ['aac'], 'AAC', 'Advanced Audio Coding'),
  flac: row('audio', ['flac'], 'FLAC', 'Lossless compressed audio'),
  ogg: row('audio', ['vorbis'], 'Ogg', 'Ogg Vorbis audio'),
  wav: row('audio', ['pcm_s16le'], 'WAVE', 'Uncompressed PCM audio'),
  opus: row('audio', ['opus'], 'Opus', 'Efficient audio for voice and music'),
  wma: row('audio', ['wmav2'], 'Windows Media', 'Windows Media Audio'),
  alac: row('audio', ['alac'], 'MPEG-4 (ALAC)', 'Apple Lossless audio'),
  m4a: row('audio', ['aac', 'alac'], 'MPEG-4 Audio', 'MPEG-4 audio (AAC or Apple Lossless)'),
  aiff: row('audio', ['pcm_s16be', 'pcm_s24be'], 'AIFF', 'Uncompressed 16 or 24-bit big-endian PCM'),
  // AMR narrowband only carries 8 kHz mono, hence the same caps as 3gp (§9 "AMR: 12.2k, 8 kHz, mono").
  amr: row('audio', ['amr_nb'], 'AMR', 'Narrowband speech audio', { maxSampleRate: 8000, forceMono: true }),
};

/** What an unknown format uses (§5 Warnings: "An unknown format uses defaults"): the mp4 row. */
export const DEFAULT_CODEC_INFO: CodecTableEntry = CODEC_TABLE.mp4;

const isVideoCodec = (c: string): c is VideoCodec => (VIDEO_CODECS as readonly string[]).includes(c);

export function isKnownCodecFormat(format: string): format is OutputFormat {
  return Object.hasOwn(CODEC_TABLE, format.toLowerCase());
}

/** The table row of a format (case-insensitive), or the defaults for an unknown format. */
export function codecInfoFor(format: string): CodecTableEntry {
  const f = format.toLowerCase();
  return isKnownCodecFormat(f) ? CODEC_TABLE[f] : DEFAULT_CODEC_INFO;
}

/** The choices of a video-codec picker: the table's list without audio codecs (3gp). */
export function videoCodecChoices(format: string): readonly VideoCodec[] {
  const info = codecInfoFor(format);
  return info.kind === 'audio' ? [] : info.supportedCodecs.filter(isVideoCodec);
}
