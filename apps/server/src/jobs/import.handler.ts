/**
 * The import kind (converter-compressor.md §7 "Own server: import"; docs/decisions.md D210): a file
 * from a web link or a drive streamed into the job's workspace, checked like an upload and stored as
 * the owner's file. Its result is that file (it converts like an upload afterwards). A refusal keeps its
 * stable code with the job (D213), so the import call answers it as the same error an upload would get.
 */
import { IMPORT_MESSAGES, type ImportJobPayload } from '@mediaforge/shared';
import { AppError } from '../errors/app-error.js';
import type { ImportPipeline } from '../services/imports/import-pipeline.js';
import { JobStoppedError, type JobHandler, type JobOutcome } from './job-kind.js';

export interface ImportJobDeps {
  readonly pipeline: ImportPipeline;
}

export function createImportHandler(deps: ImportJobDeps): JobHandler<'import'> {
  return async (payload: ImportJobPayload, ctx): Promise<JobOutcome> => {
    ctx.progress.begin();
    try {
      const result = await deps.pipeline.run({
        payload,
        owner: ctx.owner,
        dir: ctx.workspace.dir,
        signal: ctx.signal,
        onProgress: (fraction, bytes) => ctx.progress.working(fraction, bytes),
        onStored: (bytes) => ctx.progress.finalizing(bytes),
      });
      ctx.log.info({ source: payload.source, size: result.size, fileId: result.fileId }, 'import stored');
      return { kind: 'completed', result };
    } catch (error) {
      if (ctx.signal.aborted) throw new JobStoppedError('stopped');
      if (error instanceof AppError) {
        // The code and context only: a drive's answer never carries the visitor's token, nor does this.
        ctx.log.info({ source: payload.source, code: error.code, context: error.context }, 'import refused');
        return { kind: 'failed', error: error.message || IMPORT_MESSAGES.importFailed, code: error.code };
      }
      throw error;
    }
  };
}
