/**
 * Resolutions, frame rates and bitrates (converter-compressor.md §9 "Resolution presets",
 * "Compression").
 */

export interface ResolutionPreset {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

const r = <const I extends string>(id: I, width: number, height: number) => ({ id, width, height });

/** §9 "Resolution presets", largest first as the spec lists them. */
export const RESOLUTION_PRESETS = [
  r('8k', 7680, 4320),
  r('4k', 3840, 2160),
  r('1440p', 2560, 1440),
  r('1080p', 1920, 1080),
  r('768p', 1366, 768),
  r('720p', 1280, 720),
  r('648p', 1152, 648),
  r('576p', 1024, 576),
  r('480p', 720, 480),
  r('360p', 480, 360),
  r('240p', 352, 240),
  r('144p', 256, 144),
] as const satisfies readonly ResolutionPreset[];

export type ResolutionPresetId = (typeof RESOLUTION_PRESETS)[number]['id'];

/** "1080p 1920x1080 (default)". */
export const DEFAULT_RESOLUTION_PRESET: ResolutionPresetId = '1080p';

/** §9 "Resolution list in settings", as displayed. Each names a preset (case-insensitive). */
export const SETTINGS_RESOLUTIONS = ['4K', '1440p', '1080p', '720p', '480p', '360p'] as const;
export type SettingsResolution = (typeof SETTINGS_RESOLUTIONS)[number];

/** §9 "Frame rates: 60, 30, 25, 24, 15, 12." */
export const FRAME_RATES = [60, 30, 25, 24, 15, 12] as const;

/** §9 "Bitrates: 500K, 1M, 2M, 4M, 8M, 15M." */
export const BITRATES = ['500K', '1M', '2M', '4M', '8M', '15M'] as const;

/** The preset of an id such as '1080p' or '4K' (case-insensitive), or undefined. */
export function resolutionPreset(id: string): ResolutionPreset | undefined {
  const wanted = id.trim().toLowerCase();
  return RESOLUTION_PRESETS.find((p) => p.id === wanted);
}

/**
 * Bits per second of a bitrate written the spec's way ('500K', '2M', '128k', '12.2k'): K is 1000 and
 * M is 1000000, as ffmpeg reads them. Undefined for anything else.
 */
export function bitrateToBps(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  const factor = unit === 'm' ? 1_000_000 : unit === 'k' ? 1_000 : 1;
  return Math.round(n * factor);
}
