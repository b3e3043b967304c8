import { JOB_PATHS } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';
import { requestJson } from '../../../lib/upload-http';

/** POST /api/jobs/{jobId}/cancel (CC-7.22); 409 JOB_FINISHED when the job ended first. */
export async function cancelJob(jobId: string): Promise<void> {
  await requestJson(
    { method: 'POST', path: JOB_PATHS.cancel(jobId), timeoutMs: JOB_API_TIMEOUT_MS },
    () => true,
  );
}
