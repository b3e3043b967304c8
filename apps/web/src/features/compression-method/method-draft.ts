/**
 * The compression-method popup's logic (CC §2 "Compression-method popup", §4 "Compression result and
 * changes", §5 ranges of the popup). The popup edits a draft; Apply commits it as the simpler form of
 * compression settings (CC-3.37) that the file row keeps.
 */
import {
  COMPRESSION_DEFAULTS,
  COMPRESSION_METHOD_CHANGE_RESET,
  DEFAULT_COMPRESSION_TARGET,
  FIELD_MESSAGES,
  METHOD_POPUP_RANGES,
  RESOLUTION_METHOD_DEFAULTS,
  SETTINGS_RANGES,
  SETTING_LABELS,
  bitrateToBps,
  compressionSettingsFromSimple,
  rangeError,
  validateSettings,
  type CompressionMethod,
  type NumericRange,
  type ResolutionMethod,
  type SettingsError,
  type SimpleCompression,
} from '@mediaforge/shared';

/** Numbers are kept as typed, so "abc" can be refused with the spec's message; undefined = untouched. */
export interface MethodDraft {
  readonly method: CompressionMethod;
  readonly target?: string;
  readonly resolutionMethod: ResolutionMethod;
  readonly resolutionPreset?: string;
  readonly resolutionWidth?: string;
  readonly resolutionHeight?: string;
}

export type DraftField = 'target' | 'resolutionWidth' | 'resolutionHeight';

const text = (n: number | undefined): string | undefined => (n === undefined ? undefined : String(n));

export function draftFrom(value: SimpleCompression): MethodDraft {
  return {
    method: value.method,
    target: text(value.target),
    resolutionMethod: value.resolutionMethod ?? COMPRESSION_METHOD_CHANGE_RESET.resolutionMethod,
    resolutionPreset: value.resolutionPreset ?? COMPRESSION_METHOD_CHANGE_RESET.resolutionPreset,
    resolutionWidth: text(value.resolutionWidth),
    resolutionHeight: text(value.resolutionHeight),
  };
}

/** CC-4.21: a new method drops the target and goes back to the 1080p preset. */
export function changeMethod(_draft: MethodDraft, method: CompressionMethod): MethodDraft {
  return {
    method,
    resolutionMethod: COMPRESSION_METHOD_CHANGE_RESET.resolutionMethod,
    resolutionPreset: COMPRESSION_METHOD_CHANGE_RESET.resolutionPreset,
  };
}

/** CC-4.22: preset → 1080p; width → 1920; height → 1080; width-height → both. */
export function changeResolutionMethod(draft: MethodDraft, resolutionMethod: ResolutionMethod): MethodDraft {
  const d = RESOLUTION_METHOD_DEFAULTS[resolutionMethod];
  return {
    method: draft.method,
    ...(draft.target === undefined ? {} : { target: draft.target }),
    resolutionMethod,
    resolutionPreset: d.resolutionPreset,
    resolutionWidth: text(d.resolutionWidth),
    resolutionHeight: text(d.resolutionHeight),
  };
}

/**
 * What a method's target control shows before it is touched: CC §9 "target size 25 MB", "the method popup
 * slider defaults to 50", "Compression target default 3", "bitrate 2M" (in the popup's kbps).
 */
export function defaultTarget(method: CompressionMethod): number | undefined {
  switch (method) {
    case 'size_targeted_mb':
      return COMPRESSION_DEFAULTS.target_size_mb;
    case 'size_targeted_percentage':
      return METHOD_POPUP_RANGES.reduction_percentage.default;
    case 'quality_targeted':
      return DEFAULT_COMPRESSION_TARGET;
    case 'bitrate_targeted':
      return (bitrateToBps(COMPRESSION_DEFAULTS.target_bitrate) ?? 0) / 1000;
    case 'auto':
    case 'resolution_targeted':
      return undefined;
  }
}

/** The target text a control shows: the typed one, else the method's default. */
export function shownTarget(draft: MethodDraft): string {
  return draft.target ?? text(defaultTarget(draft.method)) ?? '';
}

const num = (s: string | undefined): number | undefined =>
  s === undefined || s.trim() === '' ? undefined : Number(s);

/**
 * The committed value. 'auto' carries no target (CC-2.54); resolution_targeted carries the resolution
 * instead; the others carry the target the user saw, default included, so the job gets what was shown.
 */
export function commitDraft(draft: MethodDraft): SimpleCompression {
  const target =
    draft.method === 'auto' || draft.method === 'resolution_targeted' ? undefined : num(shownTarget(draft));
  const resolution = draft.method === 'resolution_targeted';
  const width = resolution && draft.resolutionMethod !== 'height' && draft.resolutionMethod !== 'preset';
  const height = resolution && draft.resolutionMethod !== 'width' && draft.resolutionMethod !== 'preset';
  return {
    method: draft.method,
    ...(target === undefined ? {} : { target }),
    resolutionMethod: draft.resolutionMethod,
    ...(draft.resolutionPreset === undefined ? {} : { resolutionPreset: draft.resolutionPreset }),
    ...(width ? { resolutionWidth: num(draft.resolutionWidth) ?? Number.NaN } : {}),
    ...(height ? { resolutionHeight: num(draft.resolutionHeight) ?? Number.NaN } : {}),
  };
}

/** The wire field (for the §5 {label}) and popup range of each method's target control. */
const TARGET_RULES: Partial<Record<CompressionMethod, { field: string; range: NumericRange }>> = {
  size_targeted_mb: { field: 'target_size_mb', range: SETTINGS_RANGES.target_size_mb },
  size_targeted_percentage: {
    field: 'target_reduction_percentage',
    range: METHOD_POPUP_RANGES.reduction_percentage,
  },
  quality_targeted: { field: 'quality_level', range: METHOD_POPUP_RANGES.quality },
  bitrate_targeted: { field: 'target_bitrate', range: SETTINGS_RANGES.max_bitrate },
};

const SHARED_TO_DRAFT: Readonly<Record<string, DraftField>> = {
  'compression_settings.target_size_mb': 'target',
  'compression_settings.target_reduction_percentage': 'target',
  'compression_settings.target_bitrate': 'target',
  'compression_settings.custom_target_width': 'resolutionWidth',
  'compression_settings.custom_target_height': 'resolutionHeight',
};

const check = (field: string, value: string | undefined, range: NumericRange): string | undefined => {
  const label = SETTING_LABELS[field] ?? field;
  return value === undefined || value.trim() === ''
    ? FIELD_MESSAGES.required(label)
    : rangeError(label, value, range);
};

/**
 * The popup's blocking errors, with the field each belongs to (the wire name, for translation). First the
 * popup's own §5 ranges; then, for what passes, the compression settings rules the server applies, so
 * Apply cannot send a target the job would refuse (the popup's 1-100 % and 0-10000 px are wider than
 * the settings' 10-90 % and 320/240 px minimums; see docs/decisions.md).
 */
export function draftErrors(draft: MethodDraft): Partial<Record<DraftField, SettingsError>> {
  const out: Partial<Record<DraftField, SettingsError>> = {};
  const rule = TARGET_RULES[draft.method];
  if (rule) {
    const message = check(rule.field, shownTarget(draft), rule.range);
    if (message) out.target = { field: rule.field, message };
  }
  if (draft.method === 'resolution_targeted') {
    const sides = [
      ['resolutionWidth', 'custom_target_width', draft.resolutionWidth, draft.resolutionMethod !== 'height'],
      [
        'resolutionHeight',
        'custom_target_height',
        draft.resolutionHeight,
        draft.resolutionMethod !== 'width',
      ],
    ] as const;
    for (const [key, field, value, shown] of sides) {
      if (draft.resolutionMethod === 'preset' || !shown) continue;
      const message = check(field, value, METHOD_POPUP_RANGES.dimension);
      if (message) out[key] = { field, message };
    }
  }
  if (Object.keys(out).length > 0) return out;
  const settings = { compression_settings: compressionSettingsFromSimple(commitDraft(draft)) };
  for (const error of validateSettings('mp4', settings, 'compression').errors) {
    const key = SHARED_TO_DRAFT[error.field];
    if (key && !out[key]) out[key] = { field: error.field, message: error.message };
  }
  return out;
}
