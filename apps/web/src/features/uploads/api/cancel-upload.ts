import { API_TIMEOUT_MS, UPLOAD_PATHS } from '@mediaforge/shared';
import { requestJson } from '../../../lib/upload-http';

/** DELETE /api/files/chunk/{uploadId} (CC-7.06): the server drops the session and its chunks. */
export async function cancelUpload(uploadId: string): Promise<void> {
  await requestJson(
    { method: 'DELETE', path: UPLOAD_PATHS.cancel(encodeURIComponent(uploadId)), timeoutMs: API_TIMEOUT_MS },
    () => true,
  );
}
