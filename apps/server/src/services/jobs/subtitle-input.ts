import { subtitleDemuxer } from '@mediaforge/shared';
import type { FilesRepository } from '../../repositories/database/files.repository.js';
import type { JobRecord } from '../../repositories/database/jobs.repository.js';
import type { FileStorage } from '../../repositories/storage/file-storage.repository.js';
import type { EncodeTask } from '../encode/encode-executor.js';

/**
 * The uploaded subtitle a job's settings name (add_subtitle 'upload', subtitle_file = its file id; D76):
 * `none` when the settings ask for none, `missing` when the file is gone or is no longer the owner's
 * subtitle file (the request was checked when the job was queued; this is the same check at run time).
 */
export async function subtitleInputOf(
  job: JobRecord,
  deps: {
    readonly files: Pick<FilesRepository, 'find'>;
    readonly storage: Pick<FileStorage, 'localPath'>;
    readonly now: () => number;
  },
): Promise<
  { readonly kind: 'none' | 'missing' } | { readonly kind: 'file'; readonly input: EncodeTask['subtitle'] }
> {
  const id = job.settings.subtitle_file;
  if (job.settings.add_subtitle !== 'upload' || typeof id !== 'string' || id === '') return { kind: 'none' };
  const file = await deps.files.find(id);
  const demuxer = file && subtitleDemuxer(file.metadata);
  if (!file || file.owner !== job.owner || file.expiresAt <= deps.now() || demuxer === undefined) {
    return { kind: 'missing' };
  }
  return { kind: 'file', input: { path: deps.storage.localPath(file.storageKey), demuxer } };
}
