import { UPLOAD_PATHS, type ChunkInitRequest, type ChunkInitResponse } from '@mediaforge/shared';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

export function parseInitData(data: unknown): ChunkInitResponse | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const uploadId = read.string(d, 'uploadId');
  const chunkSize = read.number(d, 'chunkSize');
  const totalChunks = read.number(d, 'totalChunks');
  const uploadedChunks = read.chunkList(d, 'uploadedChunks');
  if (uploadId === undefined || chunkSize === undefined || totalChunks === undefined) return undefined;
  if (uploadedChunks === undefined || chunkSize <= 0 || totalChunks < 1) return undefined;
  return { uploadId, chunkSize, totalChunks, uploadedChunks };
}

/** POST /api/files/chunk/init (CC-7.01, CC-7.02). */
export function initUpload(body: ChunkInitRequest, signal?: AbortSignal): Promise<ChunkInitResponse> {
  return requestJson(
    { method: 'POST', path: UPLOAD_PATHS.init, body, ...(signal ? { signal } : {}) },
    parseInitData,
  );
}
