import { API_TIMEOUT_MS, chunkCancelResponseSchema, UPLOAD_PATHS } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';

/** DELETE /api/files/chunk/{uploadId} (CC-7.06): the server drops the session and its chunks. */
export async function cancelUpload(uploadId: string): Promise<void> {
  await apiData(
    {
      method: 'DELETE',
      path: UPLOAD_PATHS.cancel(encodeURIComponent(uploadId)),
      timeoutMs: API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    // An empty 204 is an answer too.
    chunkCancelResponseSchema.optional(),
  );
}
