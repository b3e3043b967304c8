import { UPLOAD_PATHS, type ChunkCompleteResponse, type MediaMetadata } from '@mediaforge/shared';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

export function parseCompleteData(data: unknown): ChunkCompleteResponse | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const uploadId = read.string(d, 'uploadId');
  const fileId = read.string(d, 'fileId');
  const fileName = read.string(d, 'fileName');
  const fileSize = read.number(d, 'fileSize');
  if (uploadId === undefined || fileId === undefined || fileName === undefined || fileSize === undefined) {
    return undefined;
  }
  return {
    uploadId,
    fileId,
    fileName,
    fileSize,
    mimeType: read.string(d, 'mimeType') ?? '',
    filePath: read.string(d, 'filePath') ?? '',
    status: 'completed',
    uploadMethod: 'chunk',
    // Probe facts are passed through for the conversion issue; nothing here reads them yet.
    metadata: (read.record(d.metadata) ?? {}) as unknown as MediaMetadata,
  };
}

/**
 * POST /api/files/chunk/complete/{uploadId} (CC-7.05): the server assembles and checks the file. The
 * caller owns the per-attempt timeout (complete-with-retries.ts), so this takes only a signal.
 */
export function completeUpload(uploadId: string, signal?: AbortSignal): Promise<ChunkCompleteResponse> {
  return requestJson(
    {
      method: 'POST',
      path: UPLOAD_PATHS.complete(encodeURIComponent(uploadId)),
      ...(signal ? { signal } : {}),
    },
    parseCompleteData,
  );
}
