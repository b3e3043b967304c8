/** The audio target's sections (CC §3 "Audio settings"), whose audio fields the video target reuses. */
import {
  AMR_BITRATES,
  AUDIO_BITRATES,
  AUDIO_CHANNEL_COUNTS,
  CODEC_LABELS,
  SAMPLE_RATES,
  SETTINGS_RANGES,
  audioCodecOptions,
} from '@mediaforge/shared';
import {
  TIME,
  TOGGLE,
  literal,
  number,
  select,
  type ChoiceOption,
  type FieldSpec,
  type SectionSpec,
} from './field-types';

/** AMR has its own eight modes; a value from elsewhere (a preset) stays selectable so it can be seen. */
function bitrateOptions(format: string, current: unknown): readonly ChoiceOption[] {
  const list: readonly string[] = format === 'amr' ? AMR_BITRATES : AUDIO_BITRATES;
  const options: ChoiceOption[] = [{ value: '', labelKey: 'defaultBitrate' }, ...literal(list)];
  if (typeof current === 'string' && current !== '' && !list.includes(current)) {
    options.push({ value: current, label: current });
  }
  return options;
}

export const AUDIO_FIELDS: readonly FieldSpec[] = [
  {
    key: 'audio_codec',
    control: select((format) => literal(audioCodecOptions(format), (c) => CODEC_LABELS[c as 'aac'])),
  },
  { key: 'audio_bitrate', control: select((format, values) => bitrateOptions(format, values.audio_bitrate)) },
  {
    key: 'sample_rate',
    control: select(() => [
      { value: 'original', labelKey: 'original' },
      ...SAMPLE_RATES.map((hz) => ({ value: hz, labelKey: 'hz', labelValues: { hz } })),
    ]),
  },
  {
    key: 'audio_channels',
    control: select(() => [
      { value: 'original', labelKey: 'original' },
      ...AUDIO_CHANNEL_COUNTS.map((n) => ({ value: n, labelKey: `channels.${String(n)}` })),
    ]),
  },
  { key: 'adjust_volume', control: number(SETTINGS_RANGES.adjust_volume, { unit: 'percent' }) },
  { key: 'fade_in_audio', control: number({ min: 0, step: 0.5 }, { unit: 'seconds' }) },
  { key: 'fade_out_audio', control: number({ min: 0, step: 0.5 }, { unit: 'seconds' }) },
];

export const TRIM_FIELDS: readonly FieldSpec[] = [
  { key: 'enable_trim', control: TOGGLE },
  { key: 'trim_start', control: TIME, hint: 'time' },
  { key: 'trim_end', control: TIME, hint: 'time' },
];

const [codec, bitrate, rate, channels, ...effects] = AUDIO_FIELDS;

export const AUDIO_SECTIONS: readonly SectionSpec[] = [
  { id: 'audio', fields: [codec, bitrate, rate, channels].filter((f) => f !== undefined) },
  {
    id: 'effects',
    fields: [
      ...effects,
      { key: 'reverse_audio', control: TOGGLE },
      { key: 'normalize_audio', control: TOGGLE },
    ],
  },
  { id: 'trim', fields: TRIM_FIELDS },
];
