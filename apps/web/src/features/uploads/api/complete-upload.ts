import { chunkCompleteResponseSchema, UPLOAD_PATHS, type ChunkCompleteResponse } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';

/**
 * POST /api/files/chunk/complete/{uploadId} (CC-7.05): the server assembles and checks the file. The
 * caller owns the per-attempt timeout (complete-with-retries.ts), so this takes only a signal.
 */
export function completeUpload(uploadId: string, signal?: AbortSignal): Promise<ChunkCompleteResponse> {
  return apiData(
    {
      method: 'POST',
      path: UPLOAD_PATHS.complete(encodeURIComponent(uploadId)),
      signal,
      visitor: pageVisitor,
    },
    chunkCompleteResponseSchema,
  );
}
