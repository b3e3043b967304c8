import {
  fileExtension,
  isOutputFormat,
  KEEP_ORIGINAL,
  type CompressionMethod,
  type ImportSource,
  type ConversionPhase,
  type CompressorOption,
  type JobErrorType,
  type ProcessingMode,
  type QueuedFileStatus,
  type ResolutionMethod,
  type UploadMethod,
} from '@mediaforge/shared';
import type { UploadFailure } from '../../lib/upload-failure';
import type { PauseReason, UploadPhase } from '../../lib/upload-task';

/** Texts of our own for a failed or stopped file; `jobErrors.*` / `messages.*` in locales/{lng}/queue.json. */
export type QueueMessageKey =
  | 'cancelledByUser'
  | 'backgroundUploadFailed'
  | 'fileMissingId'
  | 'noJobId'
  | 'networkError'
  | 'modeFailed'
  | 'invalidSettings'
  | 'noCredits';

/**
 * Why a file ended in `error`, kept as data so the row can translate it and pick its colour (CC §4:
 * red, orange when cancelled; CC §8 colours by type).
 */
export type FileError =
  | { readonly source: 'upload'; readonly failure: UploadFailure }
  /** A job's own error text through the friendly mapping: `key` of JOB_ERROR_MESSAGES or 'modeCancelled'. */
  | { readonly source: 'job'; readonly key: string; readonly type: JobErrorType }
  | {
      readonly source: 'client';
      readonly key: QueueMessageKey;
      readonly type: JobErrorType;
      /** Server words that explain it (422 field errors), shown after the message. */
      readonly detail?: string;
    };

/** The simpler compression form of a row (CC §3, CC-3.37); the compression-method picker edits it. */
export interface FileCompression {
  readonly compressionMethod?: CompressionMethod;
  readonly compressionTarget?: number;
  readonly resolutionMethod?: ResolutionMethod;
  readonly resolutionPreset?: string;
  readonly resolutionWidth?: number;
  readonly resolutionHeight?: number;
}

/**
 * One row of the converter/compressor list (CC §3 "Queued file"). Plain data, so it can be saved in
 * sessionStorage; the File itself and its upload task live beside it in the controller.
 */
export interface QueuedFile extends FileCompression {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly status: QueuedFileStatus;
  readonly fileId?: string;
  /** A background upload is running (the row shows its percent, CC §4). */
  readonly isPreUploading: boolean;
  readonly uploadProgress: number;
  readonly showUploadProgress: boolean;
  readonly conversionProgress: number;
  /** The bar's value in the current phase. */
  readonly progress: number;
  readonly outputFormat: string;
  readonly originalFormat: string;
  readonly originalSize: number;
  readonly conversionSettings: Readonly<Record<string, unknown>>;
  readonly jobId?: string;
  readonly conversionPhase?: ConversionPhase;
  /** Seconds. */
  readonly estimatedTimeRemaining?: number;
  readonly speed?: number;
  /** The job's result in any of the spec's shapes (CC §3 "Conversion result shapes"; job-result.ts). */
  readonly result?: unknown;
  readonly compressedSize?: number;
  /** Percent saved, at least 0 (CC §4). */
  readonly sizeReduction?: number;
  readonly error?: FileError;
  readonly uploadMethod?: UploadMethod;
  /** Where an imported file came from (CC §3 "Import result" importMethod); unset for uploads. */
  readonly importMethod?: ImportSource;
  /** Epoch ms. */
  readonly uploadStartTime?: number;
  /** Mirrors of the upload task's snapshot, for the row's upload buttons and texts. */
  readonly uploadPhase?: UploadPhase;
  readonly uploadPercent?: number;
  readonly hashPercent?: number;
  readonly pauseReason?: PauseReason;
  readonly heartbeats?: number;
  readonly uploadId?: string;
  /** The row as it was before an optimistic stop, restored when the cancel call fails (CC-4.07). */
  readonly beforeCancel?: QueuedFile;
}

/** What the file-control render props receive: the row as data. */
export type QueuedFileView = Omit<QueuedFile, 'beforeCancel'>;

/** What a screen is for: its mode and the per-file defaults its route implies. */
export interface ScreenContext {
  readonly mode: ProcessingMode;
  /** A new row's output format (CC §3 outputFormat); keep_original keeps the source's. */
  readonly defaultFormat: string;
  /** /compressor/{option}: the preset every row of the page is compressed with. */
  readonly compressorOption?: CompressorOption;
  /**
   * The per-upload limit: files per list and per batch (CC §5, §4 "Batching and polling"), read when
   * used, as the server's limits object arrives after the page (lib/visitor-limits.ts, CC-6.09).
   */
  readonly maxFilesPerUpload: () => number;
  /** The visitor's file size limit when known (CC §5 "Uploading to the queue"); the server checks too. */
  readonly maxFileSize?: () => number | undefined;
  /** The extensions the visitor may add, when limited (anonymous, CC-6.04); the server checks too. */
  readonly allowedFormats?: () => readonly string[] | undefined;
}

export function newQueuedFile(
  id: string,
  file: { readonly name: string; readonly size: number; readonly type: string },
  context: ScreenContext,
  now: number,
): QueuedFile {
  return {
    id,
    name: file.name,
    size: file.size,
    type: file.type,
    status: 'pending',
    isPreUploading: true,
    uploadProgress: 0,
    showUploadProgress: true,
    conversionProgress: 0,
    progress: 0,
    outputFormat: context.defaultFormat,
    originalFormat: fileExtension(file.name),
    originalSize: file.size,
    conversionSettings: {},
    uploadStartTime: now,
  };
}

/**
 * A file an import stored on the server (CC §4: "External imports start at upload_ready with 100%"):
 * nothing to upload, ready to convert.
 */
export function importedQueuedFile(
  id: string,
  file: { readonly name: string; readonly size: number; readonly type: string; readonly fileId: string },
  importMethod: ImportSource | undefined,
  context: ScreenContext,
  now: number,
): QueuedFile {
  return {
    ...newQueuedFile(id, file, context, now),
    status: 'upload_ready',
    fileId: file.fileId,
    isPreUploading: false,
    showUploadProgress: false,
    uploadProgress: 100,
    progress: 100,
    ...(importMethod === undefined ? {} : { importMethod }),
  };
}

/**
 * The format the job is asked for: the row's choice, or for keep_original the source's extension when
 * it is a format we write, else MP4 (the converter's default).
 */
export function targetFormat(file: Pick<QueuedFile, 'outputFormat' | 'originalFormat'>): string {
  const chosen = file.outputFormat.toLowerCase();
  if (chosen !== KEEP_ORIGINAL) return chosen;
  return isOutputFormat(file.originalFormat) ? file.originalFormat : 'mp4';
}
