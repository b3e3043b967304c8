import { JOB_PATHS } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS, withRetries } from '../../../lib/job-http';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

/**
 * GET /api/jobs/{jobId} (CC-7.20): the polling fallback. The answer (JobStatusResponse) is handed on
 * as it is; queue/job-message.ts reads it like a socket message.
 */
export function getJobStatus(jobId: string): Promise<unknown> {
  return withRetries(() =>
    requestJson({ method: 'GET', path: JOB_PATHS.status(jobId), timeoutMs: JOB_API_TIMEOUT_MS }, (data) =>
      read.record(data),
    ),
  );
}
