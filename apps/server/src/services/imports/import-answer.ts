/**
 * What an import call answers for its job (converter-compressor.md §3 "Import result", §7; docs/decisions.md
 * D210, D213): the stored file once the job completed, the job to follow while it runs, and the job's own
 * refusal (its stable code and message, the error an upload of the same file would get) once it failed.
 */
import {
  ERROR_CODES,
  ERROR_STATUS,
  fileDownloadPath,
  IMPORT_MESSAGES,
  IMPORT_PATHS,
  JOB_CANCELLED_MESSAGE,
  UPLOAD_ERROR_MESSAGES,
  type ImportAnswer,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { FilesRepository } from '../../repositories/database/files.repository.js';
import type { JobRecord } from '../../repositories/database/jobs.repository.js';
import type { DownloadTokens } from '../download-token.js';

export interface ImportAnswerDeps {
  readonly files: Pick<FilesRepository, 'find'>;
  readonly tokens: DownloadTokens;
}

export async function importAnswerOf(
  job: JobRecord<'import'>,
  deps: ImportAnswerDeps,
): Promise<ImportAnswer> {
  const importMethod = job.payload.source;
  switch (job.status) {
    case 'pending':
    case 'running':
      return {
        jobId: job.id,
        status: job.status,
        progress: job.progress,
        importMethod,
        statusUrl: IMPORT_PATHS.job(job.id),
      };
    case 'completed': {
      const file = job.result ? await deps.files.find(job.result.fileId) : undefined;
      if (!file) throw new AppError(ERROR_CODES.FILE_NOT_FOUND, UPLOAD_ERROR_MESSAGES.fileNotFound);
      const accessToken = deps.tokens.sign(file.id, file.expiresAt);
      return {
        jobId: job.id,
        status: 'completed',
        fileId: file.id,
        fileName: file.fileName,
        fileSize: file.fileSize,
        mimeType: file.mimeType,
        accessToken,
        downloadUrl: fileDownloadPath(file.id, accessToken),
        importMethod,
        metadata: file.metadata,
      };
    }
    case 'failed': {
      const code = job.errorCode ?? ERROR_CODES.IMPORT_FAILED;
      throw new AppError(
        code,
        job.error ?? IMPORT_MESSAGES.importFailed,
        { jobId: job.id },
        ERROR_STATUS[code],
      );
    }
    case 'cancelled':
      // Stopped by its owner: nothing failed on the far side, so a conflict rather than a gateway error.
      throw new AppError(
        ERROR_CODES.IMPORT_FAILED,
        job.error ?? JOB_CANCELLED_MESSAGE,
        { jobId: job.id },
        409,
      );
  }
}
