/**
 * The values of a fresh settings form for a target format (CC §9 "Defaults", "Format defaults"), built
 * from packages/shared's tables: what Reset returns to and what a format change starts from (CC-4.20).
 */
import {
  compressionSettingsSchema,
  codecInfoFor,
  defaultAudioBitrateFor,
  defaultAudioCodecFor,
  formatDefaultsFor,
  gifSettingsSchema,
  settingsKindFor,
  trimDefaultsFor,
  VIDEO_SETTINGS_DEFAULTS,
  type ProcessingMode,
} from '@mediaforge/shared';
import type { SettingsValues } from './field-types';

/**
 * Starting sizes for the custom size and crop fields, which are hidden until chosen: a valid size means
 * switching to "custom" shows a usable value instead of an immediate "is required".
 */
const START_SIZE = { width: 1920, height: 1080 } as const;
const START_CROP = { width: 640, height: 360 } as const;

const withoutUndefined = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** compression_settings defaults (CC §9 Compression "Defaults"), with a starting custom size. */
export function compressionDefaults(): Record<string, unknown> {
  return {
    ...withoutUndefined(compressionSettingsSchema.parse({})),
    custom_target_width: START_SIZE.width,
    custom_target_height: START_SIZE.height,
  };
}

function audioDefaults(format: string): Record<string, unknown> {
  const own = formatDefaultsFor(format);
  const bitrate = defaultAudioBitrateFor(format);
  return withoutUndefined({
    audio_codec: defaultAudioCodecFor(format),
    // Lossless formats have none; sending one would only draw the "not applicable" warning (CC-5.47).
    audio_bitrate: bitrate ?? undefined,
    sample_rate: own.sampleRate ?? 'original',
    audio_channels: own.audioChannels ?? 'original',
    adjust_volume: VIDEO_SETTINGS_DEFAULTS.adjust_volume,
    fade_in_audio: 0,
    fade_out_audio: 0,
  });
}

export function settingsDefaults(format: string, mode: ProcessingMode): SettingsValues {
  const f = format.toLowerCase();
  const kind = settingsKindFor(f);
  if (kind === 'gif') return gifSettingsSchema.parse({});
  const trim = { enable_trim: false, ...trimDefaultsFor(f) };
  if (kind === 'audio') {
    return { output_format: f, ...audioDefaults(f), reverse_audio: false, normalize_audio: false, ...trim };
  }
  const own = formatDefaultsFor(f);
  return {
    output_format: f,
    video_codec: own.videoCodec ?? codecInfoFor(f).defaultCodec,
    video_crf: own.crf ?? VIDEO_SETTINGS_DEFAULTS.video_crf,
    video_preset: VIDEO_SETTINGS_DEFAULTS.video_preset,
    video_profile: VIDEO_SETTINGS_DEFAULTS.video_profile,
    resize_video: 'none',
    custom_width: own.width ?? START_SIZE.width,
    custom_height: own.height ?? START_SIZE.height,
    video_framerate: 'original',
    rotate_video: 0,
    flip_video: 'none',
    keep_hdr: false,
    remove_audio: false,
    ...audioDefaults(f),
    add_subtitle: 'none',
    subtitle_stream: 1,
    subtitle_mode: 'soft',
    ...trim,
    enable_crop: false,
    crop_width: START_CROP.width,
    crop_height: START_CROP.height,
    crop_x: 0,
    crop_y: 0,
    processing_mode: mode,
    ...(mode === 'compression' ? { compression_settings: compressionDefaults() } : {}),
  };
}
