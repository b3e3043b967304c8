import type { DriveSource, ImportSource, ProcessingMode } from '@mediaforge/shared';
import type { ReactNode } from 'react';

/** A file an import stored on the server (CC §3 "Import result"): it joins the list ready to convert. */
export interface ImportedFileInfo {
  readonly fileId: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly importMethod?: ImportSource;
}

/** A finished result to save in a drive (CC-1.05): its name and the means to fetch its bytes. */
export interface ExportSubject {
  readonly name: string;
  /** The result's bytes; rejects with a message when they cannot be fetched. */
  readonly load: () => Promise<Blob>;
}

interface PickerBase {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** What the upload area hands the external picker (CC §2 "External file picker"). */
export type ImportPickerProps = PickerBase &
  (
    | {
        readonly mode: 'import';
        /** The tab the picker opens on: the import entry the user chose. */
        readonly initialTab: ImportSource;
        /** The list's mode: which files it takes (video only when compressing). */
        readonly processingMode: ProcessingMode;
        /** Files the list refuses (duplicates, a full list) are dropped before they are imported. */
        readonly admit: <F extends { readonly name: string; readonly type: string; readonly size?: number }>(
          files: readonly F[],
        ) => readonly F[];
        readonly onImported: (files: readonly ImportedFileInfo[]) => void;
      }
    | {
        readonly mode: 'export';
        readonly initialTab: DriveSource;
        readonly subject: ExportSubject;
      }
  );

/**
 * Renders the external file picker, built by another feature and composed by the page (features are
 * sealed, DESIGN.md §3.8). Called once the user first chooses a non-device import entry or an export.
 */
export type RenderImportPicker = (props: ImportPickerProps) => ReactNode;
