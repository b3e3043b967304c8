import { pageVisitor } from '../../../lib/anonymous-session';
import { apiProbe } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/**
 * Asks a quality's link for its first byte before the browser is sent to it (D174): a refusal (an
 * expired analysis, no credits left) is shown on the page instead of replacing it. The link spends its
 * credit once, so the download that follows costs nothing more (D123).
 */
export function probeLink(url: string): Promise<void> {
  return apiProbe({ path: url, timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor });
}
