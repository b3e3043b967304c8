import type { ImportMenuEntry, ImportSource } from '@mediaforge/shared';
import { Cloud, Link, MonitorSmartphone, type LucideIcon } from 'lucide-react';

/** The icon of each import entry (CC §2 "Upload area"); the drives share one, their names tell them apart. */
export const IMPORT_ENTRY_ICONS: Readonly<Record<ImportMenuEntry, LucideIcon>> = {
  device: MonitorSmartphone,
  'google-drive': Cloud,
  dropbox: Cloud,
  onedrive: Cloud,
  url: Link,
};

/** What choosing an entry does: open the file chooser, or open the picker on that source's tab. */
export interface ImportEntryHandlers {
  readonly onDevice: () => void;
  readonly onImport: (source: ImportSource) => void;
}

/** The dropdown's trigger, drawn the same before and after the menu's code has loaded. */
export const IMPORT_TRIGGER_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:text-slate-600';
