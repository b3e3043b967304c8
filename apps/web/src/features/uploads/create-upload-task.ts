import { usesChunkedUpload } from '@mediaforge/shared';
import { cancelUpload } from './api/cancel-upload';
import { checkHealth } from './api/check-health';
import { completeUpload } from './api/complete-upload';
import { getUploadProgress } from './api/get-upload-progress';
import { initUpload } from './api/init-upload';
import { regularUpload } from './api/regular-upload';
import { uploadChunk } from './api/upload-chunk';
import { ChunkedUpload, type ChunkTransport } from './chunked-upload';
import { browserConnectivity } from './connectivity';
import { hashFile } from './hashing/hash-file';
import { RegularUploadTask } from './regular-upload-task';
import { createResumeStore } from './resume-store';
import { chunkedUploadThreshold } from './upload-config';
import type { UploadTask } from '../../lib/upload-task';

const transport: ChunkTransport = {
  init: initUpload,
  uploadChunk,
  progress: getUploadProgress,
  complete: completeUpload,
  cancel: cancelUpload,
  health: () => checkHealth(),
};

/** The upload of one file, chunked or in one request by its size (CC-9.01). */
export function createUploadTask(file: File, threshold: number = chunkedUploadThreshold): UploadTask {
  if (!usesChunkedUpload(file.size, threshold)) return new RegularUploadTask(file, regularUpload);
  return new ChunkedUpload(file, {
    transport,
    hashFile,
    resumeStore: createResumeStore(),
    connectivity: browserConnectivity,
  });
}
