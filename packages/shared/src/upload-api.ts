/**
 * The wire contract of the upload endpoints (converter-compressor.md §7 "Own server: upload"), shared by
 * the server (validates requests, shapes answers) and the browser client. Every success answer is
 * `{ success: true, data }`; every failure is `{ code, message, context? }` (errors.ts).
 * Chunk numbers are 0-based: 0 … totalChunks − 1.
 */
import { z } from 'zod';

export const UPLOAD_PATHS = {
  init: '/api/files/chunk/init',
  chunk: (uploadId: string, chunkNumber: number) => `/api/files/chunk/upload/${uploadId}/${chunkNumber}`,
  progress: (uploadId: string) => `/api/files/chunk/progress/${uploadId}`,
  complete: (uploadId: string) => `/api/files/chunk/complete/${uploadId}`,
  cancel: (uploadId: string) => `/api/files/chunk/${uploadId}`,
  regular: '/api/files/v2/upload/',
  health: '/api/health',
} as const;

/** A SHA-256 in lower-case hex, or empty when the browser could not hash (CC §7). */
export const fileHashSchema = z.union([z.literal(''), z.string().regex(/^[0-9a-fA-F]{64}$/)]);

/** POST /api/files/chunk/init body. */
export const chunkInitRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(1024),
  fileSize: z.number().int().positive(),
  mimeType: z.string().max(255).default(''),
  fileHash: fileHashSchema.default(''),
});
export type ChunkInitRequest = z.input<typeof chunkInitRequestSchema>;

export interface ChunkInitResponse {
  readonly uploadId: string;
  readonly chunkSize: number;
  readonly totalChunks: number;
  /** Chunks already stored (non-empty only when an existing session is resumed). */
  readonly uploadedChunks: readonly number[];
}

/** POST /api/files/chunk/upload/{uploadId}/{chunkNumber} answer. */
export interface ChunkUploadResponse {
  /** Percent of chunks durably stored, 0–100. */
  readonly progress: number;
  /** The lowest chunk number not yet stored, or null when all are. */
  readonly nextChunk: number | null;
  readonly isComplete: boolean;
}

/** GET /api/files/chunk/progress/{uploadId} answer. */
export interface ChunkProgressResponse {
  readonly uploadId: string;
  readonly totalChunks: number;
  readonly chunkSize: number;
  readonly fileSize: number;
  readonly uploadedChunks: readonly number[];
  readonly missingChunks: readonly number[];
  readonly progress: number;
}

/** Probe facts of a stored media file. */
export interface MediaMetadata {
  readonly container: string;
  readonly duration: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly videoCodec: string | null;
  readonly audioCodec: string | null;
  readonly hasVideo: boolean;
  readonly hasAudio: boolean;
}

/** POST /api/files/chunk/complete/{uploadId} answer (CC §3 "Upload result"). */
export interface ChunkCompleteResponse {
  readonly uploadId: string;
  readonly fileId: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  /** Opaque storage path of the file (never a filesystem path). */
  readonly filePath: string;
  readonly status: 'completed';
  readonly uploadMethod: 'chunk';
  readonly metadata: MediaMetadata;
  /** Signed, expiring download token of the stored file (as in the regular upload's answer). */
  readonly accessToken?: string;
  /** `/api/files/download/{fileId}?token=…`. */
  readonly downloadUrl?: string;
}

/** POST /api/files/v2/upload/ answer `data` (CC §7). */
export interface RegularUploadResponse {
  readonly fileId: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly accessToken: string;
  readonly downloadUrl: string;
  readonly s3Key: string;
  /** As in the chunked answer (CC §3 "Upload result"): the opaque storage path, and the file's state. */
  readonly filePath: string;
  readonly status: 'completed';
  readonly uploadMethod: 'regular';
  readonly metadata: MediaMetadata;
}

export interface ApiSuccess<T> {
  readonly success: true;
  readonly data: T;
}
