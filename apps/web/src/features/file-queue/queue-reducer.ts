import { STARTABLE_FILE_STATUSES, type ProcessingMode } from '@mediaforge/shared';
import type { UploadSnapshot } from '../../lib/upload-task';
import {
  applyCompression,
  applyJobMessage,
  applyResult,
  applyUploadSnapshot,
  startFile,
} from './file-transitions';
import { STOPPED_BY_USER } from './job-failure';
import type { JobMessage } from '../../lib/job-message';
import { targetFormat, type FileCompression, type FileError, type QueuedFile } from './queued-file';

/** One screen's list (CC §2 "Converter/compressor screen"). */
export interface QueueState {
  readonly mode: ProcessingMode;
  readonly files: readonly QueuedFile[];
  /** A Start is still handing its batches to the server. */
  readonly starting: boolean;
  /** The batch task id of the last Start (CC §7 "Convert … and a batch task id"). */
  readonly batchTaskId?: string;
}

export type QueueAction =
  | { readonly type: 'added'; readonly files: readonly QueuedFile[] }
  | { readonly type: 'removed'; readonly id: string }
  | { readonly type: 'cleared' }
  | { readonly type: 'uploadChanged'; readonly id: string; readonly snapshot: UploadSnapshot }
  | { readonly type: 'formatChanged'; readonly id: string; readonly format: string }
  | { readonly type: 'settingsChanged'; readonly id: string; readonly settings: Record<string, unknown> }
  | {
      readonly type: 'settingsChangedForFormat';
      readonly id: string;
      readonly settings: Record<string, unknown>;
    }
  | { readonly type: 'compressionChanged'; readonly id: string; readonly patch: FileCompression }
  | { readonly type: 'startRequested'; readonly ids: readonly string[]; readonly batchTaskId: string }
  | { readonly type: 'startFinished' }
  | { readonly type: 'requestSent'; readonly id: string }
  | { readonly type: 'jobCreated'; readonly id: string; readonly jobId: string }
  | { readonly type: 'jobMessage'; readonly id: string; readonly message: JobMessage }
  | { readonly type: 'resultFetched'; readonly id: string; readonly result: unknown }
  | { readonly type: 'failed'; readonly id: string; readonly error: FileError }
  | { readonly type: 'cancelRequested'; readonly id: string }
  | { readonly type: 'cancelFailed'; readonly id: string }
  | { readonly type: 'cancelConfirmed'; readonly id: string };

export function initialQueueState(mode: ProcessingMode, files: readonly QueuedFile[] = []): QueueState {
  return { mode, files, starting: false };
}

export function isStartable(file: QueuedFile): boolean {
  return (STARTABLE_FILE_STATUSES as readonly string[]).includes(file.status);
}

/** Start is disabled while processing runs (CC §2 "Start button"). */
export function isProcessing(state: QueueState): boolean {
  return state.starting || state.files.some((file) => file.status === 'converting');
}

/** Start is offered when nothing runs and some file is pending or upload_ready (CC-2.31, CC-2.32). */
export function canStart(state: QueueState): boolean {
  return !isProcessing(state) && state.files.some(isStartable);
}

function update(state: QueueState, id: string, change: (file: QueuedFile) => QueuedFile): QueueState {
  let changed = false;
  const files = state.files.map((file) => {
    if (file.id !== id) return file;
    const next = change(file);
    changed ||= next !== file;
    return next;
  });
  return changed ? { ...state, files } : state;
}

/** Only rows that are not running may have their format or settings changed (CC-4.16). */
const editable = (file: QueuedFile) => file.status !== 'converting';

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'added':
      return { ...state, files: [...state.files, ...action.files] };
    case 'removed':
      return { ...state, files: state.files.filter((file) => file.id !== action.id) };
    case 'cleared':
      return { ...state, files: [], starting: false };
    case 'uploadChanged':
      return update(state, action.id, (file) => applyUploadSnapshot(file, action.snapshot));
    case 'formatChanged':
      // A new output format resets the row's settings to defaults (CC-4.20).
      return update(state, action.id, (file) =>
        editable(file) && file.outputFormat !== action.format
          ? { ...file, outputFormat: action.format, conversionSettings: {} }
          : file,
      );
    case 'settingsChanged':
      return update(state, action.id, (file) =>
        editable(file) ? { ...file, conversionSettings: { ...action.settings } } : file,
      );
    case 'settingsChangedForFormat': {
      const source = state.files.find((file) => file.id === action.id);
      if (source === undefined) return state;
      const format = targetFormat(source);
      return {
        ...state,
        files: state.files.map((file) =>
          editable(file) && targetFormat(file) === format
            ? { ...file, conversionSettings: { ...action.settings } }
            : file,
        ),
      };
    }
    case 'compressionChanged':
      return update(state, action.id, (file) =>
        editable(file) ? applyCompression(file, action.patch) : file,
      );
    case 'startRequested': {
      const ids = new Set(action.ids);
      return {
        ...state,
        starting: true,
        batchTaskId: action.batchTaskId,
        files: state.files.map((file) => (ids.has(file.id) && isStartable(file) ? startFile(file) : file)),
      };
    }
    case 'startFinished':
      return { ...state, starting: false };
    case 'requestSent':
      return update(state, action.id, (file) =>
        file.status === 'converting' ? { ...file, conversionPhase: 'waiting', progress: 0 } : file,
      );
    case 'jobCreated':
      return update(state, action.id, (file) =>
        file.status === 'converting' ? { ...file, jobId: action.jobId } : file,
      );
    case 'jobMessage':
      return update(state, action.id, (file) => applyJobMessage(file, action.message, state.mode));
    case 'resultFetched':
      return update(state, action.id, (file) =>
        file.status === 'completed' ? applyResult(file, action.result) : file,
      );
    case 'failed':
      return update(state, action.id, (file) =>
        file.status === 'completed' ? file : { ...file, status: 'error', error: action.error },
      );
    case 'cancelRequested':
      // Shown stopped at once; the row before the stop is kept for a failed cancel call (CC-4.07).
      return update(state, action.id, (file) =>
        file.status === 'converting'
          ? {
              ...file,
              status: 'error',
              error: STOPPED_BY_USER,
              estimatedTimeRemaining: undefined,
              beforeCancel: file,
            }
          : file,
      );
    case 'cancelFailed':
      return update(state, action.id, (file) =>
        file.beforeCancel !== undefined && file.status === 'error' ? file.beforeCancel : file,
      );
    case 'cancelConfirmed':
      return update(state, action.id, (file) => {
        if (file.beforeCancel === undefined) return file;
        const { beforeCancel: _dropped, ...rest } = file;
        return rest;
      });
  }
}
