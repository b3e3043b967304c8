import {
  BATCH_TASK_HEADER,
  convertRequestSchema,
  type ApiSuccess,
  type CancelJobResponse,
  type ConvertResponse,
  type JobResult,
  type JobStatusResponse,
} from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { JobsService } from '../../services/jobs/jobs.service.js';
import { parseWith } from '../validation.js';
import { JOB_CONTRACTS } from './jobs.contract.js';

const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });
const batchHeader = BATCH_TASK_HEADER.toLowerCase();

interface ConvertRoute {
  Params: { fileId: string; format: string };
}
interface JobRoute {
  Params: { jobId: string };
}

/**
 * The job endpoints (converter-compressor.md §7 "Own server: processing"; paths in shared JOB_PATHS,
 * docs/decisions.md "Job API paths"). Every call names its owner (D18).
 */
export function jobsRoutes(app: FastifyInstance, deps: { readonly jobs: JobsService }): void {
  const { jobs } = deps;

  app.post<ConvertRoute>(
    '/api/files/:fileId/convert/:format',
    JOB_CONTRACTS.convert,
    async (request, reply) => {
      const header = request.headers[batchHeader];
      const data = await jobs.create(requireOwner(request), {
        fileId: request.params.fileId,
        format: request.params.format,
        body: parseWith(convertRequestSchema, request.body ?? {}),
        batchTaskHeader: typeof header === 'string' ? header : undefined,
      });
      return reply.status(202).send(ok<ConvertResponse>(data));
    },
  );

  app.get<JobRoute>(
    '/api/jobs/:jobId',
    JOB_CONTRACTS.status,
    async (request): Promise<ApiSuccess<JobStatusResponse>> =>
      ok(await jobs.status(requireOwner(request), request.params.jobId)),
  );

  app.get<JobRoute>(
    '/api/jobs/:jobId/result',
    JOB_CONTRACTS.result,
    async (request): Promise<ApiSuccess<JobResult>> =>
      ok(await jobs.result(requireOwner(request), request.params.jobId)),
  );

  app.post<JobRoute>(
    '/api/jobs/:jobId/cancel',
    JOB_CONTRACTS.cancel,
    async (request): Promise<ApiSuccess<CancelJobResponse>> =>
      ok(await jobs.cancel(requireOwner(request), request.params.jobId)),
  );
}
