/**
 * Compression methods, targets and their defaults (converter-compressor.md §3 "compression_settings",
 * §4 "Compression result and changes", §9 "Compression").
 */
import { DEFAULT_RESOLUTION_PRESET, type ResolutionPresetId } from './resolutions.js';

/** §9 "Methods", the six the method picker lists (CC-9.07); 'auto' clears the target (§2). */
export const COMPRESSION_METHODS = [
  'auto',
  'size_targeted_mb',
  'size_targeted_percentage',
  'quality_targeted',
  'resolution_targeted',
  'bitrate_targeted',
] as const;
export type CompressionMethod = (typeof COMPRESSION_METHODS)[number];

/** §9 "Resolution methods". */
export const RESOLUTION_METHODS = ['preset', 'width', 'height', 'width-height'] as const;
export type ResolutionMethod = (typeof RESOLUTION_METHODS)[number];

/** The queued-file fields a resolution method fills in. */
export interface ResolutionMethodDefaults {
  readonly resolutionPreset?: ResolutionPresetId;
  readonly resolutionWidth?: number;
  readonly resolutionHeight?: number;
}

/** §4: "preset -> 1080p; width -> 1920; height -> 1080; width-height -> both." */
export const RESOLUTION_METHOD_DEFAULTS: Readonly<Record<ResolutionMethod, ResolutionMethodDefaults>> = {
  preset: { resolutionPreset: DEFAULT_RESOLUTION_PRESET },
  width: { resolutionWidth: 1920 },
  height: { resolutionHeight: 1080 },
  'width-height': { resolutionWidth: 1920, resolutionHeight: 1080 },
};

/** §4: changing the compression method resets the target and sets preset 1080p. */
export const COMPRESSION_METHOD_CHANGE_RESET = {
  compressionTarget: undefined,
  resolutionMethod: 'preset',
  resolutionPreset: DEFAULT_RESOLUTION_PRESET,
} as const;

/** quality_level values, best first (§3). */
export const QUALITY_LEVELS = ['highest', 'high', 'medium', 'low', 'lowest'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

/** §9 "Defaults" of compression_settings, plus the method popup's own defaults. */
export const COMPRESSION_DEFAULTS = {
  /** "target size 25 MB". */
  target_size_mb: 25,
  /** "reduction 60%" in the settings modal. */
  target_reduction_percentage: 60,
  /** "the method popup slider defaults to 50". */
  popup_reduction_percentage: 50,
  /** "quality 'high'". */
  quality_level: 'high',
  /** "target resolution 1080p". */
  target_resolution: DEFAULT_RESOLUTION_PRESET,
  /** "bitrate 2M". */
  target_bitrate: '2M',
} as const satisfies {
  target_size_mb: number;
  target_reduction_percentage: number;
  popup_reduction_percentage: number;
  quality_level: QualityLevel;
  target_resolution: ResolutionPresetId;
  target_bitrate: string;
};

/** "Compression target default 3" (a new row's compressionTarget; the popup quality slider starts at 3). */
export const DEFAULT_COMPRESSION_TARGET = 3;

/** §9 "Conversion output option: keep_original": the output keeps the source format. */
export const KEEP_ORIGINAL = 'keep_original';

/** §9: "1 lowest, 2 low, 3 medium, 4 high, anything else highest." */
export function qualityLevelFromTarget(target: number): QualityLevel {
  switch (target) {
    case 1:
      return 'lowest';
    case 2:
      return 'low';
    case 3:
      return 'medium';
    case 4:
      return 'high';
    default:
      return 'highest';
  }
}

/** §9 "A bitrate target is sent as the number plus K" (1500 → '1500K'). */
export function bitrateTargetValue(kbps: number): string {
  return `${kbps}K`;
}

export function isCompressionMethod(value: string): value is CompressionMethod {
  return (COMPRESSION_METHODS as readonly string[]).includes(value);
}
