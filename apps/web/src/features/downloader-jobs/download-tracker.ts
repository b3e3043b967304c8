import {
  clampProgress,
  isTerminalJobStatus,
  JOB_POLL_INTERVAL_MS,
  JOB_POLL_MAX_DURATION_MS,
  type JobStatus,
} from '@mediaforge/shared';
import { toJobMessage } from '../../lib/job-message';
import type { SocketTrouble } from '../../lib/job-socket';
import type { Clock } from '../../lib/job-tracker';
import { readToolJob, type ToolJobView } from './tool-job';

/** The live feed (lib/job-socket.ts), a fake in tests. */
export interface TrackerFeed {
  subscribe(jobId: string, onMessage: (raw: unknown) => void): () => void;
  isLive(): boolean;
  onTrouble(listener: (trouble: SocketTrouble) => void): () => void;
}

export interface TrackerDeps {
  readonly feed: TrackerFeed;
  /** GET /tools/jobs/{id}'s `data` (retried by the caller). */
  readonly fetchJob: (jobId: string) => Promise<unknown>;
  readonly clock: Clock;
  readonly intervalMs?: number;
  readonly maxPollMs?: number;
}

/** The tracker's own failures (DL §8 "Tracker"); keys of the downloader namespace's `tracker`. */
export type TrackerErrorKey =
  'invalidResponse' | 'statusFetchFailed' | 'connectionFailed' | 'connectionError' | 'realtimeUnavailable';

export type TrackerEvent =
  | { readonly type: 'progress'; readonly status: JobStatus; readonly progress: number }
  | { readonly type: 'completed'; readonly resultUrl: string | undefined }
  | { readonly type: 'ended'; readonly job: Omit<ToolJobView, 'resultUrl' | 'jobId'> }
  | { readonly type: 'error'; readonly key: TrackerErrorKey };

const TROUBLE_KEYS: Readonly<Record<SocketTrouble, TrackerErrorKey>> = {
  connect_error: 'connectionFailed',
  error: 'connectionError',
  unavailable: 'realtimeUnavailable',
};

/**
 * Follows one download job (DL §4 "Job tracker"): live over the socket, with GET /tools/jobs/{id} every
 * 3 s while the socket is down or quiet, for at most 10 minutes (CC-4.29). Statuses arrive upper case
 * and are read lower case, progress clamped to 0–100. A completed job is read once more for its token
 * link (the socket's result is the converter's shape). A trouble of the socket asks the server at once:
 * if that works the job goes on by polling, else the socket's trouble is the error (D175). Any error
 * ends the tracking. Returns the stop.
 */
export function trackDownloadJob(jobId: string, deps: TrackerDeps, onEvent: (event: TrackerEvent) => void) {
  const interval = deps.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const startedAt = deps.clock.now();
  let stopped = false;
  let timer: unknown;
  let lastLiveAt = Number.NEGATIVE_INFINITY;
  let trouble: TrackerErrorKey | undefined;
  let unsubscribe: () => void = () => undefined;
  let unwatch: () => void = () => undefined;

  const stop = () => {
    stopped = true;
    unsubscribe();
    unwatch();
    if (timer !== undefined) deps.clock.clearTimeout(timer);
    timer = undefined;
  };
  const finish = (event: TrackerEvent) => {
    if (stopped) return;
    stop();
    onEvent(event);
  };

  const read = async (): Promise<ToolJobView | undefined> => {
    try {
      const job = readToolJob(await deps.fetchJob(jobId));
      if (job === undefined) finish({ type: 'error', key: 'invalidResponse' });
      return job;
    } catch {
      finish({ type: 'error', key: trouble ?? 'statusFetchFailed' });
      return undefined;
    }
  };

  const handle = async (
    job: Omit<ToolJobView, 'jobId' | 'resultUrl'> & { resultUrl?: string | undefined },
  ) => {
    if (stopped) return;
    if (job.status === 'completed') {
      const resultUrl = job.resultUrl ?? (await read())?.resultUrl;
      finish({ type: 'completed', resultUrl });
    } else if (isTerminalJobStatus(job.status)) {
      finish({ type: 'ended', job });
    } else {
      onEvent({ type: 'progress', status: job.status, progress: clampProgress(job.progress) });
    }
  };

  const poll = async () => {
    const job = await read();
    if (job !== undefined) await handle(job);
  };

  const schedule = () => {
    if (stopped || deps.clock.now() - startedAt + interval > (deps.maxPollMs ?? JOB_POLL_MAX_DURATION_MS))
      return;
    timer = deps.clock.setTimeout(() => {
      timer = undefined;
      const quiet = deps.clock.now() - lastLiveAt >= interval;
      void (!deps.feed.isLive() || quiet ? poll() : Promise.resolve()).then(schedule);
    }, interval);
  };

  unsubscribe = deps.feed.subscribe(jobId, (raw) => {
    const message = toJobMessage(raw);
    if (message === undefined || message.jobId !== jobId) return;
    lastLiveAt = deps.clock.now();
    trouble = undefined;
    void handle({
      status: message.status,
      progress: clampProgress(message.progress),
      error: message.error,
      startedAt: message.startedAt,
      finishedAt: message.finishedAt,
    });
  });
  unwatch = deps.feed.onTrouble((kind) => {
    trouble = TROUBLE_KEYS[kind];
    void poll();
  });
  // A feed that answered at once may already have ended the job.
  if (stopped) stop();
  else schedule();
  return stop;
}
