import type { UploadSnapshot } from '../../lib/upload-task';
import type { JobMessage } from '../../lib/job-message';
import { newQueuedFile, type QueuedFile, type ScreenContext } from './queued-file';

/** Rows and messages for the queue's unit tests. */

export const conversion: ScreenContext = {
  mode: 'conversion',
  defaultFormat: 'mp4',
  maxFilesPerUpload: () => 5,
};
export const compression: ScreenContext = {
  mode: 'compression',
  defaultFormat: 'mp4',
  compressorOption: 'discord',
  maxFilesPerUpload: () => 5,
};

export function row(patch: Partial<QueuedFile> = {}, context: ScreenContext = conversion): QueuedFile {
  const base = newQueuedFile(
    patch.id ?? 'r1',
    { name: patch.name ?? 'clip.mov', size: patch.size ?? 1000, type: 'video/quicktime' },
    context,
    0,
  );
  return { ...base, ...patch };
}

export function snapshot(patch: Partial<UploadSnapshot> = {}): UploadSnapshot {
  return { method: 'regular', phase: 'uploading', percent: 0, hashPercent: 0, heartbeats: 0, ...patch };
}

export function message(patch: Partial<JobMessage> & Pick<JobMessage, 'status'>): JobMessage {
  return { jobId: 'job1', ...patch };
}
