import { describe, expect, it } from 'vitest';
import { settingsShortcut } from './settings-shortcuts';

const chord = (key: string, mods: { ctrl?: boolean; meta?: boolean; alt?: boolean } = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
});

describe('settings modal shortcuts', () => {
  it('CC-2.69 Ctrl+Enter and Cmd+Enter apply', () => {
    expect(settingsShortcut(chord('Enter', { ctrl: true }))).toBe('apply');
    expect(settingsShortcut(chord('Enter', { meta: true }))).toBe('apply');
  });

  it('CC-2.70 Ctrl+R and Cmd+R reset (either case)', () => {
    expect(settingsShortcut(chord('r', { ctrl: true }))).toBe('reset');
    expect(settingsShortcut(chord('R', { meta: true }))).toBe('reset');
  });

  it('plain keys and Alt chords are left alone', () => {
    expect(settingsShortcut(chord('Enter'))).toBeUndefined();
    expect(settingsShortcut(chord('r'))).toBeUndefined();
    expect(settingsShortcut(chord('r', { ctrl: true, alt: true }))).toBeUndefined();
    expect(settingsShortcut(chord('Escape'))).toBeUndefined();
  });
});
