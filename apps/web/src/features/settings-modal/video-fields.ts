/** The video target's sections (CC §3 "Conversion settings (video)"). */
import {
  ADD_SUBTITLE_OPTIONS,
  FLIP_OPTIONS,
  FRAME_RATES,
  RESIZE_OPTIONS,
  ROTATIONS,
  SETTINGS_RANGES,
  SUBTITLE_MODES,
  SUBTITLE_STREAMS,
  VIDEO_PRESETS,
  VIDEO_PROFILES,
  CODEC_LABELS,
  videoCodecChoices,
} from '@mediaforge/shared';
import { AUDIO_FIELDS, TRIM_FIELDS } from './audio-fields';
import { FILE, TOGGLE, isOn, keyed, literal, number, select, type SectionSpec } from './field-types';

const notCopy = (values: Readonly<Record<string, unknown>>) => values.video_codec !== 'copy';

export const VIDEO_SECTIONS: readonly SectionSpec[] = [
  {
    id: 'video',
    fields: [
      {
        key: 'video_codec',
        control: select((format) => literal(videoCodecChoices(format), (c) => CODEC_LABELS[c as 'h264'])),
      },
      { key: 'video_crf', control: number(SETTINGS_RANGES.video_crf), hint: 'crf' },
      { key: 'video_preset', control: select(() => literal(VIDEO_PRESETS)) },
      { key: 'video_profile', control: select(() => keyed('profile', VIDEO_PROFILES)) },
    ],
  },
  {
    id: 'picture',
    fields: [
      {
        key: 'resize_video',
        control: select(() =>
          RESIZE_OPTIONS.map((value) =>
            value === 'none' || value === 'custom'
              ? { value, labelKey: `resize.${value}` }
              : { value, label: value },
          ),
        ),
      },
      { key: 'custom_width', control: number(SETTINGS_RANGES.custom_width, { unit: 'px' }) },
      { key: 'custom_height', control: number(SETTINGS_RANGES.custom_height, { unit: 'px' }) },
      {
        key: 'video_framerate',
        control: select(() => [
          { value: 'original', labelKey: 'original' },
          ...FRAME_RATES.map((fps) => ({ value: fps, labelKey: 'fps', labelValues: { fps } })),
        ]),
      },
      {
        key: 'rotate_video',
        control: select(() =>
          ROTATIONS.map((deg) =>
            deg === 0 ? { value: deg, labelKey: 'noRotation' } : { value: deg, label: `${String(deg)}°` },
          ),
        ),
      },
      { key: 'flip_video', control: select(() => keyed('flip', FLIP_OPTIONS)) },
      // Shown only where a 10-bit output can carry HDR (packages/shared hdr.ts, D61).
      { key: 'keep_hdr', control: TOGGLE, hint: 'keepHdr' },
    ],
  },
  {
    id: 'audio',
    fields: [
      { key: 'remove_audio', control: TOGGLE },
      ...AUDIO_FIELDS.map((field) => ({
        ...field,
        // The audio codec has no rule of its own to hide it with the rest of the audio.
        alsoShownWhen: (values: Readonly<Record<string, unknown>>) => !isOn(values.remove_audio),
      })),
    ],
  },
  {
    id: 'subtitles',
    fields: [
      { key: 'add_subtitle', control: select(() => keyed('subtitles', ADD_SUBTITLE_OPTIONS)) },
      { key: 'subtitle_file', control: FILE },
      {
        key: 'subtitle_stream',
        control: select(() =>
          SUBTITLE_STREAMS.map((n) => ({ value: n, labelKey: 'track', labelValues: { n } })),
        ),
      },
      { key: 'subtitle_mode', control: select(() => keyed('subtitleMode', SUBTITLE_MODES)) },
    ],
  },
  { id: 'trim', fields: TRIM_FIELDS },
  {
    id: 'crop',
    fields: [
      { key: 'enable_crop', control: TOGGLE, alsoShownWhen: notCopy },
      { key: 'crop_width', control: number(SETTINGS_RANGES.crop_width, { unit: 'px' }) },
      { key: 'crop_height', control: number(SETTINGS_RANGES.crop_height, { unit: 'px' }) },
      { key: 'crop_x', control: number(SETTINGS_RANGES.crop_x, { unit: 'px' }) },
      { key: 'crop_y', control: number(SETTINGS_RANGES.crop_y, { unit: 'px' }) },
    ],
  },
];
