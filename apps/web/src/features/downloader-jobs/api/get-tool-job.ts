import { DOWNLOADER_PATHS } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { anyAnswer, apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS, withRetries } from '../../../lib/job-http';

/**
 * GET /api/tools/jobs/{id}: the `data` of the answer as it came, read by tool-job.ts (the spec lets the
 * job sit at several places, DL §7). A read, so retried like the converter's job reads (CC-7.26).
 */
export function getToolJob(jobId: string): Promise<unknown> {
  return withRetries(() =>
    apiData(
      { path: DOWNLOADER_PATHS.toolJob(jobId), timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
      anyAnswer,
    ),
  );
}
