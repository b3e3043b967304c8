/** Answers of the job endpoints (job-api.ts holds their paths and the request schema). */
import { z } from 'zod';
import { JOB_TYPES } from '../job-api.js';
import { JOB_PHASES, JOB_STATUSES } from '../jobs.js';
import { countSchema, isoTimeSchema, named } from './registry.js';

export const jobStatusSchema = z.enum(JOB_STATUSES);
export const jobTypeSchema = z.enum(JOB_TYPES);

/** Sizes a progress report may carry (socket-events.ts ProgressMetadata). */
export const progressMetadataSchema = named(
  'ProgressMetadata',
  z.object({
    outputSize: countSchema.optional(),
    fileSize: countSchema.optional(),
    compressedSize: countSchema.optional(),
    totalSize: countSchema.optional(),
  }),
);

/** POST /api/files/{fileId}/convert/{format} (202). */
export const convertResponseSchema = named(
  'ConvertResponse',
  z.object({
    jobId: z.string(),
    /** Seconds, a rough guess. */
    estimatedTime: z.number().int().min(1),
    jobType: jobTypeSchema,
    inputMetadata: z.object({
      duration: z.number().nullable(),
      width: countSchema.nullable(),
      height: countSchema.nullable(),
      codec: z.string().nullable(),
    }),
    status: jobStatusSchema,
    batchTaskId: z.string().optional(),
    warnings: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
);

/** GET /api/jobs/{jobId}/result, and `result` of a completed job's status. */
export const jobResultSchema = named(
  'JobResult',
  z.object({
    fileId: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    totalSize: countSchema,
    fileSize: countSchema,
    originalSize: countSchema,
    compressedSize: countSchema.optional(),
    downloadToken: z.string(),
    downloadUrl: z.string(),
    /** Epoch milliseconds after which the result is swept. */
    expiresAt: z.number().int(),
    results: z.array(z.object({ fileId: z.string(), downloadToken: z.string() })),
  }),
);

/** GET /api/jobs/{jobId}. */
export const jobStatusResponseSchema = named(
  'JobStatusResponse',
  z.object({
    jobId: z.string(),
    jobType: jobTypeSchema,
    status: jobStatusSchema,
    progress: z.number().min(0).max(100),
    phase: z.enum(JOB_PHASES),
    message: z.string(),
    metadata: progressMetadataSchema,
    result: jobResultSchema.nullable(),
    error: z.string().nullable(),
    batchTaskId: z.string().nullable(),
    createdAt: isoTimeSchema,
    updatedAt: isoTimeSchema,
    startedAt: isoTimeSchema.nullable(),
    finishedAt: isoTimeSchema.nullable(),
  }),
);

/** POST /api/jobs/{jobId}/cancel. */
export const cancelJobResponseSchema = named(
  'CancelJobResponse',
  z.object({ jobId: z.string(), status: jobStatusSchema }),
);
