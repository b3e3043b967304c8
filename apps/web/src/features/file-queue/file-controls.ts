import type { ReactNode } from 'react';
import type { FileCompression, QueuedFileView } from './queued-file';

/** What a row's controls may change (the format picker, the compression picker, the settings modal). */
export interface FileControlActions {
  /** A new output format; the row's settings go back to defaults (CC-4.20). */
  readonly setFormat: (format: string) => void;
  /** The settings modal's Apply: the row's whole settings object. */
  readonly setSettings: (settings: Record<string, unknown>) => void;
  /**
   * 'Apply to all': the same settings on every editable row with this row's output format (settings
   * are shaped by format, so rows converting to another format keep theirs).
   */
  readonly setSettingsForAll: (settings: Record<string, unknown>) => void;
  /** The compression picker's choice (CC-4.21, CC-4.22 resets apply). */
  readonly setCompression: (patch: FileCompression) => void;
}

/**
 * Renders a row's controls: the output-format or compression-method picker and the settings button
 * (CC §2 "File list, per file"), built by other features and composed by the page. Called only while
 * the row may be edited; a running or finished row shows a static label instead (CC-4.16).
 */
export type RenderFileControls = (file: QueuedFileView, actions: FileControlActions) => ReactNode;
