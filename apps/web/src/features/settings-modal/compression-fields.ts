/** The compression section of compression mode (CC §3 "compression_settings"). */
import {
  BITRATES,
  COMPRESSION_METHODS,
  QUALITY_LEVELS,
  RESOLUTION_PRESETS,
  SETTINGS_RANGES,
} from '@mediaforge/shared';
import { TOGGLE, keyed, literal, number, select, type FieldSpec, type SectionSpec } from './field-types';

const c = (field: Omit<FieldSpec, 'key'> & { readonly name: string }): FieldSpec => {
  const { name, ...rest } = field;
  return { key: `compression_settings.${name}`, ...rest };
};

export const COMPRESSION_SECTION: SectionSpec = {
  id: 'compression',
  fields: [
    c({ name: 'compression_method', control: select(() => keyed('methods', COMPRESSION_METHODS)) }),
    c({ name: 'target_size_mb', control: number(SETTINGS_RANGES.target_size_mb, { unit: 'mb' }) }),
    c({
      name: 'target_reduction_percentage',
      control: number(SETTINGS_RANGES.target_reduction_percentage, { unit: 'percent' }),
    }),
    c({ name: 'quality_level', control: select(() => keyed('quality', QUALITY_LEVELS)) }),
    c({
      name: 'crf_value',
      control: number(SETTINGS_RANGES.crf_value, { optional: true }),
      hint: 'crfValue',
    }),
    c({
      name: 'target_resolution',
      control: select(() => [
        ...RESOLUTION_PRESETS.map((p) => ({
          value: p.id,
          label: `${p.id} (${String(p.width)}×${String(p.height)})`,
        })),
        { value: 'custom', labelKey: 'resize.custom' },
      ]),
    }),
    c({ name: 'custom_target_width', control: number(SETTINGS_RANGES.custom_target_width, { unit: 'px' }) }),
    c({
      name: 'custom_target_height',
      control: number(SETTINGS_RANGES.custom_target_height, { unit: 'px' }),
    }),
    c({ name: 'target_bitrate', control: select(() => literal(BITRATES)) }),
    c({ name: 'preserve_audio_quality', control: TOGGLE }),
    c({ name: 'two_pass_encoding', control: TOGGLE }),
    c({ name: 'optimize_for_web', control: TOGGLE }),
    c({ name: 'maintain_aspect_ratio', control: TOGGLE }),
  ],
};
