import {
  COMPLETION_ATTEMPT_TIMEOUT_MS,
  COMPLETION_HEARTBEAT_MS,
  COMPLETION_MAX_ATTEMPTS,
  completionBackoffMs,
} from '@mediaforge/shared';
import { ApiError, isApiError } from '../../lib/api-client';
import { isIncompleteError, isRetryableCompletionError } from './chunk-retry';
import { describeRequestError, type UploadFailure } from '../../lib/upload-failure';

export interface CompletionOptions<T> {
  /** One completion request; it must reject with an ApiError when `signal` aborts. */
  readonly attempt: (signal: AbortSignal) => Promise<T>;
  /** The heartbeat during a long attempt (a HEAD /api/health); resolves whether the server answered. */
  readonly heartbeat: () => Promise<boolean>;
  /** Reports every heartbeat the server answered, counted over all attempts. */
  readonly onHeartbeat: (count: number) => void;
  /** Aborts everything (cancel, pause): the promise rejects with kind `aborted`. */
  readonly signal: AbortSignal;
  readonly attemptTimeoutMs?: number;
}

/** A completion that will not succeed: the failure to show, and the last underlying error. */
export class CompletionError extends Error {
  constructor(
    readonly failure: UploadFailure,
    readonly lastError: unknown,
    /** 409 UPLOAD_INCOMPLETE: chunks are missing on the server. */
    readonly incomplete = false,
  ) {
    super('Failed to complete upload');
    this.name = 'CompletionError';
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiError('aborted'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown; timedOut: boolean };

/** One attempt: times out after 300 s and beats every 10 s while it waits (CC-4.41). */
async function runAttempt<T>(options: CompletionOptions<T>, beat: () => void): Promise<Outcome<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const onOuterAbort = () => {
    controller.abort();
  };
  options.signal.addEventListener('abort', onOuterAbort, { once: true });
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.attemptTimeoutMs ?? COMPLETION_ATTEMPT_TIMEOUT_MS);
  const heartbeat = setInterval(() => {
    void options.heartbeat().then((answered) => {
      if (answered && !controller.signal.aborted) beat();
    });
  }, COMPLETION_HEARTBEAT_MS);
  try {
    return { ok: true, value: await options.attempt(controller.signal) };
  } catch (error) {
    return { ok: false, error, timedOut };
  } finally {
    clearTimeout(timeout);
    clearInterval(heartbeat);
    options.signal.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Completes a chunked upload: up to 3 attempts with 1 s, 2 s… backoff (capped at 10 s), each abandoned
 * after 300 s (converter-compressor.md §4 "Chunked upload", §9). A permanent answer (a 4xx such as
 * 415 not media or 422 hash mismatch) fails at once.
 */
export async function completeWithRetries<T>(options: CompletionOptions<T>): Promise<T> {
  let heartbeats = 0;
  let everyAttemptTimedOut = true;
  let lastError: unknown;
  for (let attempt = 0; attempt < COMPLETION_MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(completionBackoffMs(attempt - 1), options.signal);
    const outcome = await runAttempt(options, () => {
      heartbeats += 1;
      options.onHeartbeat(heartbeats);
    });
    if (outcome.ok) return outcome.value;
    if (options.signal.aborted) throw new ApiError('aborted');
    lastError = outcome.timedOut ? new ApiError('timeout') : outcome.error;
    if (outcome.timedOut) continue;
    everyAttemptTimedOut = false;
    if (isIncompleteError(outcome.error)) {
      throw new CompletionError({ headline: { key: 'completeFailed' } }, outcome.error, true);
    }
    if (!isRetryableCompletionError(outcome.error)) {
      const detail = describeRequestError(outcome.error, 'upload');
      throw new CompletionError({ headline: { key: 'completeFailed' }, detail }, outcome.error);
    }
  }
  if (everyAttemptTimedOut) throw new CompletionError({ headline: { key: 'completionTimedOut' } }, lastError);
  const reason = isApiError(lastError) ? describeRequestError(lastError, 'upload') : undefined;
  throw new CompletionError(
    {
      headline: { key: 'completionFailedAfter', values: { attempts: COMPLETION_MAX_ATTEMPTS } },
      ...(reason ? { detail: reason } : {}),
    },
    lastError,
  );
}
