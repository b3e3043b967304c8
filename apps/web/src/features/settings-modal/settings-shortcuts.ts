/** CC §2 "Keyboard: Escape closes. Ctrl/Cmd+Enter applies if no errors. Ctrl/Cmd+R resets." */
export type SettingsShortcut = 'apply' | 'reset';

export interface KeyChord {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/**
 * The modal's shortcut for a key press. Escape is not here: the dialog layer closes on it. Ctrl on
 * Windows/Linux and Cmd on macOS are both accepted, as the spec writes "Ctrl/Cmd".
 */
export function settingsShortcut(event: KeyChord): SettingsShortcut | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  if (event.key === 'Enter') return 'apply';
  if (event.key === 'r' || event.key === 'R') return 'reset';
  return undefined;
}
