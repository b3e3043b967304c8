import { subtitleDemuxer, type VideoSettings } from '@mediaforge/shared';
import type { EncodeTask } from '../services/encode/encode-executor.js';
import type { JobContext } from './job-kind.js';

/**
 * The uploaded subtitle a job's settings name (add_subtitle 'upload', subtitle_file = its file id; D76):
 * `none` when the settings ask for none, `missing` when the file is gone or is no longer the owner's
 * subtitle file (the request was checked when the job was queued; this is the same check at run time).
 */
export async function subtitleInputOf(
  settings: Pick<VideoSettings, 'add_subtitle' | 'subtitle_file'> | undefined,
  ctx: Pick<JobContext, 'owner' | 'workspace'>,
  now: () => number,
): Promise<
  { readonly kind: 'none' | 'missing' } | { readonly kind: 'file'; readonly input: EncodeTask['subtitle'] }
> {
  const id = settings?.subtitle_file;
  if (settings?.add_subtitle !== 'upload' || typeof id !== 'string' || id === '') return { kind: 'none' };
  const file = await ctx.workspace.fetchInput(id);
  const record = file?.record;
  const demuxer = record && subtitleDemuxer(record.metadata);
  if (!file || !record || record.owner !== ctx.owner || record.expiresAt <= now() || demuxer === undefined) {
    return { kind: 'missing' };
  }
  return { kind: 'file', input: { path: file.path, demuxer } };
}
