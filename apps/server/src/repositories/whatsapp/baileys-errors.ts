/**
 * Baileys' failures as stable codes (docs/decisions.md D161). Its errors are Boom errors whose status
 * is WhatsApp's: 404 item-not-found and 401 not-authorized (a hidden picture) are answers, not failures;
 * 408 is a question WhatsApp did not answer in time; 429 rate-overlimit means WhatsApp limits this
 * account; a connection that closed under a question (428, 440, 5xx) makes the service unavailable; anything
 * else is an answer this server does not understand.
 */
import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError } from '../../extractors/extractor.js';
import { statusCodeOf } from './baileys-socket.js';

export function notFound(error: unknown): boolean {
  const code = statusCodeOf(error);
  return code === 404 || code === 401;
}

/** The failure to throw for an error of a question (an AppError passes as it is). */
export function failureOf(error: unknown, signal: AbortSignal): Error {
  if (error instanceof AppError) return error;
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : new Error('aborted');
  const code = statusCodeOf(error);
  const detail = `whatsapp ${String(code ?? '')}: ${error instanceof Error ? error.message : String(error)}`;
  if (code === 408) return new ExtractorError('EXTRACTOR_TIMEOUT', detail);
  if (code === 429) {
    return new AppError(ERROR_CODES.RATE_LIMITED, DOWNLOADER_MESSAGES.whatsappServerLimit, {
      scope: 'whatsapp',
    });
  }
  if (code === 428 || code === 440 || (code !== undefined && code >= 500)) {
    return new ExtractorError('EXTRACTOR_UNAVAILABLE', detail);
  }
  return new ExtractorError('EXTRACTOR_CHANGED', detail);
}

/** `work`, or the signal's reason as soon as it is aborted (Baileys' questions take no signal). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
