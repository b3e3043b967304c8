import type { JobErrorColour, JobErrorType, JobStatus, ProcessingMode } from '@mediaforge/shared';
import { failureText } from '../../lib/upload-failure';
import { statusText } from './upload-status';
import type { UploadSnapshot } from '../../lib/upload-task';
import { displayPhase, errorColour, etaText, speedFactor } from './job-display';
import type { FileError, QueuedFile } from './queued-file';

/** i18next's t with namespace prefixes ("upload:status.uploaded", "queue:phase.waiting"). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export type RowTone = 'neutral' | 'success' | JobErrorColour;

export interface RowText {
  readonly text: string;
  readonly tone: RowTone;
  /** Work is under way: the row shows a spinner (CC-4.02). */
  readonly busy: boolean;
}

/** The upload task's snapshot, rebuilt from the row's mirror of it. */
export function uploadSnapshotOf(file: QueuedFile): UploadSnapshot | undefined {
  if (file.uploadPhase === undefined) return undefined;
  const failure = file.error?.source === 'upload' ? file.error.failure : undefined;
  return {
    method: file.uploadMethod ?? 'regular',
    phase: file.uploadPhase,
    percent: file.uploadPercent ?? file.uploadProgress,
    hashPercent: file.hashPercent ?? 0,
    heartbeats: file.heartbeats ?? 0,
    ...(file.pauseReason === undefined ? {} : { pauseReason: file.pauseReason }),
    ...(file.uploadId === undefined ? {} : { uploadId: file.uploadId }),
    ...(file.fileId === undefined ? {} : { fileId: file.fileId }),
    ...(failure === undefined ? {} : { failure }),
  };
}

/** The text of a failed or stopped row, translated. */
export function errorText(error: FileError, mode: ProcessingMode, t: Translate): string {
  switch (error.source) {
    case 'upload':
      return failureText(error.failure, (key, values) => t(`upload:${key}`, values));
    case 'job':
      return t(`queue:jobErrors.${error.key}`, { context: mode });
    case 'client': {
      const text = t(`queue:messages.${error.key}`, { context: mode });
      return error.detail === undefined || error.detail === '' ? text : `${text}: ${error.detail}`;
    }
  }
}

/** The phase label of a converting row (CC-2.28): uploading, waiting, converting n %, finalizing. */
export function phaseText(file: QueuedFile, mode: ProcessingMode, t: Translate): string {
  const phase = displayPhase(file);
  if (phase === 'uploading') return t('queue:phase.uploading', { percent: file.uploadProgress });
  if (phase === 'waiting') return t('queue:phase.waiting');
  if (phase === 'finalizing') return t('queue:phase.finalizing');
  return t('queue:phase.processing', { context: mode, percent: Math.floor(file.conversionProgress) });
}

/** Remaining time and speed of a processing row (CC §4 "Progress display"), or undefined. */
export function etaLine(file: QueuedFile, t: Translate): string | undefined {
  if (displayPhase(file) !== 'processing' || file.estimatedTimeRemaining === undefined) return undefined;
  return t('queue:eta.line', {
    remaining: etaText(file.estimatedTimeRemaining, (key, values) => t(`queue:${key}`, values)),
    speed: speedFactor(file.conversionProgress),
  });
}

/** What a row says about itself, by status (CC §4 "File-list display per status"). */
export function rowStatus(file: QueuedFile, mode: ProcessingMode, t: Translate): RowText {
  const upload = uploadSnapshotOf(file);
  switch (file.status) {
    case 'pending':
    case 'uploading':
      // The background upload's percent, or the ready-to-upload hint before it starts (CC-4.15).
      return upload === undefined
        ? { text: t('queue:status.readyToUpload'), tone: 'neutral', busy: false }
        : {
            text: statusText(upload, (key, values) => t(`upload:${key}`, values)),
            tone: 'neutral',
            busy: upload.phase !== 'paused',
          };
    case 'upload_ready':
      return {
        text: t(file.importMethod === undefined ? 'upload:status.uploaded' : 'upload:status.imported'),
        tone: 'neutral',
        busy: false,
      };
    case 'converting':
      return { text: phaseText(file, mode, t), tone: 'neutral', busy: true };
    case 'completed':
      // Compression shows the percent saved; conversion a finished badge (CC-4.17).
      return mode === 'compression' && file.sizeReduction !== undefined
        ? { text: t('queue:status.saved', { percent: file.sizeReduction }), tone: 'success', busy: false }
        : { text: t('queue:status.finished'), tone: 'success', busy: false };
    case 'error':
      return {
        text:
          file.error === undefined
            ? t('queue:messages.modeFailed', { context: mode })
            : errorText(file.error, mode, t),
        tone: errorColour(file.error),
        busy: false,
      };
  }
}

/**
 * The status label of the row's job (CC §8 "Status labels", CC-8.74): Pending while it waits, Running
 * while it runs, Completed, and Failed, except that a failure that classifies as cancelled (the friendly
 * mapping's type, or the stop button) reads Cancelled. Other rows without a job have none.
 */
export function jobStatusOf(file: QueuedFile): JobStatus | undefined {
  switch (file.status) {
    case 'converting':
      if (file.jobId === undefined) return undefined;
      return file.conversionPhase === 'waiting' ? 'pending' : 'running';
    case 'completed':
      return 'completed';
    case 'error':
      if (file.error === undefined || file.error.source === 'upload') return undefined;
      if (file.error.type === 'cancelled') return 'cancelled';
      return file.jobId === undefined ? undefined : 'failed';
    default:
      return undefined;
  }
}

/**
 * The brief label of a failed or stopped row (CC §8 "Brief labels by type", CC-8.72): Cancelled, Timed
 * out, File issue, System error, Processing failed or Failed, by the error's type. Upload failures are
 * told by their own text.
 */
export function briefLabelOf(file: QueuedFile): JobErrorType | undefined {
  if (file.status !== 'error' || file.error === undefined || file.error.source === 'upload') return undefined;
  return file.error.type;
}
