import { JOB_PATHS, jobResultSchema } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS, withRetries } from '../../../lib/job-http';

/**
 * GET /api/jobs/{jobId}/result (CC-7.21): a completed job's result (file-queue/job-result.ts reads
 * it). 409 while the job is not completed.
 */
export function getJobResult(jobId: string): Promise<unknown> {
  return withRetries(() =>
    apiData(
      { path: JOB_PATHS.result(jobId), timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
      jobResultSchema,
    ),
  );
}
