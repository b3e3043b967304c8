import {
  ERROR_CODES,
  fileDownloadPath,
  UPLOAD_ERROR_MESSAGES,
  type ChunkCompleteResponse,
  type ErrorCode,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { FilesRepository, StoredFileRecord } from '../../repositories/database/files.repository.js';
import type {
  UploadSessionRecord,
  UploadSessionsRepository,
} from '../../repositories/database/upload-sessions.repository.js';
import type { UploadWorkspace } from '../../repositories/storage/upload-workspace.repository.js';
import type { DownloadTokens } from '../download-token.js';
import type { KeyedMutex } from '../keyed-mutex.js';
import { claimAssembly, claimSoleAssembly } from './assembly-lease.js';
import { unsupportedMedia, type MediaIntake } from './media-intake.service.js';
import { missingChunks, ownedSession, uploadNotFound } from './upload-session-rules.js';

export interface CompletionDeps {
  readonly sessions: UploadSessionsRepository;
  readonly files: FilesRepository;
  readonly workspace: UploadWorkspace;
  readonly intake: MediaIntake;
  readonly tokens: DownloadTokens;
  readonly mutex: KeyedMutex;
  readonly now: () => number;
  /**
   * Several API nodes receive the chunks (staged in the shared store, D254): a completion holds a lease
   * that another node may take over (D255). false or absent: the embedded mode's single process.
   */
  readonly sharedNodes?: boolean;
}

const busy = (): AppError => new AppError(ERROR_CODES.UPLOAD_BUSY, UPLOAD_ERROR_MESSAGES.uploadBusy);

const hashMismatch = (): AppError =>
  new AppError(ERROR_CODES.UPLOAD_HASH_MISMATCH, UPLOAD_ERROR_MESSAGES.hashMismatch);

/** A failed session answers its failure again, so a client retrying completion (CC §4) learns why. */
function failureOf(code: string | null): AppError {
  if (code === ERROR_CODES.UPLOAD_HASH_MISMATCH) return hashMismatch();
  if (code === ERROR_CODES.UNSUPPORTED_MEDIA) return unsupportedMedia();
  return uploadNotFound({ status: 'failed' });
}

function answer(
  session: UploadSessionRecord,
  file: StoredFileRecord,
  tokens: DownloadTokens,
): ChunkCompleteResponse {
  const accessToken = tokens.sign(file.id, file.expiresAt);
  return {
    uploadId: session.id,
    fileId: file.id,
    fileName: file.fileName,
    fileSize: file.fileSize,
    mimeType: file.mimeType,
    filePath: file.storageKey,
    status: 'completed',
    uploadMethod: 'chunk',
    metadata: file.metadata,
    accessToken,
    downloadUrl: fileDownloadPath(file.id, accessToken),
  };
}

/**
 * POST /api/files/chunk/complete (converter-compressor.md §7): every chunk present → the SHA-256 that
 * advanced while the chunks arrived is finished (the chunks are already in place in one file, D88) →
 * size and SHA-256 checked → validated as media → published by handing the file to the object store.
 * Runs once per upload: the per-upload lock in process and, across processes, the `uploading →
 * assembling` conditional update, held as a lease when several API nodes share the uploads
 * (assembly-lease.ts). A repeated call after success answers the same result.
 */
export async function completeChunkUpload(
  deps: CompletionDeps,
  owner: string,
  uploadId: string,
): Promise<ChunkCompleteResponse> {
  await ownedSession(deps.sessions, uploadId, owner);
  return deps.mutex.run(uploadId, async () => {
    const session = await ownedSession(deps.sessions, uploadId, owner);
    if (session.status === 'completed') {
      const file = session.fileId ? await deps.files.find(session.fileId) : undefined;
      if (!file || file.expiresAt <= deps.now()) throw uploadNotFound();
      return answer(session, file, deps.tokens);
    }
    if (session.status === 'failed') throw failureOf(session.errorCode);

    const stored = await deps.sessions.listChunks(uploadId);
    const missing = missingChunks(session.totalChunks, stored);
    if (missing.length > 0) {
      throw new AppError(ERROR_CODES.UPLOAD_INCOMPLETE, `${missing.length} chunk(s) missing`, {
        missingChunks: missing,
      });
    }
    const lease = deps.sharedNodes
      ? await claimAssembly(deps.sessions, session, { now: deps.now })
      : await claimSoleAssembly(deps.sessions, uploadId, deps.now());
    if (!lease) throw busy();
    try {
      return await assemble(deps, session, () => lease.held());
    } finally {
      lease.release();
    }
  });
}

/** Under the lease: the file is finished, checked, validated and published, or the session says why not. */
async function assemble(
  deps: CompletionDeps,
  session: UploadSessionRecord,
  held: () => Promise<boolean>,
): Promise<ChunkCompleteResponse> {
  const { id: uploadId, owner } = session;
  /** The client must start over: chunks removed, the session remembers why (unless another node took over). */
  const fail = async (code: ErrorCode): Promise<void> => {
    if (!(await held())) return;
    await deps.workspace.removeUpload(uploadId);
    await deps.sessions.markFailed(uploadId, code, deps.now());
  };
  let file: StoredFileRecord;
  try {
    const staged = await deps.workspace.finishUpload(uploadId, session.fileSize);
    if (staged.size !== session.fileSize || (session.fileHash !== '' && staged.sha256 !== session.fileHash)) {
      await fail(ERROR_CODES.UPLOAD_HASH_MISMATCH);
      throw hashMismatch();
    }
    file = await deps.intake.accept(staged, { owner, fileName: session.fileName, uploadMethod: 'chunk' });
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODES.UNSUPPORTED_MEDIA) {
      await fail(ERROR_CODES.UNSUPPORTED_MEDIA);
    } else if (!(error instanceof AppError) && (await held())) {
      // An unexpected failure (disk, missing ffprobe): the chunks stay, so completing again may work,
      // unless the file went to the object store and did not come back (its record failed).
      if (await deps.workspace.hasUploadFile(uploadId)) {
        await deps.sessions.transition(uploadId, 'assembling', 'uploading', deps.now());
      } else {
        await fail(ERROR_CODES.UPLOAD_NOT_FOUND);
      }
    }
    throw error;
  }
  // Taken over meanwhile (this node stalled past the lease): the other completion answers; the file
  // published here has a record of its own and expires like any other.
  if (!(await held())) throw busy();
  await deps.sessions.markCompleted(uploadId, file.id, deps.now());
  await deps.workspace.removeUpload(uploadId);
  return answer(session, file, deps.tokens);
}
