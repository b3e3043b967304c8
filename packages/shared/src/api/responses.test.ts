import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  AccountsConfigResponse,
  AnonymousSessionResponse,
  BalanceResponse,
  CreditStatusResponse,
  DailyStatus,
  LimitsResponse,
} from '../accounts-api.js';
import { ERROR_CODES, type ApiErrorBody } from '../errors.js';
import type { ImportConfig } from '../imports.js';
import type { CancelJobResponse, ConvertResponse, JobResult, JobStatusResponse } from '../job-api.js';
import type { PricingResponse } from '../pricing.js';
import type { ProgressMetadata } from '../socket-events.js';
import type {
  ChunkCompleteResponse,
  ChunkInitResponse,
  ChunkProgressResponse,
  ChunkUploadResponse,
  MediaMetadata,
  RegularUploadResponse,
} from '../upload-api.js';
import * as api from './index.js';

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
/** true when the schema's parsed value and the interface accept exactly the same values. */
type Same<S extends z.ZodType, I> = [DeepReadonly<z.output<S>>] extends [DeepReadonly<I>]
  ? [DeepReadonly<I>] extends [DeepReadonly<z.output<S>>]
    ? true
    : false
  : false;

// Each line fails to compile when a schema and the interface the code is written against drift apart.
const sameShapes: readonly true[] = [
  true satisfies Same<typeof api.mediaMetadataSchema, MediaMetadata>,
  true satisfies Same<typeof api.chunkInitResponseSchema, ChunkInitResponse>,
  true satisfies Same<typeof api.chunkUploadResponseSchema, ChunkUploadResponse>,
  true satisfies Same<typeof api.chunkProgressResponseSchema, ChunkProgressResponse>,
  true satisfies Same<typeof api.chunkCompleteResponseSchema, ChunkCompleteResponse>,
  true satisfies Same<typeof api.regularUploadResponseSchema, RegularUploadResponse>,
  true satisfies Same<typeof api.progressMetadataSchema, ProgressMetadata>,
  true satisfies Same<typeof api.convertResponseSchema, ConvertResponse>,
  true satisfies Same<typeof api.jobResultSchema, JobResult>,
  true satisfies Same<typeof api.jobStatusResponseSchema, JobStatusResponse>,
  true satisfies Same<typeof api.cancelJobResponseSchema, CancelJobResponse>,
  true satisfies Same<typeof api.accountsConfigResponseSchema, AccountsConfigResponse>,
  true satisfies Same<typeof api.dailyStatusSchema, DailyStatus>,
  true satisfies Same<typeof api.anonymousSessionResponseSchema, AnonymousSessionResponse>,
  true satisfies Same<typeof api.limitsResponseSchema, LimitsResponse>,
  true satisfies Same<typeof api.balanceResponseSchema, BalanceResponse>,
  true satisfies Same<typeof api.creditStatusResponseSchema, CreditStatusResponse>,
  true satisfies Same<typeof api.pricingResponseSchema, PricingResponse>,
  true satisfies Same<typeof api.importConfigSchema, ImportConfig>,
];

describe('shared response schemas', () => {
  it('match the interfaces the server and the browser are written against', () => {
    expect(sameShapes.every(Boolean)).toBe(true);
  });

  it('register each named shape once, under a distinct component name', () => {
    const ids = (Object.values(api) as unknown[])
      .filter((value): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value)
      .map((schema) => api.apiSchemaRegistry.get(schema)?.id)
      .filter((id): id is string => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['ImportConfig', 'JobStatusResponse', 'ErrorBody']));
  });

  it('parse an enveloped answer and drop fields the contract does not name', () => {
    const envelope = api.apiSuccessSchema(api.importConfigSchema);
    const data = { url: true, googleDrive: false, dropbox: false, onedrive: true };
    expect(envelope.parse({ success: true, data: { ...data, extra: 1 } })).toEqual({ success: true, data });
    expect(envelope.safeParse({ success: false, data }).success).toBe(false);
  });

  it('accept every error code in an error body and refuse an unknown one', () => {
    const body: ApiErrorBody = { code: ERROR_CODES.NOT_FOUND, message: 'Not found', context: { id: 'x' } };
    expect(api.apiErrorBodySchema.parse(body)).toEqual(body);
    expect(api.apiErrorBodySchema.safeParse({ code: 'NOPE', message: 'x' }).success).toBe(false);
  });

  it('read a job status with a null result and ISO times', () => {
    const status = {
      jobId: 'j1',
      jobType: 'conversion',
      status: 'running',
      progress: 42.5,
      phase: 'processing',
      message: 'Converting…',
      metadata: {},
      result: null,
      error: null,
      batchTaskId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:01.000Z',
      startedAt: '2026-01-01T00:00:00.500Z',
      finishedAt: null,
    };
    expect(api.jobStatusResponseSchema.parse(status)).toEqual(status);
    expect(api.jobStatusResponseSchema.safeParse({ ...status, progress: 101 }).success).toBe(false);
  });
});
