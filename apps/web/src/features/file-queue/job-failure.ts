import {
  cancelledMessageFor,
  classifyJobError,
  JOB_ERROR_MESSAGES,
  type JobErrorMeta,
  type ProcessingMode,
} from '@mediaforge/shared';
import type { FileError } from './queued-file';

/** Key of `jobErrors.*` in queue.json for a message of JOB_ERROR_MESSAGES. */
function messageKey(message: string): string {
  const entry = Object.entries(JOB_ERROR_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] ?? 'unexpected';
}

/**
 * A failed or cancelled job as the row shows it: a text with 'cancelled' or 'process exit code null'
 * reads 'Conversion/Compression cancelled by user' (CC §8 "Job errors", NOTES.md 4); anything else
 * goes through the friendly mapping (CC §8, classifyJobError), whose type picks the colour.
 */
export function jobFailure(
  errorText: string | undefined,
  meta: JobErrorMeta,
  mode: ProcessingMode,
): FileError {
  if (cancelledMessageFor(errorText, mode) !== undefined) {
    return { source: 'job', key: 'modeCancelled', type: 'cancelled' };
  }
  const classified = classifyJobError(errorText, meta);
  return { source: 'job', key: messageKey(classified.message), type: classified.type };
}

/** A job the server reports cancelled without our stop button (another tab, an operator). */
export const SERVER_CANCELLED: FileError = { source: 'job', key: 'modeCancelled', type: 'cancelled' };

/** The stop button's text (CC §4 "The cancel message is 'Cancelled by user'"). */
export const STOPPED_BY_USER: FileError = { source: 'client', key: 'cancelledByUser', type: 'cancelled' };
