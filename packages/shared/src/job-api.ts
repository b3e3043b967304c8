/**
 * The wire contract of the job endpoints (converter-compressor.md §7 "Own server: processing": convert,
 * status, result, cancel; the spec leaves paths open, docs/decisions.md "Job API paths"). Shared by the
 * server (validates requests, shapes answers, publishes them in /api/openapi.json) and the browser.
 * Success answers are `{ success: true, data }` (ApiSuccess); failures `{ code, message, context? }`.
 */
import { z } from 'zod';
import type { JobPhase, JobStatus } from './jobs.js';
import type { ProgressMetadata } from './socket-events.js';

export const JOB_PATHS = {
  /** POST: start a conversion or compression of a stored file into `format` (lowercase). */
  convert: (fileId: string, format: string) =>
    `/api/files/${encodeURIComponent(fileId)}/convert/${encodeURIComponent(format)}`,
  /** GET: status and progress (the polling fallback, CC §4). */
  status: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`,
  /** GET: the result of a completed job (409 while it is not completed). */
  result: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/result`,
  /** POST: cancel a pending or running job. */
  cancel: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/cancel`,
  /** GET: the OpenAPI 3.1 document of the API. */
  openapi: '/api/openapi.json',
} as const;

/** The batch task id travels in the body and, for clients that prefer it, this header. */
export const BATCH_TASK_HEADER = 'X-Batch-Task-Id';
export const BATCH_TASK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** POST convert body: `{settings, format}` plus the optional batch task id (CC §7). */
export const convertRequestSchema = z.object({
  /** Conversion settings of the format's shape (video, audio or GIF); compression via processing_mode. */
  settings: z.record(z.string(), z.unknown()).default({}),
  /** Must equal the path's format when present. */
  format: z.string().trim().toLowerCase().optional(),
  batchTaskId: z.string().regex(BATCH_TASK_ID_PATTERN).optional(),
});
export type ConvertRequest = z.input<typeof convertRequestSchema>;

/**
 * conversion, or compression when settings.processing_mode is 'compression'; download for the
 * downloader's server-side downloads (POST /api/downloader/download); import for a file brought in from
 * a web link or a drive (POST /api/files/import/{source}).
 */
export const JOB_TYPES = ['conversion', 'compression', 'download', 'import'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** POST convert answer `data` (CC §7: jobId, estimatedTime, jobType, inputMetadata). */
export interface ConvertResponse {
  readonly jobId: string;
  /** Seconds, a rough guess from duration and picture size. */
  readonly estimatedTime: number;
  readonly jobType: JobType;
  readonly inputMetadata: {
    readonly duration: number | null;
    readonly width: number | null;
    readonly height: number | null;
    readonly codec: string | null;
  };
  readonly status: JobStatus;
  readonly batchTaskId?: string;
  /** Non-blocking warnings of the settings (CC §5). */
  readonly warnings: readonly { readonly field: string; readonly message: string }[];
}

/** What a completed job hands back (CC §3 "Job result", "Conversion result shapes"). */
export interface JobResult {
  readonly fileId: string;
  readonly fileName: string;
  readonly mimeType: string;
  /** Output size in bytes (also `fileSize`, as the spec's shapes read either). */
  readonly totalSize: number;
  readonly fileSize: number;
  /** The input's size; with totalSize it gives the percent saved (CC §4). */
  readonly originalSize: number;
  /** Compression jobs: the output size (equal to totalSize). */
  readonly compressedSize?: number;
  /** Signed, expiring token for the download link. */
  readonly downloadToken: string;
  /** `/api/files/download/{fileId}?token=…`. */
  readonly downloadUrl: string;
  /** Epoch ms after which the result is swept. */
  readonly expiresAt: number;
  /** CC §3: "success with data.results[] holding fileId, downloadToken". */
  readonly results: readonly { readonly fileId: string; readonly downloadToken: string }[];
}

/** GET status answer `data` (CC §7 "status, progress, output or result, error"). */
export interface JobStatusResponse {
  readonly jobId: string;
  readonly jobType: JobType;
  readonly status: JobStatus;
  /** 0-100, never decreasing while the job runs. */
  readonly progress: number;
  readonly phase: JobPhase;
  readonly message: string;
  readonly metadata: ProgressMetadata;
  readonly result: JobResult | null;
  readonly error: string | null;
  readonly batchTaskId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

/** POST cancel answer `data`. */
export interface CancelJobResponse {
  readonly jobId: string;
  readonly status: JobStatus;
}

/** Error text of a job the server stopped because it restarted twice while running it. */
export const JOB_INTERRUPTED_MESSAGE = 'Processing was interrupted by a server restart';
/** Error text of a job cancelled by its owner (maps to 'Job was cancelled', CC §8). */
export const JOB_CANCELLED_MESSAGE = 'Job was cancelled by user';

/**
 * The `message` of a job by phase (CC §3 "Progress message"), in English; the web app shows it as the
 * fallback of its own translation keyed by status and phase.
 */
export const JOB_PROGRESS_MESSAGES = {
  queued: 'Waiting in queue',
  starting: 'Starting…',
  processing: {
    conversion: 'Converting…',
    compression: 'Compressing…',
    download: 'Downloading…',
    import: 'Importing…',
  },
  finalizing: 'Finalizing…',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies {
  readonly queued: string;
  readonly starting: string;
  readonly processing: Readonly<Record<JobType, string>>;
  readonly finalizing: string;
  readonly completed: string;
  readonly cancelled: string;
};

/** Messages of the job endpoints' error answers (codes in errors.ts). */
export const JOB_API_ERROR_MESSAGES = {
  jobNotFound: 'Job not found',
  jobNotCompleted: 'The job has not completed yet',
  jobFinished: 'The job has already finished',
  formatMismatch: 'The format in the body does not match the format in the path',
  invalidSettings: 'The settings are not valid',
  /** A compression always writes video (NOTES.md 1: the compressor is video-only). */
  compressionVideoOnly: 'Only video formats can be chosen for compression',
  /** Text of a job whose input was removed (expired) before it ran; maps to "The input file could not be processed". */
  inputMissing: 'Input file not found: it expired before the job ran',
} as const;

/** 400 UNSUPPORTED_FORMAT: the path names no output format of §9. */
export function unsupportedFormatMessage(format: string): string {
  return `Unsupported output format: ${format}`;
}

/** 422: an audio target needs an audio track; a video or GIF target needs a picture. */
export function missingTrackMessage(track: 'audio' | 'video', formatLabelText: string): string {
  return `This file has no ${track} track, so it cannot be converted to ${formatLabelText}`;
}

/**
 * Error text of a job stopped by the wall-clock cap (JOB_TIMEOUT_MS); contains "timed out", which the
 * friendly mapping (CC §8) shows as "Processing took too long and was stopped".
 */
export function jobTimedOutMessage(limitMs: number): string {
  const minutes = Math.max(1, Math.round(limitMs / 60_000));
  return `Processing timed out after ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
