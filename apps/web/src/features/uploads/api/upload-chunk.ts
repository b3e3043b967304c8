import {
  CHUNK_FIELD_NAME,
  chunkUploadResponseSchema,
  UPLOAD_PATHS,
  type ChunkUploadResponse,
} from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiUpload } from '../../../lib/api-client';

/**
 * How long one chunk may take. The spec names no chunk timeout; 2 minutes lets a 5 MB chunk through at
 * ~350 kbit/s and still notices a stalled connection (docs/decisions.md).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export interface ChunkRequest {
  readonly uploadId: string;
  /** 0-based. */
  readonly chunkNumber: number;
  readonly chunk: Blob;
  readonly signal?: AbortSignal;
  readonly onProgress?: (loaded: number) => void;
}

/** POST /api/files/chunk/upload/{uploadId}/{chunkNumber}, multipart field `chunk` (CC-7.03). */
export function uploadChunk({
  uploadId,
  chunkNumber,
  chunk,
  signal,
  onProgress,
}: ChunkRequest): Promise<ChunkUploadResponse> {
  const form = new FormData();
  form.append(CHUNK_FIELD_NAME, chunk, 'chunk');
  return apiUpload(
    {
      path: UPLOAD_PATHS.chunk(encodeURIComponent(uploadId), chunkNumber),
      form,
      timeoutMs: CHUNK_TIMEOUT_MS,
      signal,
      onProgress,
      visitor: pageVisitor,
    },
    chunkUploadResponseSchema,
  );
}
