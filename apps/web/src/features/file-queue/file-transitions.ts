import {
  clampProgress,
  COMPRESSION_METHOD_CHANGE_RESET,
  effectiveConversionPhase,
  estimatedSecondsRemaining,
  processingSpeed,
  RESOLUTION_METHOD_DEFAULTS,
  sizeReductionPercent,
} from '@mediaforge/shared';
import type { UploadSnapshot } from '../../lib/upload-task';
import { jobFailure, SERVER_CANCELLED } from './job-failure';
import type { JobMessage } from '../../lib/job-message';
import { metadataOutputSize, resultSizes } from './job-result';
import type { FileCompression, QueuedFile } from './queued-file';

/**
 * Pure steps of one row's state machine (CC §4 "Queued file"): pending → upload_ready after the
 * background upload; Start → converting through uploading → waiting → processing → finalizing →
 * completed | error. Each returns the row unchanged when the step does not apply.
 */

/** The background upload moved on (CC-4.01, CC-4.02). */
export function applyUploadSnapshot(file: QueuedFile, s: UploadSnapshot): QueuedFile {
  const mirror = {
    uploadPhase: s.phase,
    uploadPercent: s.percent,
    hashPercent: s.hashPercent,
    heartbeats: s.heartbeats,
    uploadMethod: s.method,
    ...(s.pauseReason === undefined ? { pauseReason: undefined } : { pauseReason: s.pauseReason }),
    ...(s.uploadId === undefined ? {} : { uploadId: s.uploadId }),
  };
  if (s.phase === 'completed' && s.fileId !== undefined) {
    return {
      ...file,
      ...mirror,
      fileId: s.fileId,
      isPreUploading: false,
      uploadProgress: 100,
      // A row started during its upload stays converting; its job starter moves it on (CC-4.28).
      status: file.status === 'pending' ? 'upload_ready' : file.status,
      progress: file.conversionPhase === 'uploading' ? 100 : file.progress,
    };
  }
  if (s.phase === 'failed') {
    const stillOpen = file.status === 'pending' || file.status === 'converting';
    return {
      ...file,
      ...mirror,
      isPreUploading: false,
      ...(stillOpen && s.failure !== undefined
        ? { status: 'error', error: { source: 'upload', failure: s.failure } }
        : stillOpen
          ? { status: 'error', error: { source: 'client', key: 'backgroundUploadFailed', type: 'unknown' } }
          : {}),
    };
  }
  const uploadProgress = Math.floor(s.percent);
  return {
    ...file,
    ...mirror,
    uploadProgress,
    progress: file.conversionPhase === 'uploading' ? uploadProgress : file.progress,
  };
}

/** Start pressed (CC §4): the row waits for its upload first when it has no server file yet. */
export function startFile(file: QueuedFile): QueuedFile {
  const uploading = file.fileId === undefined;
  const {
    error: _error,
    result: _result,
    jobId: _jobId,
    sizeReduction: _sizeReduction,
    compressedSize: _compressedSize,
    ...rest
  } = file;
  return {
    ...rest,
    status: 'converting',
    conversionPhase: uploading ? 'uploading' : 'waiting',
    conversionProgress: 0,
    progress: uploading ? file.uploadProgress : 0,
    estimatedTimeRemaining: undefined,
    speed: undefined,
  };
}

/** The completed row's result and what it saved (CC §4 "Compression result and changes"). */
export function applyResult(file: QueuedFile, result: unknown, outputFromMetadata?: number): QueuedFile {
  const sizes = resultSizes(result);
  const output = sizes.output ?? outputFromMetadata;
  return {
    ...file,
    ...(result === undefined ? {} : { result }),
    ...(output === undefined
      ? {}
      : {
          compressedSize: output,
          sizeReduction: sizeReductionPercent(sizes.original ?? file.originalSize, output),
        }),
  };
}

/**
 * A report about the row's job. Ignored unless the row is converting that very job: a stopped row
 * stays stopped when a late 'running' arrives (CC-4.09).
 */
export function applyJobMessage(
  file: QueuedFile,
  m: JobMessage,
  mode: 'conversion' | 'compression',
): QueuedFile {
  if (file.status !== 'converting' || file.jobId !== m.jobId) return file;
  switch (m.status) {
    case 'pending':
      return { ...file, conversionPhase: 'waiting', progress: 0 };
    case 'running': {
      // Socket and polling answers can cross; the bar never moves back.
      const p = Math.max(file.conversionProgress, clampProgress(m.progress ?? 0));
      // The server says when the encode is over and the result is being stored (D75).
      const phase = m.phase === 'finalizing' ? 'finalizing' : effectiveConversionPhase('processing', p);
      return {
        ...file,
        conversionPhase: phase,
        conversionProgress: p,
        progress: p,
        estimatedTimeRemaining: estimatedSecondsRemaining(p),
        speed: processingSpeed(p),
      };
    }
    case 'completed':
      return applyResult(
        {
          ...file,
          status: 'completed',
          conversionPhase: 'finalizing',
          conversionProgress: 100,
          progress: 100,
          estimatedTimeRemaining: 0,
        },
        m.result,
        metadataOutputSize(m.metadata),
      );
    case 'failed':
      return {
        ...file,
        status: 'error',
        error: jobFailure(
          m.error,
          {
            status: m.status,
            // The job's own progress when it says (a job can fail before the row saw it run).
            progress: Math.max(file.conversionProgress, clampProgress(m.progress ?? 0)),
            ...(m.startedAt === undefined ? {} : { startedAt: m.startedAt }),
            ...(m.finishedAt === undefined ? {} : { finishedAt: m.finishedAt }),
          },
          mode,
        ),
      };
    case 'cancelled':
      return { ...file, status: 'error', error: SERVER_CANCELLED };
  }
}

/**
 * The compression picker changed the row. A new method resets the target and puts the resolution back
 * to preset 1080p (CC-4.21); a new resolution method fills in its defaults (CC-4.22). Values the same
 * patch sets win over both resets.
 */
export function applyCompression(file: QueuedFile, patch: FileCompression): QueuedFile {
  let next: QueuedFile = file;
  if (patch.compressionMethod !== undefined && patch.compressionMethod !== file.compressionMethod) {
    next = { ...next, ...COMPRESSION_METHOD_CHANGE_RESET };
  }
  const resolutionMethod = patch.resolutionMethod;
  if (resolutionMethod !== undefined && resolutionMethod !== next.resolutionMethod) {
    next = {
      ...next,
      resolutionPreset: undefined,
      resolutionWidth: undefined,
      resolutionHeight: undefined,
      ...RESOLUTION_METHOD_DEFAULTS[resolutionMethod],
    };
  }
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // 'auto' has no target (CC-2.54).
  const target = patch.compressionMethod === 'auto' ? { compressionTarget: undefined } : {};
  return { ...next, ...defined, ...target };
}
