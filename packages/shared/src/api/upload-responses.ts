/** Answers of the upload endpoints (upload-api.ts holds their paths and the request schema). */
import { z } from 'zod';
import { countSchema, named } from './registry.js';

export const mediaMetadataSchema = named(
  'MediaMetadata',
  z.object({
    container: z.string(),
    duration: z.number().nullable(),
    width: countSchema.nullable(),
    height: countSchema.nullable(),
    videoCodec: z.string().nullable(),
    audioCodec: z.string().nullable(),
    hasVideo: z.boolean(),
    hasAudio: z.boolean(),
  }),
);

/** POST /api/files/chunk/init. */
export const chunkInitResponseSchema = named(
  'ChunkInitResponse',
  z.object({
    uploadId: z.string(),
    chunkSize: countSchema,
    totalChunks: countSchema,
    uploadedChunks: z.array(countSchema),
  }),
);

/** POST /api/files/chunk/upload/{uploadId}/{chunkNumber}. */
export const chunkUploadResponseSchema = named(
  'ChunkUploadResponse',
  z.object({
    progress: z.number().min(0).max(100),
    nextChunk: countSchema.nullable(),
    isComplete: z.boolean(),
  }),
);

/** GET /api/files/chunk/progress/{uploadId}. */
export const chunkProgressResponseSchema = named(
  'ChunkProgressResponse',
  z.object({
    uploadId: z.string(),
    totalChunks: countSchema,
    chunkSize: countSchema,
    fileSize: countSchema,
    uploadedChunks: z.array(countSchema),
    missingChunks: z.array(countSchema),
    progress: z.number().min(0).max(100),
  }),
);

const storedFile = {
  fileId: z.string(),
  fileName: z.string(),
  fileSize: countSchema,
  mimeType: z.string(),
  /** Opaque storage path of the file (never a filesystem path). */
  filePath: z.string(),
  status: z.literal('completed'),
  metadata: mediaMetadataSchema,
};

/** POST /api/files/chunk/complete/{uploadId}. */
export const chunkCompleteResponseSchema = named(
  'ChunkCompleteResponse',
  z.object({
    uploadId: z.string(),
    ...storedFile,
    uploadMethod: z.literal('chunk'),
    accessToken: z.string().optional(),
    downloadUrl: z.string().optional(),
  }),
);

/** DELETE /api/files/chunk/{uploadId}. */
export const chunkCancelResponseSchema = named(
  'ChunkCancelResponse',
  z.object({ uploadId: z.string(), cancelled: z.boolean() }),
);

/** POST /api/files/v2/upload/. */
export const regularUploadResponseSchema = named(
  'RegularUploadResponse',
  z.object({
    ...storedFile,
    accessToken: z.string(),
    downloadUrl: z.string(),
    s3Key: z.string(),
    uploadMethod: z.literal('regular'),
  }),
);
