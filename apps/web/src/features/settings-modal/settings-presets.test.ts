import { describe, expect, it } from 'vitest';
import {
  MAX_PRESETS,
  PRESETS_STORAGE_KEY,
  deletePreset,
  presetsFor,
  readPresets,
  savePreset,
  type SettingsPreset,
} from './settings-presets';

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const preset = (name: string, savedAt: number, extra: Partial<SettingsPreset> = {}): SettingsPreset => ({
  name,
  kind: 'video',
  mode: 'conversion',
  settings: { video_crf: 20 },
  savedAt,
  ...extra,
});

describe('settings presets', () => {
  it('CC-2.67 a saved preset is read back from localStorage', () => {
    const storage = memoryStorage();
    savePreset(preset('Small', 1), storage);
    expect(readPresets(storage)).toEqual([preset('Small', 1)]);
    expect(storage.getItem(PRESETS_STORAGE_KEY)).toContain('Small');
  });

  it('CC-2.67 the same name replaces the older preset; names are trimmed', () => {
    const storage = memoryStorage();
    savePreset(preset('Small', 1), storage);
    savePreset(preset('  Small ', 2, { settings: { video_crf: 30 } }), storage);
    expect(readPresets(storage)).toEqual([preset('Small', 2, { settings: { video_crf: 30 } })]);
  });

  it('CC-2.67 offers only presets of the same kind and mode, newest first', () => {
    const list = [
      preset('a', 1),
      preset('b', 3),
      preset('gif', 4, { kind: 'gif' }),
      preset('c', 5, { mode: 'compression' }),
    ];
    expect(presetsFor(list, 'video', 'conversion').map((p) => p.name)).toEqual(['b', 'a']);
  });

  it('keeps at most MAX_PRESETS, dropping the oldest', () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_PRESETS + 3; i += 1) savePreset(preset(`p${String(i)}`, i), storage);
    const names = readPresets(storage).map((p) => p.name);
    expect(names).toHaveLength(MAX_PRESETS);
    expect(names).not.toContain('p0');
  });

  it('ignores unreadable or foreign data and works without storage', () => {
    expect(readPresets(memoryStorage({ [PRESETS_STORAGE_KEY]: '{oops' }))).toEqual([]);
    const mixed = JSON.stringify([preset('ok', 1), { name: 'bad' }, 42]);
    expect(readPresets(memoryStorage({ [PRESETS_STORAGE_KEY]: mixed })).map((p) => p.name)).toEqual(['ok']);
    expect(readPresets(undefined)).toEqual([]);
    expect(savePreset(preset('x', 1), undefined)).toHaveLength(1);
  });

  it('deletes by name, kind and mode', () => {
    const storage = memoryStorage();
    savePreset(preset('a', 1), storage);
    savePreset(preset('a', 2, { kind: 'audio' }), storage);
    expect(deletePreset({ name: 'a', kind: 'video', mode: 'conversion' }, storage)).toEqual([
      preset('a', 2, { kind: 'audio' }),
    ]);
  });
});
