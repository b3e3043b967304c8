/** The GIF target's sections (CC §3 "GIF settings"). */
import {
  GIF_DITHERING,
  GIF_FPS_OPTIONS,
  GIF_HEIGHT_MODES,
  GIF_PALETTE_SIZES,
  GIF_SOURCE_TYPES,
  SETTINGS_RANGES,
} from '@mediaforge/shared';
import { TIME, TOGGLE, keyed, number, select, type SectionSpec } from './field-types';

export const GIF_SECTIONS: readonly SectionSpec[] = [
  {
    id: 'clip',
    fields: [
      { key: 'source_type', control: select(() => keyed('source', GIF_SOURCE_TYPES)) },
      { key: 'trim_start', control: TIME, hint: 'time' },
      { key: 'trim_end', control: TIME, hint: 'time' },
    ],
  },
  {
    id: 'size',
    fields: [
      { key: 'gif_width', control: number(SETTINGS_RANGES.gif_width, { unit: 'px' }) },
      { key: 'height_mode', control: select(() => keyed('heightMode', GIF_HEIGHT_MODES)) },
      { key: 'gif_height', control: number(SETTINGS_RANGES.gif_height, { unit: 'px' }) },
      {
        key: 'gif_fps',
        control: select(() =>
          GIF_FPS_OPTIONS.map((fps) => ({ value: fps, labelKey: 'fps', labelValues: { fps } })),
        ),
      },
    ],
  },
  {
    id: 'optimisation',
    fields: [
      {
        key: 'color_palette',
        control: select(() =>
          GIF_PALETTE_SIZES.map((count) => ({ value: count, labelKey: 'colours', labelValues: { count } })),
        ),
      },
      {
        key: 'dithering',
        control: select(() =>
          GIF_DITHERING.map((d) => (d === 'none' ? { value: d, labelKey: 'none' } : { value: d, label: d })),
        ),
      },
      {
        key: 'compression_level',
        control: number(SETTINGS_RANGES.compression_level),
        hint: 'gifCompression',
      },
      { key: 'background_optimization', control: TOGGLE },
      { key: 'optimize_size', control: TOGGLE },
    ],
  },
  {
    id: 'playback',
    fields: [
      { key: 'loop_count', control: number(SETTINGS_RANGES.loop_count), hint: 'loopCount' },
      { key: 'reverse_gif', control: TOGGLE },
      { key: 'preserve_transparency', control: TOGGLE },
    ],
  },
];
