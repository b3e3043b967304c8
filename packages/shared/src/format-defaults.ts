/**
 * Per-format default settings (converter-compressor.md §9 "Format defaults"). Values keep the spec's
 * notation: bitrates as ffmpeg strings ('128k'), sample rates in Hz, channels as a count.
 */
import type { AudioCodec, VideoCodec } from './codecs.js';
import type { OutputFormat } from './formats.js';
import { VIDEO_SETTINGS_DEFAULTS } from './settings-defaults.js';

export interface FormatDefaults {
  readonly audioCodec?: AudioCodec;
  /** Absent where the spec gives none; see NO_BITRATE_FORMATS for formats without a bitrate setting. */
  readonly audioBitrate?: string;
  /** Hz. */
  readonly sampleRate?: number;
  readonly audioChannels?: 1 | 2;
  readonly videoCodec?: VideoCodec;
  /** The ffmpeg encoder the spec names ('libx264' for 3GP). */
  readonly videoEncoder?: string;
  readonly width?: number;
  readonly height?: number;
  readonly crf?: number;
}

const K128 = { audioBitrate: '128k' } as const;

/** Formats the spec gives defaults for; other formats use the general defaults of settings-defaults.ts. */
export const FORMAT_DEFAULTS: Readonly<Partial<Record<OutputFormat, FormatDefaults>>> = {
  // "3GP: aac, 8000 Hz, mono, 96k, libx264, 640x360, CRF 28."
  '3gp': {
    audioCodec: 'aac',
    sampleRate: 8000,
    audioChannels: 1,
    audioBitrate: '96k',
    videoCodec: 'h264',
    videoEncoder: 'libx264',
    width: 640,
    height: 360,
    crf: 28,
  },
  // "MP3, AAC, OGG (vorbis), WMA, M4A: 128k."
  mp3: K128,
  aac: K128,
  ogg: { ...K128, audioCodec: 'vorbis' },
  wma: K128,
  m4a: K128,
  // "AMR: 12.2k, 8 kHz, mono."
  amr: { audioBitrate: '12.2k', sampleRate: 8000, audioChannels: 1 },
  // "Opus: 128k, 48 kHz."
  opus: { audioBitrate: '128k', sampleRate: 48000 },
  // "ALAC: 44.1 kHz, stereo."
  alac: { sampleRate: 44100, audioChannels: 2 },
};

/** "FLAC, WAV, AIFF: no bitrate." These formats offer no bitrate setting (CC-9.55). */
export const NO_BITRATE_FORMATS = ['flac', 'wav', 'aiff'] as const;

/**
 * Lossless audio targets, for the warning "Bitrate not applicable to lossless" (CC-5.47): the three
 * no-bitrate formats plus ALAC, whose defaults name no bitrate either.
 */
export const LOSSLESS_AUDIO_FORMATS = [...NO_BITRATE_FORMATS, 'alac'] as const;

export function formatDefaultsFor(format: string): FormatDefaults {
  return FORMAT_DEFAULTS[format.toLowerCase() as OutputFormat] ?? {};
}

export function hasBitrateSetting(format: string): boolean {
  return !(NO_BITRATE_FORMATS as readonly string[]).includes(format.toLowerCase());
}

export function isLosslessAudioFormat(format: string): boolean {
  return (LOSSLESS_AUDIO_FORMATS as readonly string[]).includes(format.toLowerCase());
}

/**
 * The audio bitrate a fresh settings form starts with: the format's own default, none for lossless
 * formats, otherwise the general default 192k (§9 "Defaults").
 */
export function defaultAudioBitrateFor(format: string): string | null {
  const own = formatDefaultsFor(format).audioBitrate;
  if (own !== undefined) return own;
  return isLosslessAudioFormat(format) ? null : VIDEO_SETTINGS_DEFAULTS.audio_bitrate;
}
