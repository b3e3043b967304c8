import { chunkProgressResponseSchema, UPLOAD_PATHS, type ChunkProgressResponse } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';

/** GET /api/files/chunk/progress/{uploadId} (CC-7.04): what the server holds, what is missing. */
export function getUploadProgress(uploadId: string, signal?: AbortSignal): Promise<ChunkProgressResponse> {
  return apiData(
    { path: UPLOAD_PATHS.progress(encodeURIComponent(uploadId)), signal, visitor: pageVisitor },
    chunkProgressResponseSchema,
  );
}
