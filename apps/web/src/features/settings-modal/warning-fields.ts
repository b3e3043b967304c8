import type { SettingsWarningId } from '@mediaforge/shared';

/**
 * The field each §5 warning is about, so the modal can show it under that field; warnings without one
 * (or whose field is hidden) are listed above the sections. Exhaustive: a new warning id must be placed.
 */
export const WARNING_FIELDS = {
  'trim-too-short': 'trim_end',
  'aspect-ratio-extreme': 'custom_width',
  'h265-slow': 'video_codec',
  'av1-very-slow': 'video_codec',
  'crf-below-18': 'video_crf',
  'crf-above-28': 'video_crf',
  '4k-slow': 'resize_video',
  'audio-bitrate-low': 'audio_bitrate',
  'audio-bitrate-wasteful': 'audio_bitrate',
  'volume-distortion': 'adjust_volume',
  'gif-width-large': 'gif_width',
  'h265-mp3': 'audio_codec',
  'gif-fps-colours': 'gif_fps',
  'copy-remove-audio': 'remove_audio',
  'gif-crf-not-applicable': undefined,
  'gif-audio-codec-not-applicable': undefined,
  'h264-webm': 'video_codec',
  'bitrate-lossless': 'audio_bitrate',
  '3gp-sample-rate': 'sample_rate',
  '3gp-mono': 'audio_channels',
  '3gp-resolution': 'resize_video',
  '3gp-crf': 'video_crf',
  'subtitles-unsupported': 'add_subtitle',
  'ultrafast-preset': 'video_preset',
  'unknown-format': undefined,
} as const satisfies Record<SettingsWarningId, string | undefined>;
