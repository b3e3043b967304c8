/**
 * Component schemas of /api/openapi.json (JSON Schema 2020-12, as OpenAPI 3.1 uses). Request bodies come
 * from the shared zod schemas the server validates with (z.toJSONSchema); answers are written out by
 * hand from the TypeScript interfaces of packages/shared (upload-api.ts, job-api.ts, socket-events.ts).
 */
import {
  chunkInitRequestSchema,
  convertRequestSchema,
  ERROR_CODES,
  JOB_PHASES,
  JOB_STATUSES,
  JOB_TYPES,
  TIERS,
} from '@mediaforge/shared';
import { z } from 'zod';

type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer', minimum: 0 };
const num: Schema = { type: 'number' };
const bool: Schema = { type: 'boolean' };
const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const dateTime: Schema = { type: 'string', format: 'date-time' };

/** An object whose listed properties are all required except those in `optional`. */
function object(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
  };
}

function fromZod(schema: z.ZodType): Schema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Schema;
  return rest;
}

const mediaMetadata = object({
  container: str,
  duration: nullable(num),
  width: nullable(int),
  height: nullable(int),
  videoCodec: nullable(str),
  audioCodec: nullable(str),
  hasVideo: bool,
  hasAudio: bool,
});

const progressMetadata = object({ outputSize: int, fileSize: int, compressedSize: int, totalSize: int }, [
  'outputSize',
  'fileSize',
  'compressedSize',
  'totalSize',
]);

const jobResult = object(
  {
    fileId: str,
    fileName: str,
    mimeType: str,
    totalSize: int,
    fileSize: int,
    originalSize: int,
    compressedSize: int,
    downloadToken: str,
    downloadUrl: str,
    expiresAt: { type: 'integer', description: 'Epoch milliseconds' },
    results: arrayOf(object({ fileId: str, downloadToken: str })),
  },
  ['compressedSize'],
);

const uploadCommon = {
  fileId: str,
  fileName: str,
  fileSize: int,
  mimeType: str,
  metadata: ref('MediaMetadata'),
};

export const OPENAPI_SCHEMAS: Readonly<Record<string, Schema>> = {
  ErrorBody: object(
    { code: { type: 'string', enum: Object.values(ERROR_CODES) }, message: str, context: { type: 'object' } },
    ['context'],
  ),
  MediaMetadata: mediaMetadata,
  ProgressMetadata: progressMetadata,
  Health: object({ status: str, database: str, version: str, uptimeSeconds: int }),
  LimitsResponse: object({
    tier: { enum: [...TIERS] },
    maxFileSize: int,
    maxFilesPerUpload: int,
    dailyCredits: nullable(int),
  }),
  Platforms: object({ platforms: arrayOf(object({ name: str, enabled: bool })) }),
  ImportConfig: object({ url: bool, googleDrive: bool, dropbox: bool, onedrive: bool }),
  ChunkInitRequest: fromZod(chunkInitRequestSchema),
  ChunkInitResponse: object({
    uploadId: str,
    chunkSize: int,
    totalChunks: int,
    uploadedChunks: arrayOf(int),
  }),
  ChunkUploadResponse: object({ progress: num, nextChunk: nullable(int), isComplete: bool }),
  ChunkProgressResponse: object({
    uploadId: str,
    totalChunks: int,
    chunkSize: int,
    fileSize: int,
    uploadedChunks: arrayOf(int),
    missingChunks: arrayOf(int),
    progress: num,
  }),
  ChunkCompleteResponse: object(
    {
      uploadId: str,
      ...uploadCommon,
      filePath: str,
      status: { const: 'completed' },
      uploadMethod: { const: 'chunk' },
      accessToken: str,
      downloadUrl: str,
    },
    ['accessToken', 'downloadUrl'],
  ),
  ChunkCancelResponse: object({ uploadId: str, cancelled: bool }),
  RegularUploadResponse: object({
    ...uploadCommon,
    accessToken: str,
    downloadUrl: str,
    s3Key: str,
    filePath: str,
    status: { const: 'completed' },
    uploadMethod: { const: 'regular' },
  }),
  ConvertRequest: fromZod(convertRequestSchema),
  ConvertResponse: object(
    {
      jobId: str,
      estimatedTime: { type: 'integer', minimum: 1, description: 'Seconds, a rough guess' },
      jobType: { enum: [...JOB_TYPES] },
      inputMetadata: object({
        duration: nullable(num),
        width: nullable(int),
        height: nullable(int),
        codec: nullable(str),
      }),
      status: { enum: [...JOB_STATUSES] },
      batchTaskId: str,
      warnings: arrayOf(object({ field: str, message: str })),
    },
    ['batchTaskId'],
  ),
  JobResult: jobResult,
  JobStatusResponse: object({
    jobId: str,
    jobType: { enum: [...JOB_TYPES] },
    status: { enum: [...JOB_STATUSES] },
    progress: { type: 'number', minimum: 0, maximum: 100 },
    phase: { enum: [...JOB_PHASES] },
    message: str,
    metadata: ref('ProgressMetadata'),
    result: nullable(ref('JobResult')),
    error: nullable(str),
    batchTaskId: nullable(str),
    createdAt: dateTime,
    updatedAt: dateTime,
    startedAt: nullable(dateTime),
    finishedAt: nullable(dateTime),
  }),
  CancelJobResponse: object({ jobId: str, status: { enum: [...JOB_STATUSES] } }),
};
