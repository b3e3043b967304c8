/**
 * Named settings presets (CC-2.66/2.67: "save preset"; what it does beyond closing is ours, see
 * docs/decisions.md). Kept in this browser's localStorage, offered again in the modal for targets of
 * the same kind (video, audio or GIF) and mode.
 */
import type { ProcessingMode, SettingsKind } from '@mediaforge/shared';
import { browserStorage } from '../../lib/browser-storage';
import type { SettingsValues } from './field-types';

export interface SettingsPreset {
  readonly name: string;
  readonly kind: SettingsKind;
  readonly mode: ProcessingMode;
  readonly settings: SettingsValues;
  /** Epoch ms. */
  readonly savedAt: number;
}

export const PRESETS_STORAGE_KEY = 'mediaforge.settings-presets';
/** Enough for habits, small enough for the load list and for localStorage's quota. */
export const MAX_PRESETS = 20;
export const MAX_PRESET_NAME = 60;

const KINDS = new Set(['video', 'audio', 'gif']);
const MODES = new Set(['conversion', 'compression']);

/** Stored data is the user's (or another tab's, or an older version's): anything odd is dropped. */
function isPreset(v: unknown): v is SettingsPreset {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.name === 'string' &&
    p.name.trim() !== '' &&
    KINDS.has(p.kind as string) &&
    MODES.has(p.mode as string) &&
    typeof p.settings === 'object' &&
    p.settings !== null &&
    !Array.isArray(p.settings) &&
    typeof p.savedAt === 'number'
  );
}

export function readPresets(storage: Storage | undefined = browserStorage()): SettingsPreset[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PRESETS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPreset) : [];
  } catch {
    return [];
  }
}

/** Presets that fit a target, newest first. */
export function presetsFor(list: readonly SettingsPreset[], kind: SettingsKind, mode: ProcessingMode) {
  return list.filter((p) => p.kind === kind && p.mode === mode).sort((a, b) => b.savedAt - a.savedAt);
}

/**
 * Saves a preset; one of the same name, kind and mode is replaced. The oldest go past MAX_PRESETS.
 * Returns the new list (also when storage is unavailable or full, so the session still has it).
 */
export function savePreset(
  preset: SettingsPreset,
  storage: Storage | undefined = browserStorage(),
): SettingsPreset[] {
  const name = preset.name.trim().slice(0, MAX_PRESET_NAME);
  const same = (p: SettingsPreset) => p.name === name && p.kind === preset.kind && p.mode === preset.mode;
  const list = [{ ...preset, name }, ...readPresets(storage).filter((p) => !same(p))]
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(0, MAX_PRESETS);
  try {
    storage?.setItem(PRESETS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage blocked: the preset lasts for this page only.
  }
  return list;
}

export function deletePreset(
  target: Pick<SettingsPreset, 'name' | 'kind' | 'mode'>,
  storage: Storage | undefined = browserStorage(),
): SettingsPreset[] {
  const list = readPresets(storage).filter(
    (p) => !(p.name === target.name && p.kind === target.kind && p.mode === target.mode),
  );
  try {
    storage?.setItem(PRESETS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // As above.
  }
  return list;
}
