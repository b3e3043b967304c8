import { screenFiles } from './file-screening';
import { TERMINAL_PHASES, type UploadTask } from '../../lib/upload-task';
import { downloadFile, downloadName, fetchResult, type DownloadDeps } from './download-file';
import type { ExportSubject, ImportedFileInfo } from './import-picker';
import { QueueJobs, type QueueJobsDeps } from './queue-jobs';
import { initialQueueState } from './queue-reducer';
import { QueueStore } from './queue-store';
import {
  importedQueuedFile,
  newQueuedFile,
  type FileCompression,
  type QueuedFile,
  type ScreenContext,
} from './queued-file';

export interface QueueControllerDeps extends Omit<QueueJobsDeps, 'uploadedFileId'> {
  readonly createTask: (file: File) => UploadTask;
  readonly download: Omit<DownloadDeps, 'result'>;
}

interface RunningUpload {
  readonly task: UploadTask;
  readonly unsubscribe: () => void;
  /** Settles once, as the upload ends: its file id, or undefined when it gives none. */
  readonly fileId: Promise<string | undefined>;
  readonly handOver: (fileId: string | undefined) => void;
}

/**
 * One converter/compressor screen's list: its rows, their background uploads and their jobs. It lives
 * outside React (app/screen-queues.ts keeps one per screen), so a page left and visited again finds its
 * files, uploads and jobs where they were (CC-2.15).
 */
export class QueueController {
  readonly store: QueueStore;
  private readonly jobs: QueueJobs;
  private readonly uploads = new Map<string, RunningUpload>();

  constructor(
    readonly context: ScreenContext,
    private readonly deps: QueueControllerDeps,
    restored: readonly QueuedFile[] = [],
  ) {
    this.store = new QueueStore(initialQueueState(context.mode, restored));
    this.jobs = new QueueJobs(this.store, context, {
      ...deps,
      uploadedFileId: (id) => this.uploads.get(id)?.fileId ?? Promise.resolve(undefined),
    });
    // Jobs that were running before a reload are followed again.
    for (const file of restored) {
      if (file.status === 'converting' && file.jobId !== undefined) this.jobs.follow(file.id, file.jobId);
    }
  }

  /** Checks the chosen files (CC §5 "Uploading to the queue") and starts each upload at once (CC §4). */
  addFiles(files: readonly File[]): void {
    const added = this.admitImports(files).map((file) => ({
      file,
      row: newQueuedFile(this.deps.newId(), file, this.context, this.deps.clock.now()),
    }));
    if (added.length === 0) return;
    this.store.dispatch({ type: 'added', files: added.map((entry) => entry.row) });
    for (const { file, row } of added) this.upload(row.id, file);
  }

  /**
   * The checks of CC §5 on files about to join the list; the refused ones are told as toasts. Chosen
   * files go through them, and drive files before their import is asked for, so the server does not
   * fetch a file the list would refuse.
   */
  admitImports<F extends { readonly name: string; readonly type: string; readonly size?: number }>(
    files: readonly F[],
  ): readonly F[] {
    const listed = this.store.state.files.map((file) => file.name);
    const { mode, maxFilesPerUpload, maxFileSize, allowedFormats } = this.context;
    const screened = screenFiles(
      files,
      listed,
      mode,
      maxFilesPerUpload(),
      maxFileSize?.(),
      allowedFormats?.(),
    );
    for (const rejection of screened.rejections) this.store.notify({ kind: 'rejected', rejection });
    return screened.accepted;
  }

  /** Files an import stored join the list at upload_ready with 100 % (CC-4.03), checked once more. */
  addImported(files: readonly ImportedFileInfo[]): void {
    const candidates = files.map((file) => ({
      ...file,
      name: file.fileName,
      type: file.mimeType,
      size: file.fileSize,
    }));
    const rows = this.admitImports(candidates).map((file) =>
      importedQueuedFile(this.deps.newId(), file, file.importMethod, this.context, this.deps.clock.now()),
    );
    if (rows.length > 0) this.store.dispatch({ type: 'added', files: rows });
  }

  private upload(id: string, file: File): void {
    const task = this.deps.createTask(file);
    let reported = false;
    const unsubscribe = task.subscribe(() => {
      const { snapshot } = task;
      this.store.dispatch({ type: 'uploadChanged', id, snapshot });
      if (snapshot.phase === 'failed' && !reported) {
        reported = true;
        this.store.notify({ kind: 'uploadFailed', name: file.name, failure: snapshot.failure });
      }
      if (TERMINAL_PHASES.has(snapshot.phase)) {
        // The row's job starter, if Start was pressed meanwhile, gets the file id from here directly.
        this.uploads.get(id)?.handOver(snapshot.phase === 'completed' ? snapshot.fileId : undefined);
        this.forgetUpload(id);
      }
    });
    let handOver: (fileId: string | undefined) => void = () => undefined;
    const fileId = new Promise<string | undefined>((resolve) => {
      handOver = resolve;
    });
    this.uploads.set(id, { task, unsubscribe, fileId, handOver });
    task.start();
  }

  private forgetUpload(id: string): RunningUpload | undefined {
    const upload = this.uploads.get(id);
    upload?.unsubscribe();
    upload?.handOver(undefined);
    this.uploads.delete(id);
    return upload;
  }

  pauseUpload(id: string): void {
    this.uploads.get(id)?.task.pause();
  }

  resumeUpload(id: string): void {
    this.uploads.get(id)?.task.resume();
  }

  /**
   * Removes a row. An upload still running is cancelled on the server (CC-4.38); a running job is
   * cancelled too (the stop button is the way to keep the row).
   */
  remove(id: string): void {
    this.jobs.drop(id);
    const upload = this.forgetUpload(id);
    if (upload !== undefined) void upload.task.cancel();
    this.store.dispatch({ type: 'removed', id });
  }

  /** Drops every row: the active tab clicked again while files are listed (CC-2.16). */
  clear(): void {
    for (const file of this.store.state.files) this.remove(file.id);
    this.store.dispatch({ type: 'cleared' });
  }

  setFormat(id: string, format: string): void {
    this.store.dispatch({ type: 'formatChanged', id, format: format.toLowerCase() });
  }

  setSettings(id: string, settings: Record<string, unknown>): void {
    this.store.dispatch({ type: 'settingsChanged', id, settings });
  }

  /** 'Apply to all' from a row's settings: every editable row with its output format. */
  setSettingsForAll(id: string, settings: Record<string, unknown>): void {
    this.store.dispatch({ type: 'settingsChangedForFormat', id, settings });
  }

  setCompression(id: string, patch: FileCompression): void {
    this.store.dispatch({ type: 'compressionChanged', id, patch });
  }

  start(): Promise<void> {
    return this.jobs.start();
  }

  stop(id: string): Promise<void> {
    return this.jobs.stop(id);
  }

  /** A finished row's result for an export to a drive (CC-1.05); undefined unless completed. */
  exportSubject(id: string): ExportSubject | undefined {
    const file = this.store.file(id);
    if (file?.status !== 'completed') return undefined;
    return {
      name: downloadName(file),
      load: async () => {
        const blob = await fetchResult(this.store, id, this.downloadDeps());
        // fetchResult has told the visitor why (CC §8 download toasts).
        if (blob === undefined) throw new Error('Download not available');
        return blob;
      },
    };
  }

  download(id: string): Promise<void> {
    return downloadFile(this.store, id, this.downloadDeps());
  }

  private downloadDeps(): DownloadDeps {
    return { ...this.deps.download, result: (job) => this.deps.jobs.result(job) };
  }
}
