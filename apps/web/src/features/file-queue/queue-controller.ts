import { screenFiles } from './screen-files';
import { TERMINAL_PHASES, type UploadTask } from '../../lib/upload-task';
import { downloadFile, type DownloadDeps } from './download-file';
import { JobRunner, type JobRunnerDeps } from './job-runner';
import { initialQueueState } from './queue-reducer';
import { QueueStore } from './queue-store';
import { newQueuedFile, type FileCompression, type QueuedFile, type ScreenContext } from './queued-file';

export interface QueueControllerDeps extends Omit<JobRunnerDeps, 'isUploading'> {
  readonly createTask: (file: File) => UploadTask;
  readonly download: Omit<DownloadDeps, 'result'>;
}

interface RunningUpload {
  readonly task: UploadTask;
  readonly unsubscribe: () => void;
}

/**
 * One converter/compressor screen's list: its rows, their background uploads and their jobs. It lives
 * outside React (queue-registry.ts keeps one per screen), so a page left and visited again finds its
 * files, uploads and jobs where they were (CC-2.15).
 */
export class QueueController {
  readonly store: QueueStore;
  private readonly runner: JobRunner;
  private readonly uploads = new Map<string, RunningUpload>();

  constructor(
    readonly context: ScreenContext,
    private readonly deps: QueueControllerDeps,
    restored: readonly QueuedFile[] = [],
  ) {
    this.store = new QueueStore(initialQueueState(context.mode, restored));
    this.runner = new JobRunner(this.store, context, { ...deps, isUploading: (id) => this.uploads.has(id) });
    // Jobs that were running before a reload are followed again.
    for (const file of restored) {
      if (file.status === 'converting' && file.jobId !== undefined) this.runner.follow(file.id, file.jobId);
    }
  }

  /** Checks the chosen files (CC §5 "Uploading to the queue") and starts each upload at once (CC §4). */
  addFiles(files: readonly File[]): void {
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
    const added = screened.accepted.map((file) => ({
      file,
      row: newQueuedFile(this.deps.newId(), file, this.context, this.deps.clock.now()),
    }));
    if (added.length === 0) return;
    this.store.dispatch({ type: 'added', files: added.map((entry) => entry.row) });
    for (const { file, row } of added) this.upload(row.id, file);
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
      if (TERMINAL_PHASES.has(snapshot.phase)) this.forgetUpload(id);
    });
    this.uploads.set(id, { task, unsubscribe });
    task.start();
  }

  private forgetUpload(id: string): RunningUpload | undefined {
    const upload = this.uploads.get(id);
    upload?.unsubscribe();
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
    this.runner.drop(id);
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
    return this.runner.start();
  }

  stop(id: string): Promise<void> {
    return this.runner.stop(id);
  }

  download(id: string): Promise<void> {
    return downloadFile(this.store, id, {
      ...this.deps.download,
      result: (job) => this.deps.jobs.result(job),
    });
  }
}
