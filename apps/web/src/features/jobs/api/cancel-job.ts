import { cancelJobResponseSchema, JOB_PATHS } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/** POST /api/jobs/{jobId}/cancel (CC-7.22); 409 JOB_FINISHED when the job ended first. */
export async function cancelJob(jobId: string): Promise<void> {
  await apiData(
    { method: 'POST', path: JOB_PATHS.cancel(jobId), timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
    cancelJobResponseSchema,
  );
}
