/**
 * Audio outputs (mp3, aac, wav, wma, aiff, flac, m4a, ogg, opus, alac, amr) and the audio stream of
 * video outputs: codec, bitrate, sample rate and channels from the settings over the format defaults
 * (converter-compressor.md §9 "Format defaults"), and the audio filters (§3 "Audio settings").
 */
import {
  AMR_BITRATES,
  audioCodecOptions,
  bitrateToBps,
  codecInfoFor,
  defaultAudioCodecFor,
  formatDefaultsFor,
  VIDEO_SETTINGS_DEFAULTS,
  type AudioCodec,
  type AudioOutputFormat,
  type AudioSettings,
  type OutputFormat,
} from '@mediaforge/shared';
import { AUDIO_ENCODERS, LOSSLESS_AUDIO_CODECS, MUXERS, fitAudioBitrate, fitSampleRate } from './encoders.js';
import { fadeFilters, LOUDNORM_FILTER, volumeFilter } from './filters.js';
import {
  assertSafePath,
  FFMPEG_GLOBAL_ARGS,
  inputArgs,
  outputArgs,
  STRIP_METADATA_ARGS,
} from './hardening.js';
import { EncodePlanError, type EncodePlan, type EncodeRequest } from './plan.js';
import { outputDuration, trimWindow } from './timing.js';

/** The audio stream an output gets. */
export interface AudioChoice {
  readonly codec: AudioCodec;
  readonly encoder: string;
  readonly bitrate?: string;
  readonly sampleRate?: number;
  readonly channels?: 1 | 2;
}

/** The audio fields both shapes share. */
export interface AudioFields {
  readonly audio_codec?: AudioCodec | undefined;
  readonly audio_bitrate?: string | undefined;
  readonly sample_rate?: number | undefined;
  readonly audio_channels?: 1 | 2 | undefined;
}

/** Loudness normalisation resamples to 192 kHz internally; outputs then need an explicit rate. */
const NORMALISED_RATE = 48_000;

const kbps = (bps: number): string => `${Math.round(bps / 100) / 10}k`;

/**
 * The audio stream of a format: the settings' codec when the format can carry it (else the format's
 * default), the bitrate unless the codec is lossless, and the format's rate/channel caps (3GP and AMR:
 * 8 kHz mono, §9).
 */
export function chooseAudio(
  format: OutputFormat,
  fields: AudioFields,
  options: { readonly codec?: AudioCodec; readonly bitrate?: string; readonly needsRate?: boolean } = {},
): AudioChoice {
  const info = codecInfoFor(format);
  const defaults = formatDefaultsFor(format);
  const allowed = audioCodecOptions(format);
  const wanted = options.codec ?? fields.audio_codec;
  const codec =
    wanted !== undefined && allowed.includes(wanted) ? wanted : (defaultAudioCodecFor(format) ?? 'aac');
  const encoder = AUDIO_ENCODERS[codec];

  // loudnorm leaves 192 kHz behind and libvorbis cannot take every source rate: both get an explicit one.
  const needsRate = options.needsRate === true || encoder === 'libvorbis';
  let sampleRate = fields.sample_rate ?? defaults.sampleRate ?? (needsRate ? NORMALISED_RATE : undefined);
  if (sampleRate !== undefined && info.maxSampleRate !== undefined)
    sampleRate = Math.min(sampleRate, info.maxSampleRate);
  if (sampleRate !== undefined) sampleRate = fitSampleRate(encoder, sampleRate);
  const channels = info.forceMono ? 1 : (fields.audio_channels ?? defaults.audioChannels);

  if (LOSSLESS_AUDIO_CODECS.has(codec)) return { codec, encoder, sampleRate, channels };
  const text =
    options.bitrate ?? fields.audio_bitrate ?? defaults.audioBitrate ?? VIDEO_SETTINGS_DEFAULTS.audio_bitrate;
  const bps = bitrateToBps(text) ?? 128_000;
  const fitted = fitAudioBitrate(encoder, bps, sampleRate, channels);
  return { codec, encoder, bitrate: kbps(fitted), sampleRate, channels };
}

/** `-c:a …` and friends for a chosen stream. */
export function audioCodecArgs(choice: AudioChoice): string[] {
  const args = ['-c:a', choice.encoder];
  if (choice.bitrate !== undefined) args.push('-b:a', choice.bitrate);
  if (choice.sampleRate !== undefined) args.push('-ar', String(choice.sampleRate));
  if (choice.channels !== undefined) args.push('-ac', String(choice.channels));
  return args;
}

/** The audio filters of the audio shape, in order: reverse, normalise, volume, fades. */
export function audioFilters(settings: AudioSettings, duration: number | null): string[] {
  return [
    ...(settings.reverse_audio ? ['areverse'] : []),
    ...(settings.normalize_audio ? [LOUDNORM_FILTER] : []),
    ...volumeFilter(settings.adjust_volume),
    ...fadeFilters(settings.fade_in_audio, settings.fade_out_audio, duration),
  ];
}

/** AMR-NB mode (sox -C 0-7) of a bitrate: the highest mode not above it; 12.2k (mode 7) by default. */
export function amrMode(bitrate: string | undefined): number {
  const bps = bitrate === undefined ? undefined : bitrateToBps(bitrate);
  if (bps === undefined) return AMR_BITRATES.length - 1;
  let mode = 0;
  AMR_BITRATES.forEach((b, i) => {
    if ((bitrateToBps(b) ?? 0) <= bps) mode = i;
  });
  return mode;
}

/** sox arguments of AMR's second step: the intermediate WAV to AMR-NB at a mode. */
export function soxAmrArgs(intermediateWav: string, output: string, mode: number): string[] {
  return [
    '-V1',
    '--no-glob',
    '-t',
    'wav',
    assertSafePath(intermediateWav),
    '-t',
    'amr-nb',
    '-C',
    String(mode),
    assertSafePath(output),
  ];
}

/** The plan of an audio output (ffmpeg alone, or ffmpeg then sox for AMR). */
export function buildAudioPlan(
  req: EncodeRequest,
  format: AudioOutputFormat,
  settings: AudioSettings,
): EncodePlan {
  if (!req.metadata.hasAudio) throw new EncodePlanError('The file has no audio to convert');
  const window = trimWindow(settings.enable_trim, settings.trim_start, settings.trim_end);
  const duration = outputDuration(req.metadata.duration, window);
  const filters = audioFilters(settings, duration);
  const head = [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(req.input, window),
    '-map',
    '0:a:0',
    ...STRIP_METADATA_ARGS,
  ];
  const filterArgs = filters.length > 0 ? ['-af', filters.join(',')] : [];

  if (format === 'amr') {
    const ffmpeg = [
      ...head,
      ...audioCodecArgs({ codec: 'pcm_s16le', encoder: 'pcm_s16le', sampleRate: 8000, channels: 1 }),
      ...filterArgs,
      ...outputArgs('wav', req.scratch.intermediateWav),
    ];
    const sox = soxAmrArgs(req.scratch.intermediateWav, req.output, amrMode(settings.audio_bitrate));
    return {
      kind: 'ffmpeg+sox',
      ffmpeg,
      sox,
      intermediate: req.scratch.intermediateWav,
      output: req.output,
      durationSeconds: duration,
    };
  }

  const choice = chooseAudio(format, settings, { needsRate: settings.normalize_audio });
  const args = [...head, ...audioCodecArgs(choice), ...filterArgs, ...outputArgs(MUXERS[format], req.output)];
  return { kind: 'ffmpeg', passes: [args], output: req.output, durationSeconds: duration };
}
