import { JOB_PATHS, jobStatusResponseSchema, type JobStatusResponse } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { loadDataLayer } from '../../../lib/data-layer';
import { JOB_API_TIMEOUT_MS, withRetries } from '../../../lib/job-http';

/** A job's status in the query cache: the latest answer of the polling fallback. */
export const jobStatusQueryKey = (jobId: string) => ['jobs', jobId, 'status'] as const;

/**
 * GET /api/jobs/{jobId} (CC-7.20): the polling fallback. Each poll asks the server (polls made at
 * once share one request) and leaves the answer in the query cache; the answer is handed on as it is,
 * and file-queue/job-message.ts reads it like a socket message.
 */
export async function getJobStatus(jobId: string): Promise<JobStatusResponse> {
  const client = await loadDataLayer();
  return client.fetchQuery({
    queryKey: jobStatusQueryKey(jobId),
    queryFn: () =>
      withRetries(() =>
        apiData(
          { path: JOB_PATHS.status(jobId), timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
          jobStatusResponseSchema,
        ),
      ),
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}
