import { DOWNLOADER_PATHS, downloadStartSchema, type DownloadStart } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/**
 * POST /api/downloader/download (D122): one quality of an analysis made on the server, as a job whose
 * progress comes over the socket. Not retried: a repeat could start a second job and spend a second credit.
 */
export function startDownload(analysisJobId: string, formatId: string): Promise<DownloadStart> {
  return apiData(
    {
      method: 'POST',
      path: DOWNLOADER_PATHS.download,
      body: { jobId: analysisJobId, formatId },
      timeoutMs: JOB_API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    downloadStartSchema,
  );
}
