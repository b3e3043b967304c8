import { API_MAX_RETRIES, API_TIMEOUT_MS } from '@mediaforge/shared';
import { isApiError } from './api-client';

/** CC §7 "Base API config: timeout 30000 ms, 3 retries". */
export const JOB_API_TIMEOUT_MS = API_TIMEOUT_MS;
export const JOB_API_RETRIES = API_MAX_RETRIES;
/** Pause before a retry; the spec gives none, one second keeps a flapping server from being hammered. */
const RETRY_DELAY_MS = 1000;

/** Whether another attempt can help: no answer, a timeout, or a 5xx (a 4xx will answer the same). */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * Runs a read-only call, retrying it up to 3 times (CC-7.26). Only reads: repeating a convert or a
 * cancel could start a second job or hide what the first answered.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  retries: number = JOB_API_RETRIES,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(RETRY_DELAY_MS);
    }
  }
}
