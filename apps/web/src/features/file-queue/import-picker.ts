import type { ImportSource } from '@mediaforge/shared';
import type { ReactNode } from 'react';

/** What the upload area hands the external picker (CC §2 "External file picker"). */
export interface ImportPickerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The tab the picker opens on: the import entry the user chose. */
  readonly initialTab: ImportSource;
}

/**
 * Renders the external file picker, built by another feature and composed by the page (features are
 * sealed, DESIGN.md §3.8). Called once the user first chooses a non-device import entry.
 */
export type RenderImportPicker = (props: ImportPickerProps) => ReactNode;
