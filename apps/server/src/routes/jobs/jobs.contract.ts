import {
  BATCH_TASK_HEADER,
  cancelJobResponseSchema,
  convertRequestSchema,
  convertResponseSchema,
  jobResultSchema,
  jobStatusResponseSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

const job = z.object({ jobId: z.string() });

/** The job endpoints (shared JOB_PATHS). */
export const JOB_CONTRACTS = {
  convert: contract({
    summary:
      'Convert or compress a stored file (a job); compression when settings.processing_mode is compression',
    access: 'owner',
    params: z.object({
      fileId: z.string(),
      format: z.string().describe('Lowercase output format, or keep_original when compressing'),
    }),
    headers: z.object({ [BATCH_TASK_HEADER.toLowerCase()]: z.string().optional() }),
    body: convertRequestSchema.optional(),
    responses: { 202: ok(convertResponseSchema) },
    errors: [400, 401, 402, 404, 415, 422, 429],
  }),
  status: contract({
    summary: 'Status and progress of a job (the polling fallback)',
    access: 'owner',
    params: job,
    responses: { 200: ok(jobStatusResponseSchema) },
    errors: [401, 404],
  }),
  result: contract({
    summary: 'Result of a completed job with a download token',
    access: 'owner',
    params: job,
    responses: { 200: ok(jobResultSchema) },
    errors: [401, 404, 409],
  }),
  cancel: contract({
    summary: 'Cancel a pending or running job',
    access: 'owner',
    params: job,
    responses: { 200: ok(cancelJobResponseSchema) },
    errors: [401, 404, 409],
  }),
};
