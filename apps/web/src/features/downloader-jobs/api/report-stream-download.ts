import { DOWNLOADER_PATHS } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { anyAnswer, apiData } from '../../../lib/api-client';
import { logWarning } from '../../../lib/browser-log';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/**
 * POST /api/tools/jobs/status after the browser was sent to a quality's link (DL §4 "Download flow", §7:
 * COMPLETED at 100). Fire and forget: the file is on its way whatever this answers, so errors are only
 * logged.
 */
export function reportStreamDownload(analysisJobId: string): void {
  apiData(
    {
      method: 'POST',
      path: DOWNLOADER_PATHS.toolJobStatus,
      body: { jobId: analysisJobId, status: 'COMPLETED', progress: 100 },
      timeoutMs: JOB_API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    anyAnswer,
  ).catch((error: unknown) => logWarning('could not report the download as completed', error));
}
