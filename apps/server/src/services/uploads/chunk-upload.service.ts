import {
  CHUNK_FIELD_NAME,
  chunkSizeFor,
  ERROR_CODES,
  fileTooLargeMessage,
  totalChunksFor,
  UPLOAD_ERROR_MESSAGES,
  type ChunkCompleteResponse,
  type ChunkInitResponse,
  type ChunkProgressResponse,
  type ChunkUploadResponse,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { UploadSessionsRepository } from '../../repositories/database/upload-sessions.repository.js';
import type { UploadWorkspace } from '../../repositories/storage/upload-workspace.repository.js';
import { completeChunkUpload, type CompletionDeps } from './chunk-complete.js';
import { createChunkWrites } from './chunk-writes.js';
import { sanitizeFileName } from '../file-name.js';
import { drainPart, onByteLimit, openField, type IncomingPart, type OpenPart } from './incoming-part.js';
import type { KeyedMutex } from '../keyed-mutex.js';
import type { LimitsService } from '../limits.service.js';
import { ownerKey, type Owner } from '../owner.js';
import { randomId } from '../random-id.js';
import {
  allChunks,
  expectedChunkSize,
  isChunkNumberInRange,
  missingChunks,
  ownedSession,
  progressOf,
  uploadNotFound,
} from './upload-session-rules.js';

export interface ChunkUploadDeps extends CompletionDeps {
  readonly sessions: UploadSessionsRepository;
  readonly workspace: UploadWorkspace;
  readonly limits: LimitsService;
  readonly mutex: KeyedMutex;
  readonly uploadSessionTtlMs: number;
  readonly now: () => number;
}

export interface ChunkInitInput {
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly fileHash: string;
}

/** The chunked, resumable upload (converter-compressor.md §4 "Chunked upload", §7; DESIGN.md §5). */
export interface ChunkUploadService {
  init(owner: Owner, input: ChunkInitInput): Promise<ChunkInitResponse>;
  receiveChunk(
    owner: Owner,
    uploadId: string,
    chunkNumber: number,
    openPart: OpenPart,
  ): Promise<ChunkUploadResponse>;
  progress(owner: Owner, uploadId: string): Promise<ChunkProgressResponse>;
  complete(owner: Owner, uploadId: string): Promise<ChunkCompleteResponse>;
  cancel(owner: Owner, uploadId: string): Promise<{ uploadId: string; cancelled: true }>;
}

const busy = (): AppError => new AppError(ERROR_CODES.UPLOAD_BUSY, UPLOAD_ERROR_MESSAGES.uploadBusy);

const chunkInvalid = (message: string, context: Record<string, unknown>): AppError =>
  new AppError(ERROR_CODES.UPLOAD_CHUNK_INVALID, message, context);

export function createChunkUploadService(deps: ChunkUploadDeps): ChunkUploadService {
  const { sessions, workspace, mutex } = deps;
  const writes = createChunkWrites();

  /** Under the upload's lock: record the written chunk unless the session moved on or it is already there. */
  async function commit(uploadId: string, n: number, size: number): Promise<void> {
    await mutex.run(uploadId, async () => {
      const current = await sessions.find(uploadId);
      if (current?.status !== 'uploading' || (await sessions.hasChunk(current.id, n))) {
        if (!current) await workspace.removeUpload(uploadId);
        if (current?.status === 'uploading') return; // already stored: a no-op
        throw current ? busy() : uploadNotFound();
      }
      await sessions.addChunk(current.id, n, size, deps.now());
      // Every stored chunk, not only this one: after a restart the hash picks up the earlier ones too.
      const spans = (await sessions.listChunks(uploadId)).map((stored) => ({
        offset: stored * current.chunkSize,
        length: expectedChunkSize(current, stored),
      }));
      workspace.chunksStored(uploadId, spans);
    });
  }

  /** After a refused chunk: an upload with nothing stored and nothing being written keeps no file. */
  async function dropIfEmpty(uploadId: string): Promise<void> {
    await mutex.run(uploadId, async () => {
      if (writes.busy(uploadId) || (await sessions.listChunks(uploadId)).length > 0) return;
      await workspace.discardEmptyUpload(uploadId);
    });
  }

  /** Writes chunk `n` in place; undefined when it was already stored (a re-sent chunk is not rewritten). */
  async function write(uploadId: string, n: number, offset: number, part: IncomingPart, expected: number) {
    const release = await writes.claim(uploadId, n);
    let refused = false;
    try {
      if (await sessions.hasChunk(uploadId, n)) return drainPart(part);
      const sink = await mutex.run(uploadId, () => workspace.openChunk(uploadId, offset, expected));
      const size = await sink.fill(part.stream).catch((error: unknown) => {
        refused = true;
        throw error;
      });
      if (size !== expected) {
        refused = true;
        return size;
      }
      await commit(uploadId, n, size);
      return size;
    } finally {
      release();
      if (refused) await dropIfEmpty(uploadId).catch(() => undefined);
    }
  }

  return {
    async init(owner, input) {
      deps.limits.assertFormatAllowed(owner, input.fileName);
      const limits = deps.limits.limitsFor(owner);
      if (input.fileSize > limits.maxFileSize) {
        throw new AppError(ERROR_CODES.FILE_TOO_LARGE, fileTooLargeMessage(limits.maxFileSize), {
          maxFileSize: limits.maxFileSize,
          fileSize: input.fileSize,
        });
      }
      const key = ownerKey(owner);
      const fileName = sanitizeFileName(input.fileName);
      const fileHash = input.fileHash.toLowerCase();
      // Serialised per owner so two parallel inits cannot both slip under the session limit.
      return mutex.run(`owner:${key}`, async () => {
        const now = deps.now();
        const activeSince = now - deps.uploadSessionTtlMs;
        const existing = fileHash
          ? await sessions.findResumable(key, fileName, input.fileSize, fileHash)
          : undefined;
        if (existing && existing.updatedAt > activeSince) {
          await sessions.touch(existing.id, now);
          const { id: uploadId, chunkSize, totalChunks } = existing;
          return { uploadId, chunkSize, totalChunks, uploadedChunks: await sessions.listChunks(uploadId) };
        }
        if ((await sessions.countUnfinished(key, activeSince)) >= limits.maxFilesPerUpload) {
          throw new AppError(ERROR_CODES.TOO_MANY_UPLOADS, UPLOAD_ERROR_MESSAGES.tooManyUploads, {
            maxFilesPerUpload: limits.maxFilesPerUpload,
          });
        }
        const chunkSize = chunkSizeFor(input.fileSize);
        const session = {
          id: randomId(),
          owner: key,
          fileName,
          fileSize: input.fileSize,
          mimeType: input.mimeType,
          fileHash,
          chunkSize,
          totalChunks: totalChunksFor(input.fileSize, chunkSize),
          createdAt: now,
        };
        await sessions.create(session);
        return { uploadId: session.id, chunkSize, totalChunks: session.totalChunks, uploadedChunks: [] };
      });
    },

    async receiveChunk(owner, uploadId, chunkNumber, openPart) {
      const session = await ownedSession(sessions, uploadId, ownerKey(owner));
      if (session.status === 'completed')
        return progressOf(session.totalChunks, allChunks(session.totalChunks));
      if (session.status === 'failed') throw uploadNotFound({ status: 'failed' });
      if (session.status === 'assembling') throw busy();
      if (!isChunkNumberInRange(chunkNumber, session.totalChunks)) {
        throw chunkInvalid(`Chunk number must be 0 to ${session.totalChunks - 1}`, {
          chunkNumber,
          totalChunks: session.totalChunks,
        });
      }
      const expected = expectedChunkSize(session, chunkNumber);
      const wrongSize = (receivedSize?: number) =>
        chunkInvalid(`Chunk ${chunkNumber} must be ${expected} bytes`, {
          chunkNumber,
          expectedSize: expected,
          ...(receivedSize === undefined ? {} : { receivedSize }),
        });
      const offset = chunkNumber * session.chunkSize;
      const size = await onByteLimit(async () => {
        const part = await openField(openPart, CHUNK_FIELD_NAME, expected);
        return write(uploadId, chunkNumber, offset, part, expected);
      }, wrongSize);
      if (size !== undefined && size !== expected) throw wrongSize(size);
      return progressOf(session.totalChunks, await sessions.listChunks(uploadId));
    },

    async progress(owner, uploadId) {
      const session = await ownedSession(sessions, uploadId, ownerKey(owner));
      if (session.status === 'failed') throw uploadNotFound({ status: 'failed' });
      const stored =
        session.status === 'completed' ? allChunks(session.totalChunks) : await sessions.listChunks(uploadId);
      const { chunkSize, totalChunks, fileSize } = session;
      return {
        uploadId,
        totalChunks,
        chunkSize,
        fileSize,
        uploadedChunks: stored,
        missingChunks: missingChunks(totalChunks, stored),
        progress: progressOf(totalChunks, stored).progress,
      };
    },

    complete: (owner, uploadId) => completeChunkUpload(deps, ownerKey(owner), uploadId),

    async cancel(owner, uploadId) {
      await ownedSession(sessions, uploadId, ownerKey(owner));
      await mutex.run(uploadId, async () => {
        // Row first: a crash in between leaves an orphan directory (swept), never a row without its chunks.
        await sessions.delete(uploadId);
        await workspace.removeUpload(uploadId);
      });
      return { uploadId, cancelled: true };
    },
  };
}
