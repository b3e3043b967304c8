/**
 * Friendly mapping of job error text (converter-compressor.md §8 "Friendly mapping of job error text";
 * downloader.md §8 "Job error mapping" is the same table) and the status label it implies. The
 * cancelled messages by mode are in job-messages.ts.
 *
 * Error types, our names for the six brief labels of the spec:
 *   cancelled  → 'Cancelled'          (orange)  the job was stopped or interrupted
 *   timeout    → 'Timed out'          (yellow)
 *   file       → 'File issue'         (orange)  input missing, corrupt, unsupported or too large
 *   system     → 'System error'       (red)     memory, network, permissions, quotas
 *   processing → 'Processing failed'  (red)     the encoder failed, or a generic failure / empty text
 *   unknown    → 'Failed'             (red)     nothing recognisable in the text
 *
 * Precedence follows the table order (CC-8.71): the first matching row wins, so "network timeout" is a
 * timeout. Matching is case-insensitive on substrings. Where the spec gives no retry flag (the
 * cancelled rows and the last three) a retry is allowed: retrying them cannot do harm.
 */
import { QUICK_EXIT_THRESHOLD_MS, JOB_STATUS_LABELS, normaliseJobStatus } from './jobs.js';

export const JOB_ERROR_TYPES = ['cancelled', 'timeout', 'file', 'system', 'processing', 'unknown'] as const;
export type JobErrorType = (typeof JOB_ERROR_TYPES)[number];
export type JobErrorColour = 'orange' | 'yellow' | 'red';

export const JOB_ERROR_BRIEF_LABELS: Readonly<Record<JobErrorType, string>> = {
  cancelled: 'Cancelled',
  timeout: 'Timed out',
  file: 'File issue',
  system: 'System error',
  processing: 'Processing failed',
  unknown: 'Failed',
};

/** "Colours: cancelled and file issues orange, timeout yellow, others red." */
export const JOB_ERROR_COLOURS: Readonly<Record<JobErrorType, JobErrorColour>> = {
  cancelled: 'orange',
  timeout: 'yellow',
  file: 'orange',
  system: 'red',
  processing: 'red',
  unknown: 'red',
};

/** The spec's message strings, in table order. */
export const JOB_ERROR_MESSAGES = {
  jobCancelled: 'Job was cancelled',
  cancelledByUser: 'Processing was cancelled by user',
  /** The table's "cancelled while running" variant of the quick-exit row. */
  cancelledWhileRunning: 'Processing was cancelled while running',
  interrupted: 'Processing was interrupted',
  timeout: 'Processing took too long and was stopped',
  inputFile: 'The input file could not be processed',
  corrupted: 'The file appears to be corrupted or damaged',
  unsupported: 'This file format is not supported',
  tooLarge: 'The file is too large to process',
  outOfMemory: 'Not enough resources available to process this file',
  internal: 'Processing failed due to an internal error',
  network: 'Network connectivity issue occurred',
  permission: 'Access permissions issue occurred',
  limit: 'Processing limit exceeded. Please try again later',
  failedUnexpectedly: 'Processing failed unexpectedly',
  unexpected: 'An unexpected error occurred',
  empty: 'Processing failed',
} as const;

/** What the job itself tells besides its error text (the table's "with metadata" rows). */
export interface JobErrorMeta {
  /** Job status in either casing; 'FAILED' with progress above 0 reads as interrupted. */
  readonly status?: string;
  readonly progress?: number;
  /** When processing started and ended: epoch ms, ISO text or Date. */
  readonly startedAt?: number | string | Date;
  readonly finishedAt?: number | string | Date;
}

export interface ClassifiedJobError {
  readonly message: string;
  readonly retryable: boolean;
  readonly type: JobErrorType;
  readonly colour: JobErrorColour;
  readonly briefLabel: string;
}

type Message = (typeof JOB_ERROR_MESSAGES)[keyof typeof JOB_ERROR_MESSAGES];
interface Rule {
  readonly matches: (text: string, meta: JobErrorMeta) => boolean;
  readonly message: Message | ((meta: JobErrorMeta) => Message);
  readonly type: JobErrorType;
  readonly retryable: boolean;
}

const M = JOB_ERROR_MESSAGES;
const any =
  (...words: string[]) =>
  (text: string) =>
    words.some((w) => text.includes(w));
const EXIT_CODE_NULL = 'exit code null';
/** ffmpeg's progress lines: "frame= 120 fps= 30 … speed=1.2x". */
const PROGRESS_OUTPUT = /frame=|fps=|speed=/;
/**
 * ffmpeg's ways of saying it has no decoder for an input stream ("Decoder (codec none) not found for
 * input stream #0:0", "Unknown decoder 'x'", "Decoding requested, but no decoder found"): the file's
 * format is not supported, not an internal error (D57).
 */
export function isMissingDecoderError(text: string): boolean {
  return /decoder \([^)]*\) not found|decoder not found|unknown decoder|no decoder found/i.test(text);
}
const hasProgressOutput = (text: string) => PROGRESS_OUTPUT.test(text);
const exitCodeNullWith = (output: RegExp) => (text: string) =>
  text.includes(EXIT_CODE_NULL) && output.test(text);

const toMs = (t: number | string | Date | undefined): number =>
  t === undefined ? Number.NaN : t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);

/** "exit under 5 s after start" (DL §9 quick-exit threshold 5000 ms). */
const exitedQuickly = (meta: JobErrorMeta) => {
  const ran = toMs(meta.finishedAt) - toMs(meta.startedAt);
  return ran >= 0 && ran < QUICK_EXIT_THRESHOLD_MS;
};

const rule = (
  matches: Rule['matches'],
  message: Rule['message'],
  type: JobErrorType,
  retryable: boolean,
): Rule => ({ matches, message, type, retryable });

/** The table, in order; comments name the checklist rows. */
const RULES: readonly Rule[] = [
  rule(any('cancelled', 'canceled', 'aborted'), M.jobCancelled, 'cancelled', true), // CC-8.55
  rule(exitCodeNullWith(PROGRESS_OUTPUT), M.cancelledByUser, 'cancelled', true), // CC-8.56
  rule(exitCodeNullWith(/stream mapping|output/), M.interrupted, 'cancelled', true), // CC-8.57
  // CC-8.58: the spec offers "cancelled by user / cancelled while running" without saying which when;
  // our reading: while running once the job had reported progress, by user otherwise.
  rule(
    (t, meta) => hasProgressOutput(t) && exitedQuickly(meta),
    (meta) => ((meta.progress ?? 0) > 0 ? M.cancelledWhileRunning : M.cancelledByUser),
    'cancelled',
    true,
  ),
  // CC-8.59: the same message as the CC-8.57 row, hence the same type.
  rule(
    (_t, meta) => normaliseJobStatus(meta.status) === 'failed' && (meta.progress ?? 0) > 0,
    M.interrupted,
    'cancelled',
    true,
  ),
  rule(any('timeout', 'timed out'), M.timeout, 'timeout', true), // CC-8.60
  rule(any('file not found', 'no such file', 'invalid file'), M.inputFile, 'file', false), // CC-8.61
  rule(any('corrupted', 'damaged', 'invalid header'), M.corrupted, 'file', false), // CC-8.62
  // CC-8.63, and ffmpeg's missing-decoder errors ("Decoder (codec none) not found", D57).
  rule(
    (t) => any('unsupported format', 'codec not supported')(t) || isMissingDecoderError(t),
    M.unsupported,
    'file',
    false,
  ),
  rule(any('file too large', 'size limit'), M.tooLarge, 'file', false), // CC-8.64
  rule(any('out of memory'), M.outOfMemory, 'system', true), // CC-8.65
  rule(any('encoder', 'stderr', 'conversion failed'), M.internal, 'processing', true), // CC-8.66
  rule(any('network', 'connection', 'dns'), M.network, 'system', true), // CC-8.67
  rule(any('permission', 'access denied', 'unauthorized'), M.permission, 'system', false), // CC-8.68
  rule(any('quota', 'limit exceeded', 'rate limit'), M.limit, 'system', true), // CC-8.69
  rule(any('failed', 'error', 'exception'), M.failedUnexpectedly, 'processing', true), // CC-8.70
];

const result = (message: string, type: JobErrorType, retryable: boolean): ClassifiedJobError => ({
  message,
  retryable,
  type,
  colour: JOB_ERROR_COLOURS[type],
  briefLabel: JOB_ERROR_BRIEF_LABELS[type],
});

/** Maps a job's error text (and optional job facts) to what the visitor is shown. Pure. */
export function classifyJobError(
  text: string | null | undefined,
  meta: JobErrorMeta = {},
): ClassifiedJobError {
  const t = (text ?? '').toLowerCase();
  for (const rule of RULES) {
    if (!rule.matches(t, meta)) continue;
    const message = typeof rule.message === 'function' ? rule.message(meta) : rule.message;
    return result(message, rule.type, rule.retryable);
  }
  // CC-8.70: "anything else" → unexpected; "empty" → 'Processing failed'.
  return t.trim() === '' ? result(M.empty, 'processing', true) : result(M.unexpected, 'unknown', true);
}

/** Status label (CC-8.74): "A FAILED job whose error classifies as cancelled displays Cancelled." */
export function jobStatusDisplayLabel(
  status: string,
  error?: string | null,
  meta: JobErrorMeta = {},
): string {
  const s = normaliseJobStatus(status);
  if (s === undefined) return status;
  if (s === 'failed' && classifyJobError(error, { status, ...meta }).type === 'cancelled') {
    return JOB_STATUS_LABELS.cancelled;
  }
  return JOB_STATUS_LABELS[s];
}
