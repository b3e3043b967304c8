/**
 * Job and queued-file states and the timings around them (converter-compressor.md §3 "Queued file",
 * "Current job", §4, §9 "Limits and timings"; downloader.md §4 "Job statuses", §9).
 */

/** Job status (CC §3 "Current job"), lower case as real-time updates carry it (DL §4). */
export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The downloader's server casing (DL §4: "The server may send upper case"). PENDING is the default. */
export const SERVER_JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type ServerJobStatus = (typeof SERVER_JOB_STATUSES)[number];
export const DEFAULT_JOB_STATUS: JobStatus = 'pending';

/** Lower-cases a status from either casing; undefined for anything that is not a job status. */
export function normaliseJobStatus(value: unknown): JobStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const s = value.trim().toLowerCase();
  return (JOB_STATUSES as readonly string[]).includes(s) ? (s as JobStatus) : undefined;
}

/** The server casing of a status (DL §7 POST /tools/jobs/status sends COMPLETED). */
export function toServerJobStatus(status: JobStatus): ServerJobStatus {
  return status.toUpperCase() as ServerJobStatus;
}

/** Display labels (CC §8 "Status labels"; DL §4). See job-errors.ts for the FAILED-as-Cancelled rule. */
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Job phase (CC §3 "Current job"). */
export const JOB_PHASES = ['initializing', 'processing', 'finalizing', 'completed', 'cancelled'] as const;
export type JobPhase = (typeof JOB_PHASES)[number];
/** "initializing (under 10%), processing (under 90%)". */
export const JOB_PHASE_INITIALIZING_BELOW = 10;
export const JOB_PHASE_PROCESSING_BELOW = 90;

/** Queued-file status (CC §3 "Queued file"). */
export const QUEUED_FILE_STATUSES = [
  'pending',
  'uploading',
  'upload_ready',
  'converting',
  'completed',
  'error',
] as const;
export type QueuedFileStatus = (typeof QUEUED_FILE_STATUSES)[number];
/** Start is enabled only while some file is in one of these (CC §2 "Start button"). */
export const STARTABLE_FILE_STATUSES = [
  'pending',
  'upload_ready',
] as const satisfies readonly QueuedFileStatus[];

/** conversionPhase, in the order a file passes through them (CC §3, §4). */
export const CONVERSION_PHASES = ['uploading', 'waiting', 'processing', 'finalizing'] as const;
export type ConversionPhase = (typeof CONVERSION_PHASES)[number];

/** "Conversions run in parallel batches … with a 2 s wait between batches." */
export const BATCH_PAUSE_MS = 2000;
/** "Polling fallback for job status: every 3 s, stopping automatically after 10 minutes." */
export const JOB_POLL_INTERVAL_MS = 3000;
export const JOB_POLL_MAX_DURATION_MS = 10 * 60 * 1000;
/** "Apply waits 500 ms, then closes." */
export const SETTINGS_APPLY_DELAY_MS = 500;
/** "Socket auth errors … trigger a reconnect after 2 s plus 1 s" (the reading is CC-4.33's decision). */
export const SOCKET_RECONNECT_DELAY_MS = 2000;
export const SOCKET_RECONNECT_EXTRA_MS = 1000;
/** DL §9 "Quick-exit threshold 5000 ms": a job ending sooner after start counts as cancelled (§8). */
export const QUICK_EXIT_THRESHOLD_MS = 5000;

export function isJobStatus(value: string): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value);
}

export function isQueuedFileStatus(value: string): value is QueuedFileStatus {
  return (QUEUED_FILE_STATUSES as readonly string[]).includes(value);
}

/** Whether a job status is final: no further updates are expected (completed jobs unsubscribe, CC §4). */
export function isTerminalJobStatus(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}
