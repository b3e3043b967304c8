/**
 * Texts of failed and cancelled files by mode (converter-compressor.md §4 "Queued file", §8 "Job
 * errors"; NOTES.md 4: both cancel texts hold, each in its place).
 */
import type { JobType } from './job-api.js';
import type { ProcessingMode } from './settings-options.js';

/** CC §4: "The cancel message is 'Cancelled by user'" (a file the visitor stopped). */
export const CANCELLED_BY_USER = 'Cancelled by user';

/** CC §8 "Job errors": the failure and cancellation texts by mode. */
export const MODE_FAILED_MESSAGES: Readonly<Record<ProcessingMode, string>> = {
  conversion: 'Conversion failed',
  compression: 'Compression failed',
};
/** A job's failure text by its type: the modes' words, and the downloader's for a download. */
export const JOB_FAILED_MESSAGES: Readonly<Record<JobType, string>> = {
  ...MODE_FAILED_MESSAGES,
  download: 'Download failed',
  /** CC §8's "Import Failed" toast, in a sentence's case. */
  import: 'Import failed',
};
export const MODE_CANCELLED_MESSAGES: Readonly<Record<ProcessingMode, string>> = {
  conversion: 'Conversion cancelled by user',
  compression: 'Compression cancelled by user',
};

/**
 * CC §8 / NOTES.md 4: an error text containing 'cancelled' or 'process exit code null' is shown as
 * 'Conversion cancelled by user' or 'Compression cancelled by user'; undefined for any other text.
 */
export function cancelledMessageFor(
  text: string | null | undefined,
  mode: ProcessingMode,
): string | undefined {
  const t = (text ?? '').toLowerCase();
  return t.includes('cancelled') || t.includes('process exit code null')
    ? MODE_CANCELLED_MESSAGES[mode]
    : undefined;
}

/**
 * A result that failed its check before delivery (D58): empty, missing a stream its target keeps, or
 * shorter or longer than the input's trimmed length. Ours, in §8's words ("corrupted or damaged" is how
 * the friendly mapping files it: a file issue, not retried).
 */
export const OUTPUT_CHECK_FAILED_MESSAGE =
  'The result was incomplete and was not delivered: the file appears to be corrupted or damaged';
