/**
 * The two faces of a compressor row's settings kept in step: the method picker edits the simpler form
 * (CC-3.37: method, target, resolution), the settings modal edits compression_settings (CC §3). The
 * page seeds the modal from the row's simpler form and turns the modal's result back into it, so the
 * picker and the convert call show what the modal applied.
 */
import {
  QUALITY_LEVELS,
  bitrateToBps,
  compressionSettingsFromSimple,
  isCompressionMethod,
  type SimpleCompression,
} from '@mediaforge/shared';

/** The queued file's fields of the simpler form (CC-3.05, CC-3.06). */
export interface RowCompression {
  readonly compressionMethod?: SimpleCompression['method'];
  readonly compressionTarget?: number;
  readonly resolutionMethod?: SimpleCompression['resolutionMethod'];
  readonly resolutionPreset?: string;
  readonly resolutionWidth?: number;
  readonly resolutionHeight?: number;
}

/** The row's simpler form, or undefined while the page's preset decides (no method picked). */
export function simpleOfRow(row: RowCompression): SimpleCompression | undefined {
  if (row.compressionMethod === undefined) return undefined;
  const out: Record<string, unknown> = { method: row.compressionMethod };
  if (row.compressionTarget !== undefined) out.target = row.compressionTarget;
  if (row.resolutionMethod !== undefined) out.resolutionMethod = row.resolutionMethod;
  if (row.resolutionPreset !== undefined) out.resolutionPreset = row.resolutionPreset;
  if (row.resolutionWidth !== undefined) out.resolutionWidth = row.resolutionWidth;
  if (row.resolutionHeight !== undefined) out.resolutionHeight = row.resolutionHeight;
  return out as unknown as SimpleCompression;
}

/** The row fields of a simpler form (what the picker's Apply hands the row). */
export function rowOfSimple(simple: SimpleCompression): RowCompression {
  return {
    compressionMethod: simple.method,
    compressionTarget: simple.target,
    resolutionMethod: simple.resolutionMethod,
    resolutionPreset: simple.resolutionPreset,
    resolutionWidth: simple.resolutionWidth,
    resolutionHeight: simple.resolutionHeight,
  };
}

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The compression_settings fields each method's simpler form decides; the rest stay the modal's. */
const DECIDED: Readonly<Record<SimpleCompression['method'], readonly string[]>> = {
  auto: [],
  size_targeted_mb: ['target_size_mb'],
  size_targeted_percentage: ['target_reduction_percentage'],
  quality_targeted: ['quality_level'],
  bitrate_targeted: ['target_bitrate'],
  resolution_targeted: ['target_resolution', 'custom_target_width', 'custom_target_height'],
};

/** The modal's starting compression_settings: the row's own, overlaid by its picker choice. */
export function modalCompressionSettings(
  own: unknown,
  simple: SimpleCompression | undefined,
): Record<string, unknown> {
  if (simple === undefined) return asRecord(own);
  const full: Record<string, unknown> = compressionSettingsFromSimple(simple);
  const hasTarget = simple.method === 'resolution_targeted' || simple.target !== undefined;
  const keys = ['compression_method', ...(hasTarget ? DECIDED[simple.method] : [])];
  const decided = keys.filter((k) => full[k] !== undefined).map((k): [string, unknown] => [k, full[k]]);
  return { ...asRecord(own), ...Object.fromEntries(decided) };
}

/** Quality level back to the §9 numeric target (1 lowest … 5 highest). */
const qualityTarget = (level: unknown): number | undefined => {
  const i = QUALITY_LEVELS.indexOf(level as (typeof QUALITY_LEVELS)[number]);
  return i < 0 ? undefined : QUALITY_LEVELS.length - i;
};

/** The simpler form of a compression_settings object (the modal's result). */
export function simpleOfSettings(settings: unknown): SimpleCompression {
  const cs = asRecord(settings);
  const raw = typeof cs.compression_method === 'string' ? cs.compression_method : 'auto';
  const method = isCompressionMethod(raw) ? raw : 'auto';
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const targets: Partial<Record<SimpleCompression['method'], number | undefined>> = {
    size_targeted_mb: n(cs.target_size_mb),
    size_targeted_percentage: n(cs.target_reduction_percentage),
    quality_targeted: qualityTarget(cs.quality_level),
    bitrate_targeted:
      typeof cs.target_bitrate === 'string'
        ? (bitrateToBps(cs.target_bitrate) ?? 0) / 1000 || undefined
        : undefined,
  };
  const target = targets[method];
  if (method !== 'resolution_targeted') return target === undefined ? { method } : { method, target };
  if (cs.target_resolution !== 'custom') {
    return {
      method,
      resolutionMethod: 'preset',
      resolutionPreset: typeof cs.target_resolution === 'string' ? cs.target_resolution : '1080p',
    };
  }
  const width = n(cs.custom_target_width);
  const height = n(cs.custom_target_height);
  if (width !== undefined && height !== undefined) {
    return { method, resolutionMethod: 'width-height', resolutionWidth: width, resolutionHeight: height };
  }
  return width !== undefined
    ? { method, resolutionMethod: 'width', resolutionWidth: width }
    : { method, resolutionMethod: 'height', resolutionHeight: height ?? 1080 };
}

/** Whether two simpler forms ask for the same compression (to leave a row's preset alone when unchanged). */
export function sameSimple(a: SimpleCompression | undefined, b: SimpleCompression | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const ca = compressionSettingsFromSimple(a);
  const cb = compressionSettingsFromSimple(b);
  return JSON.stringify(ca) === JSON.stringify(cb);
}
