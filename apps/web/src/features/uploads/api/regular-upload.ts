import {
  REGULAR_UPLOAD_FIELD_NAME,
  REGULAR_UPLOAD_TIMEOUT_MS,
  UPLOAD_PATHS,
  type MediaMetadata,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { read } from '../../../lib/read-envelope';
import { postMultipart } from '../../../lib/upload-http';

export function parseRegularData(data: unknown): RegularUploadResponse | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const fileId = read.string(d, 'fileId');
  const fileName = read.string(d, 'fileName');
  const fileSize = read.number(d, 'fileSize');
  if (fileId === undefined || fileName === undefined || fileSize === undefined) return undefined;
  return {
    fileId,
    fileName,
    fileSize,
    mimeType: read.string(d, 'mimeType') ?? '',
    accessToken: read.string(d, 'accessToken') ?? '',
    downloadUrl: read.string(d, 'downloadUrl') ?? '',
    s3Key: read.string(d, 's3Key') ?? '',
    filePath: read.string(d, 'filePath') ?? '',
    status: 'completed',
    uploadMethod: 'regular',
    metadata: (read.record(d.metadata) ?? {}) as unknown as MediaMetadata,
  };
}

/** POST /api/files/v2/upload/, multipart field `file`, 10-minute timeout (CC-7.08). */
export function regularUpload(
  file: Blob,
  fileName: string,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (loaded: number) => void } = {},
): Promise<RegularUploadResponse> {
  const form = new FormData();
  form.append(REGULAR_UPLOAD_FIELD_NAME, file, fileName);
  return postMultipart(
    { path: UPLOAD_PATHS.regular, form, timeoutMs: REGULAR_UPLOAD_TIMEOUT_MS, ...options },
    parseRegularData,
  );
}
