import { UPLOAD_PATHS, type ChunkProgressResponse } from '@mediaforge/shared';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

export function parseProgressData(data: unknown): ChunkProgressResponse | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const uploadId = read.string(d, 'uploadId');
  const totalChunks = read.number(d, 'totalChunks');
  const chunkSize = read.number(d, 'chunkSize');
  const fileSize = read.number(d, 'fileSize');
  const uploadedChunks = read.chunkList(d, 'uploadedChunks');
  const missingChunks = d.missingChunks === undefined ? undefined : read.chunkList(d, 'missingChunks');
  const progress = read.number(d, 'progress');
  if (uploadId === undefined || totalChunks === undefined || missingChunks === undefined) return undefined;
  if (chunkSize === undefined || fileSize === undefined || uploadedChunks === undefined) return undefined;
  return {
    uploadId,
    totalChunks,
    chunkSize,
    fileSize,
    uploadedChunks,
    missingChunks,
    progress: progress ?? 0,
  };
}

/** GET /api/files/chunk/progress/{uploadId} (CC-7.04): what the server holds, what is missing. */
export function getUploadProgress(uploadId: string, signal?: AbortSignal): Promise<ChunkProgressResponse> {
  return requestJson(
    {
      method: 'GET',
      path: UPLOAD_PATHS.progress(encodeURIComponent(uploadId)),
      ...(signal ? { signal } : {}),
    },
    parseProgressData,
  );
}
