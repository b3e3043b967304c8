import { ERROR_TOAST_WITH_ACTIONS_MS, type PlatformId, type Tier } from '@mediaforge/shared';
import { getI18n } from 'react-i18next';
import { showToast } from '../components/ui/toast';
import { currentEnabledPlatformIds } from '../features/downloader-bar/hooks/use-visible-platforms';
import { analyse } from '../features/downloader-form/api/analyse';
import type { CreditVerdict, FormDeps } from '../features/downloader-form/form-ports';
import { FormSessions } from '../features/downloader-form/form-sessions';
import { storedTestOrigins, testOriginPlatform } from '../features/downloader-form/test-origins';
import { getToolJob } from '../features/downloader-jobs/api/get-tool-job';
import { probeLink } from '../features/downloader-jobs/api/probe-link';
import { reportStreamDownload } from '../features/downloader-jobs/api/report-stream-download';
import { startDownload } from '../features/downloader-jobs/api/start-download';
import { trackDownloadJob } from '../features/downloader-jobs/download-tracker';
import { openFileLink } from '../features/downloader-jobs/open-file-link';
import {
  downloadQuality,
  type DownloadDeps,
  type QualityDownloadEvent,
  type QualityDownloadRequest,
} from '../features/downloader-jobs/quality-download';
import { readToolJob } from '../features/downloader-jobs/tool-job';
import { getBalance } from '../features/file-queue/api/get-balance';
import { getDailyStatus } from '../features/file-queue/api/get-daily-status';
import { creditPreflight } from '../features/file-queue/credit-preflight';
import { visitorTier } from '../lib/auth-session';
import { reportCreditRefusal } from '../lib/credit-events';
import { jobSocket } from '../lib/job-socket';
import { browserClock } from '../lib/job-tracker';

/** The platforms the server enables (all of them until it has answered, D12). */
export function isPlatformEnabled(platform: PlatformId): boolean {
  return currentEnabledPlatformIds()?.has(platform) ?? true;
}

/** The form's link check: enabled platforms, and the loopback "platforms" of end-to-end tests. */
export const downloaderInput = {
  isEnabled: isPlatformEnabled,
  testPlatformOf: (url: string) => testOriginPlatform(url, storedTestOrigins()),
};

/**
 * The converter's credit pre-flight (D54) serves the downloader's check too (DL §6): a refusal goes
 * to the page's credit prompt, in the downloader's words (DL-8.10–8.12).
 */
async function creditCheck(tier: Tier): Promise<CreditVerdict> {
  const outcome = await creditPreflight(tier, { dailyStatus: getDailyStatus, balance: getBalance });
  if (outcome.kind === 'refused') reportCreditRefusal(outcome.refusal);
  return outcome.kind === 'refused' ? 'refused' : outcome.kind === 'unverified' ? 'unverified' : 'allowed';
}

/** DL §6, §8: the check itself failed before an analysis. */
function creditCheckFailed(): void {
  const { t } = getI18n();
  showToast('error', t('downloader:credits.checkFailedTitle'), {
    id: 'downloader-credit-check',
    description: t('downloader:credits.checkFailed'),
    durationMs: ERROR_TOAST_WITH_ACTIONS_MS,
  });
}

const downloadDeps: DownloadDeps = {
  startJob: startDownload,
  probe: probeLink,
  open: openFileLink,
  report: reportStreamDownload,
  track: (jobId, onEvent) =>
    trackDownloadJob(jobId, { feed: jobSocket, fetchJob: getToolJob, clock: browserClock }, onEvent),
};

/**
 * A quality of another analysis than the tab's (a highlight's own lookup, D192), downloaded the way the
 * form downloads its result's; the tab's state is left alone. Returns the stop.
 */
export function downloadFromAnalysis(
  request: QualityDownloadRequest,
  onEvent: (event: QualityDownloadEvent) => void,
): () => void {
  return downloadQuality(request, downloadDeps, onEvent);
}

async function jobStatus(jobId: string): Promise<string> {
  const job = readToolJob(await getToolJob(jobId));
  if (job === undefined) throw new Error('no job in the answer');
  return job.status;
}

const deps: FormDeps = {
  analyse,
  visitorTier,
  creditCheck,
  creditCheckFailed,
  input: downloaderInput,
  jobStatus,
  downloads: { start: (request, onEvent) => downloadQuality(request, downloadDeps, onEvent) },
  timers: browserClock,
};

let sessions: FormSessions | undefined;

/**
 * The downloader's tabs, made on the first visit of a downloader page and kept while the app runs (a
 * tab visited again finds its form and result). Made here rather than by the app's providers so the
 * converter's first paint does not carry the downloader (bench/web).
 */
export function downloaderSessions(): FormSessions {
  sessions ??= new FormSessions(deps);
  return sessions;
}
