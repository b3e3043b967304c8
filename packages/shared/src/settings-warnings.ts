/**
 * Non-blocking warnings of the settings modal (converter-compressor.md §5 "Warnings", CC-5.33–5.51).
 * Each has a stable id (the web app translates by id) and an English message. Warnings never block
 * Apply, and like errors they only look at fields that are shown.
 */
import { isKnownCodecFormat } from './codecs.js';
import { isLosslessAudioFormat } from './format-defaults.js';
import { bitrateToBps, resolutionPreset } from './resolutions.js';
import { settingsKindFor } from './settings-schema.js';
import { supportsSubtitles, ULTRAFAST_PRESET_FORMATS, type ProcessingMode } from './settings-options.js';
import { parseTimecode } from './settings-rules.js';

export const SETTINGS_WARNING_MESSAGES = {
  'trim-too-short': 'The trimmed clip is shorter than 0.1 seconds',
  'aspect-ratio-extreme': 'The custom aspect ratio is outside 0.1 to 10 and may not play everywhere',
  'h265-slow': 'H.265 encoding is slow',
  'av1-very-slow': 'AV1 encoding is very slow',
  'crf-below-18': 'A CRF under 18 makes very large files for little visible gain',
  'crf-above-28': 'A CRF over 28 visibly lowers the quality',
  '4k-slow': '4K output is slow to encode',
  'audio-bitrate-low': 'An audio bitrate of 64k or less sounds noticeably worse',
  'audio-bitrate-wasteful': 'An audio bitrate of 320k or more is wasteful for most listening',
  'volume-distortion': 'A volume over 150% may distort',
  'gif-width-large': 'A GIF wider than 800 pixels makes a large file',
  'h265-mp3': 'H.265 video with MP3 audio is not supported by many players',
  'gif-fps-colours': 'More than 20 fps with 256 colours makes a very large GIF',
  'copy-remove-audio': 'Copying the video stream while removing audio only drops the audio track',
  'gif-crf-not-applicable': 'CRF does not apply to GIF output',
  'gif-audio-codec-not-applicable': 'GIF has no audio; the audio codec is ignored',
  'h264-webm': 'H.264 is not optimal for WebM; VP9 or AV1 is the WebM codec',
  'bitrate-lossless': 'A bitrate does not apply to lossless audio and is ignored',
  '3gp-sample-rate': '3GP audio is limited to 8000 Hz; a higher sample rate is lowered',
  '3gp-mono': '3GP audio is mono; other channel layouts are mixed down',
  '3gp-resolution': '3GP plays best at 640x360, 480x270 or 176x144',
  '3gp-crf': 'A CRF under 25 makes 3GP files large for the phones that play them',
  'subtitles-unsupported':
    'Limited subtitle support: only MP4, MKV, MOV and WebM carry subtitles; others burn them in',
  'ultrafast-preset': 'The ultrafast preset makes large files outside MP4, MOV and MKV',
  'unknown-format': 'Unknown output format: default settings are used',
} as const;
export type SettingsWarningId = keyof typeof SETTINGS_WARNING_MESSAGES;

export interface SettingsWarning {
  readonly id: SettingsWarningId;
  readonly message: string;
}

type Raw = Readonly<Record<string, unknown>>;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');
const isTrue = (v: unknown): boolean => v === true || v === 'true';
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** The output size a video settings object asks for, when it asks for one. */
function requestedSize(raw: Raw): { width: number; height: number } | undefined {
  const resize = text(raw.resize_video);
  if (resize === 'custom') {
    const width = num(raw.custom_width);
    const height = num(raw.custom_height);
    return width !== undefined && height !== undefined ? { width, height } : undefined;
  }
  const preset = resolutionPreset(resize);
  return preset ? { width: preset.width, height: preset.height } : undefined;
}

const THREE_GP_SIZES = ['640x360', '480x270', '176x144'];

/** Warnings of the video shape. */
function videoWarnings(format: string, raw: Raw, add: (id: SettingsWarningId) => void): void {
  const codec = text(raw.video_codec);
  const copy = codec === 'copy';
  const audio = !isTrue(raw.remove_audio);
  const crf = num(raw.video_crf);
  const size = copy ? undefined : requestedSize(raw);
  if (codec === 'h265') add('h265-slow');
  if (codec === 'av1') add('av1-very-slow');
  if (!copy && crf !== undefined && crf < 18) add('crf-below-18');
  if (!copy && crf !== undefined && crf > 28) add('crf-above-28');
  if (size && size.width * size.height >= 3840 * 2160) add('4k-slow');
  if (size && text(raw.resize_video) === 'custom') {
    const ratio = size.width / size.height;
    if (ratio < 0.1 || ratio > 10) add('aspect-ratio-extreme');
  }
  if (codec === 'h265' && audio && text(raw.audio_codec) === 'mp3') add('h265-mp3');
  if (copy && isTrue(raw.remove_audio)) add('copy-remove-audio');
  if (format === 'webm' && codec === 'h264') add('h264-webm');
  if (text(raw.add_subtitle) !== '' && text(raw.add_subtitle) !== 'none' && !supportsSubtitles(format)) {
    add('subtitles-unsupported');
  }
  if (
    !copy &&
    text(raw.video_preset) === 'ultrafast' &&
    !(ULTRAFAST_PRESET_FORMATS as readonly string[]).includes(format)
  ) {
    add('ultrafast-preset');
  }
  if (format === '3gp') {
    const rate = num(raw.sample_rate);
    const channels = num(raw.audio_channels) ?? (text(raw.audio_channels) === 'stereo' ? 2 : undefined);
    if (audio && rate !== undefined && rate > 8000) add('3gp-sample-rate');
    if (audio && channels !== undefined && channels !== 1) add('3gp-mono');
    if (size && !THREE_GP_SIZES.includes(`${size.width}x${size.height}`)) add('3gp-resolution');
    if (!copy && crf !== undefined && crf < 25) add('3gp-crf');
  }
}

/** Warnings shared by the video and audio shapes. */
function audioWarnings(format: string, raw: Raw, add: (id: SettingsWarningId) => void): void {
  if (isTrue(raw.remove_audio)) return;
  const bitrate = typeof raw.audio_bitrate === 'string' ? bitrateToBps(raw.audio_bitrate) : undefined;
  const lossless = isLosslessAudioFormat(format) || (format === 'm4a' && text(raw.audio_codec) === 'alac');
  if (bitrate !== undefined && lossless) add('bitrate-lossless');
  // AMR's modes are all under 13k by design; the low-bitrate warning is for music formats.
  if (bitrate !== undefined && !lossless && format !== 'amr') {
    if (bitrate <= 64_000) add('audio-bitrate-low');
    if (bitrate >= 320_000) add('audio-bitrate-wasteful');
  }
  const volume = num(raw.adjust_volume);
  if (volume !== undefined && volume > 150) add('volume-distortion');
}

function gifWarnings(raw: Raw, add: (id: SettingsWarningId) => void): void {
  const width = num(raw.gif_width);
  const fps = num(raw.gif_fps);
  const colours = num(raw.color_palette) ?? 256;
  if (width !== undefined && width > 800) add('gif-width-large');
  if (fps !== undefined && fps > 20 && colours >= 256) add('gif-fps-colours');
  if (raw.video_crf !== undefined && raw.video_crf !== null && raw.video_crf !== '')
    add('gif-crf-not-applicable');
  if (text(raw.audio_codec) !== '') add('gif-audio-codec-not-applicable');
}

function trimWarning(raw: Raw, alwaysShown: boolean, add: (id: SettingsWarningId) => void): void {
  if (!alwaysShown && !isTrue(raw.enable_trim)) return;
  const start = parseTimecode(typeof raw.trim_start === 'string' ? raw.trim_start : '00:00:00.000');
  const end = typeof raw.trim_end === 'string' ? parseTimecode(raw.trim_end) : undefined;
  if (start !== undefined && end !== undefined && end > start && end - start < 0.1) add('trim-too-short');
}

/** The §5 warnings of a settings object, each once, in a stable order. */
export function settingsWarnings(format: string, settings: Raw, _mode: ProcessingMode): SettingsWarning[] {
  const f = format.toLowerCase();
  const ids = new Set<SettingsWarningId>();
  const add = (id: SettingsWarningId) => ids.add(id);
  if (!isKnownCodecFormat(f)) add('unknown-format');
  const kind = settingsKindFor(f);
  if (kind === 'gif') {
    gifWarnings(settings, add);
  } else {
    if (kind === 'video') videoWarnings(f, settings, add);
    audioWarnings(f, settings, add);
  }
  trimWarning(settings, kind === 'gif', add);
  return [...ids].map((id) => ({ id, message: SETTINGS_WARNING_MESSAGES[id] }));
}
