import {
  DOWNLOADER_PATHS,
  isUsableDownloadUrl,
  normaliseToolType,
  type DownloaderQuality,
  type JobStatus,
} from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';
import { logWarning } from '../../lib/browser-log';
import type { TrackerEvent } from './download-tracker';
import { jobFailure, type DownloadFailure } from './job-failure';

export interface QualityDownloadRequest {
  readonly analysisJobId: string;
  readonly quality: DownloaderQuality;
  readonly toolType: string | undefined;
  /** The analysis's platform (backend name), for DL §8's Snapchat warning. */
  readonly platform?: string | undefined;
}

export type QualityDownloadEvent =
  | { readonly type: 'started'; readonly jobId?: string }
  | { readonly type: 'progress'; readonly status: JobStatus; readonly progress: number }
  | { readonly type: 'completed' }
  | { readonly type: 'failed'; readonly failure: DownloadFailure };

/** The calls a download makes; app/ hands in the real ones, tests fakes. */
export interface DownloadDeps {
  readonly startJob: (analysisJobId: string, formatId: string) => Promise<{ readonly jobId: string }>;
  readonly probe: (url: string) => Promise<void>;
  /** Sends the browser to a same-origin file link (open-file-link.ts). */
  readonly open: (url: string) => void;
  readonly report: (analysisJobId: string) => void;
  readonly track: (jobId: string, onEvent: (event: TrackerEvent) => void) => () => void;
}

const PROFILE_PICTURE_TOOLS = new Set(['dp-downloader', 'profile-picture-downloader']);

const fail = (key: string): QualityDownloadEvent => ({ type: 'failed', failure: { notice: { key } } });

/** The server's words when it gave any, else the spec's text for what failed (DL §8 "Download"). */
function refusal(error: unknown, fallback: string): QualityDownloadEvent {
  if (isApiError(error) && error.serverMessage !== undefined) {
    return { type: 'failed', failure: { notice: { text: error.serverMessage } } };
  }
  return fail(fallback);
}

/**
 * The link a stream quality is fetched by. DL §4: "Token-based media links (already containing a token
 * parameter) are opened directly"; one without a token is asked for by the analysis and its index (the
 * stream's legacy form), and for Snapchat that only logs a warning (DL §8).
 */
export function streamLinkOf(request: QualityDownloadRequest): string {
  const { quality, analysisJobId, platform } = request;
  if (/[?&]token=/.test(quality.url)) return quality.url;
  if (platform === 'snapchat') logWarning('a Snapchat media link came without a token', quality.url);
  return `${DOWNLOADER_PATHS.stream}?jobId=${encodeURIComponent(analysisJobId)}&index=${String(quality.index)}`;
}

/**
 * Downloads one quality (DL §4 "Download flow", D122): a `stream` quality by sending the browser to its
 * link once the link has answered (then the analysis is reported COMPLETED, fire and forget); a `job`
 * quality by POST /downloader/download, then the tracker, and its file through the job's token link.
 * Returns the stop (the job itself goes on on the server).
 */
export function downloadQuality(
  request: QualityDownloadRequest,
  deps: DownloadDeps,
  onEvent: (event: QualityDownloadEvent) => void,
): () => void {
  let stopped = false;
  let stopTracking: (() => void) | undefined;
  const emit = (event: QualityDownloadEvent) => {
    if (!stopped) onEvent(event);
  };
  const { quality, analysisJobId } = request;
  const failedText = PROFILE_PICTURE_TOOLS.has(normaliseToolType(request.toolType ?? ''))
    ? 'download.profilePictureFailed'
    : 'download.downloadFailed';

  const openFile = (url: string | undefined) => {
    if (!isUsableDownloadUrl(url)) return emit(fail('download.invalidDownloadUrl'));
    try {
      deps.open(url);
    } catch {
      return emit(fail('download.failedToStart'));
    }
    emit({ type: 'progress', status: 'completed', progress: 100 });
    emit({ type: 'completed' });
  };

  const stream = async () => {
    if (!isUsableDownloadUrl(quality.url)) return emit(fail('download.invalidDownloadUrl'));
    const link = streamLinkOf(request);
    try {
      await deps.probe(link);
    } catch (error) {
      return emit(refusal(error, failedText));
    }
    if (stopped) return;
    emit({ type: 'started' });
    openFile(link);
    deps.report(analysisJobId);
  };

  const job = async () => {
    let jobId: string;
    try {
      ({ jobId } = await deps.startJob(analysisJobId, quality.formatId));
    } catch (error) {
      return emit(refusal(error, 'download.failedToStart'));
    }
    if (stopped) return;
    emit({ type: 'started', jobId });
    emit({ type: 'progress', status: 'pending', progress: 0 });
    stopTracking = deps.track(jobId, (event) => {
      if (event.type === 'progress') emit(event);
      else if (event.type === 'completed') openFile(event.resultUrl);
      else if (event.type === 'ended') emit({ type: 'failed', failure: jobFailure(event.job) });
      else emit(fail(`tracker.${event.key}`));
    });
  };

  if (analysisJobId === '') emit(fail('download.missingInfo'));
  else void (quality.delivery === 'stream' ? stream() : job());
  return () => {
    stopped = true;
    stopTracking?.();
  };
}
