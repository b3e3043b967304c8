import { ERROR_CODES, UPLOAD_ERROR_MESSAGES, type ChunkUploadResponse } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type {
  UploadSessionRecord,
  UploadSessionsRepository,
} from '../../repositories/database/upload-sessions.repository.js';

/** Pure rules of a chunked upload session (converter-compressor.md §3, §4, §7; docs/decisions.md D17). */

export const uploadNotFound = (context?: Record<string, unknown>): AppError =>
  new AppError(ERROR_CODES.UPLOAD_NOT_FOUND, UPLOAD_ERROR_MESSAGES.uploadNotFound, context);

/**
 * The session when it exists and belongs to `owner`; another owner's session answers exactly like a
 * missing one, so ids cannot be probed.
 */
export async function ownedSession(
  sessions: UploadSessionsRepository,
  uploadId: string,
  owner: string,
): Promise<UploadSessionRecord> {
  const session = await sessions.find(uploadId);
  if (!session || session.owner !== owner) throw uploadNotFound();
  return session;
}

/** Every chunk is chunkSize bytes except the last: fileSize − (totalChunks − 1) · chunkSize. */
export function expectedChunkSize(
  session: Pick<UploadSessionRecord, 'fileSize' | 'chunkSize' | 'totalChunks'>,
  n: number,
): number {
  return n === session.totalChunks - 1
    ? session.fileSize - (session.totalChunks - 1) * session.chunkSize
    : session.chunkSize;
}

/** Chunk numbers are 0-based: 0 … totalChunks − 1 (D17). */
export function isChunkNumberInRange(n: number, totalChunks: number): boolean {
  return Number.isSafeInteger(n) && n >= 0 && n < totalChunks;
}

export function allChunks(totalChunks: number): number[] {
  return Array.from({ length: totalChunks }, (_, i) => i);
}

export function missingChunks(totalChunks: number, stored: readonly number[]): number[] {
  const have = new Set(stored);
  return allChunks(totalChunks).filter((i) => !have.has(i));
}

/** Percent of chunks durably stored, rounded down so 100 means every chunk is stored. */
export function progressOf(totalChunks: number, stored: readonly number[]): ChunkUploadResponse {
  const missing = missingChunks(totalChunks, stored);
  return {
    progress: Math.floor(((totalChunks - missing.length) * 100) / totalChunks),
    nextChunk: missing[0] ?? null,
    isComplete: missing.length === 0,
  };
}
