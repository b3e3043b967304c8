import { ERROR_CODES } from '@mediaforge/shared';
import { isApiError, type ApiError } from './api-client';

/** Keys of `errors.*` in locales/{lng}/upload.json: the texts of converter-compressor.md §8. */
export type UploadMessageKey =
  | 'initFailed'
  | 'chunkFailed'
  | 'completeFailed'
  | 'noSession'
  | 'completionTimedOut'
  | 'completionFailedAfter'
  | 'chunkNetwork'
  | 'uploadNetwork'
  | 'timeout'
  | 'parse'
  | 'aborted'
  | 'uploadFailed'
  | 'serverError'
  | 'serverErrorSays'
  | 'fileTooLarge'
  | 'sessionLimit'
  | 'codecNotSupportedVideo'
  | 'codecNotSupportedAudio'
  | 'notSubtitle'
  | 'fileUploadFailed';

/**
 * A text to show: a message of ours (translated), an error code the web app translates (DESIGN.md
 * §3.6), or, for a code it does not know, the server's own words.
 */
export type UploadText =
  | { readonly key: UploadMessageKey; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly code: UploadErrorCode }
  | { readonly raw: string };

/** A failed upload: what failed, and why when known ("Failed to upload chunk: Server error: 500"). */
export interface UploadFailure {
  readonly headline: UploadText;
  readonly detail?: UploadText;
}

/** Error codes with a translation in `codes.*` of upload.json. */
export const TRANSLATED_CODES = [
  ERROR_CODES.UPLOAD_NOT_FOUND,
  ERROR_CODES.UPLOAD_CHUNK_INVALID,
  ERROR_CODES.UPLOAD_INCOMPLETE,
  ERROR_CODES.UPLOAD_HASH_MISMATCH,
  ERROR_CODES.UPLOAD_BUSY,
  ERROR_CODES.FILE_TOO_LARGE,
  ERROR_CODES.PAYLOAD_TOO_LARGE,
  ERROR_CODES.TOO_MANY_UPLOADS,
  ERROR_CODES.RATE_LIMITED,
  ERROR_CODES.UNSUPPORTED_MEDIA,
  // An anonymous upload of a format outside CC §6's list (CC-6.04).
  ERROR_CODES.FORMAT_NOT_ALLOWED,
  ERROR_CODES.SESSION_REQUIRED,
  ERROR_CODES.SESSION_EXPIRED,
  ERROR_CODES.SESSION_LIMIT_REACHED,
  ERROR_CODES.UNAUTHORIZED,
  ERROR_CODES.VALIDATION_FAILED,
  // Refusals of a new upload for want of credits (CC-8.45, D45).
  ERROR_CODES.DAILY_LIMIT_REACHED,
  ERROR_CODES.INSUFFICIENT_CREDITS,
] as const;
export type UploadErrorCode = (typeof TRANSLATED_CODES)[number];

function translatedCode(code: string | undefined): UploadErrorCode | undefined {
  return TRANSLATED_CODES.find((known) => known === code);
}

const countIn = (context: Readonly<Record<string, unknown>> | undefined, key: string) => {
  const value = context?.[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * A refusal whose numbers the server sent along: said with them, as the server says it ("File exceeds
 * the maximum size of 50 MB", the anonymous-session limit per hour; D78).
 */
function refusalWithNumbers(error: ApiError): UploadText | undefined {
  if (error.code === ERROR_CODES.FILE_TOO_LARGE) {
    const max = countIn(error.context, 'maxFileSize');
    return max === undefined ? undefined : { key: 'fileTooLarge', values: { max } };
  }
  if (error.code === ERROR_CODES.SESSION_LIMIT_REACHED) {
    const max = countIn(error.context, 'maxPerHour');
    return max === undefined ? undefined : { key: 'sessionLimit', values: { max } };
  }
  if (error.code === ERROR_CODES.CODEC_NOT_SUPPORTED) {
    // The codec's name is ffmpeg's (D57), shown as sent; the sentence around it is translated.
    const codec = error.context?.codec;
    const kind = error.context?.kind;
    if (typeof codec !== 'string' || (kind !== 'video' && kind !== 'audio')) return undefined;
    return { key: kind === 'video' ? 'codecNotSupportedVideo' : 'codecNotSupportedAudio', values: { codec } };
  }
  return undefined;
}

/**
 * Why a request failed, as a text. `during` picks the network message: a chunk ("Network error during
 * chunk upload") or a whole-file call ("Network error during upload").
 */
export function describeRequestError(error: unknown, during: 'chunk' | 'upload'): UploadText {
  if (!isApiError(error)) return { key: 'uploadFailed' };
  switch (error.kind) {
    case 'network':
      return { key: during === 'chunk' ? 'chunkNetwork' : 'uploadNetwork' };
    case 'timeout':
      return { key: 'timeout' };
    case 'aborted':
      return { key: 'aborted' };
    case 'parse':
      return { key: 'parse' };
    case 'rejected':
      return { key: 'uploadFailed' };
    case 'http': {
      const status = error.status ?? 0;
      // A 5xx of our own API carries a code and a message meant for the visitor (details stay in the
      // server's log, D8); anything else (a proxy's page) has only its status to say (D78).
      if (status >= 500) {
        return error.code !== undefined && error.serverMessage !== undefined
          ? { key: 'serverErrorSays', values: { status, message: error.serverMessage } }
          : { key: 'serverError', values: { status } };
      }
      const withNumbers = refusalWithNumbers(error);
      if (withNumbers !== undefined) return withNumbers;
      const code = translatedCode(error.code);
      if (code !== undefined) return { code };
      if (error.serverMessage !== undefined) return { raw: error.serverMessage };
      return { key: 'serverError', values: { status } };
    }
  }
}

/** Renders a failure with a translate function (i18next's `t` of the upload namespace). */
export function failureText(
  failure: UploadFailure,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const render = (text: UploadText): string => {
    if ('raw' in text) return text.raw;
    if ('code' in text) return t(`codes.${text.code}`);
    return t(`errors.${text.key}`, text.values);
  };
  const headline = render(failure.headline);
  return failure.detail === undefined
    ? headline
    : t('errors.withDetail', { headline, detail: render(failure.detail) });
}

/** Whether a failure is the anonymous-session limit, which signing in gets around (D78). */
export function failureOffersSignIn(failure: UploadFailure | undefined): boolean {
  const isLimit = (text: UploadText | undefined) =>
    text !== undefined &&
    (('key' in text && text.key === 'sessionLimit') ||
      ('code' in text && text.code === ERROR_CODES.SESSION_LIMIT_REACHED));
  return isLimit(failure?.headline) || isLimit(failure?.detail);
}
