import { JOB_PATHS } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS, withRetries } from '../../../lib/job-http';
import { requestJson } from '../../../lib/upload-http';

/**
 * GET /api/jobs/{jobId}/result (CC-7.21): a completed job's result, in whichever of the spec's shapes
 * (queue/job-result.ts reads them). 409 while the job is not completed.
 */
export function getJobResult(jobId: string): Promise<unknown> {
  return withRetries(() =>
    requestJson({ method: 'GET', path: JOB_PATHS.result(jobId), timeoutMs: JOB_API_TIMEOUT_MS }, (data) =>
      data === null ? undefined : data,
    ),
  );
}
