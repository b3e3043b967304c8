import {
  REGULAR_UPLOAD_FIELD_NAME,
  REGULAR_UPLOAD_TIMEOUT_MS,
  regularUploadResponseSchema,
  UPLOAD_PATHS,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiUpload } from '../../../lib/api-client';

/** POST /api/files/v2/upload/, multipart field `file`, 10-minute timeout (CC-7.08). */
export function regularUpload(
  file: Blob,
  fileName: string,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (loaded: number) => void } = {},
): Promise<RegularUploadResponse> {
  const form = new FormData();
  form.append(REGULAR_UPLOAD_FIELD_NAME, file, fileName);
  return apiUpload(
    {
      path: UPLOAD_PATHS.regular,
      form,
      timeoutMs: REGULAR_UPLOAD_TIMEOUT_MS,
      ...options,
      visitor: pageVisitor,
    },
    regularUploadResponseSchema,
  );
}
