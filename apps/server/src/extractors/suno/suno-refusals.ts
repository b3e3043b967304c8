/**
 * What Suno's HTTP answers mean for the visitor (docs/decisions.md D153). Its API answers a missing
 * clip or playlist 404 and one its owner keeps private 401/403 with a JSON `detail`; a 403 from its
 * bot protection (Cloudflare's `cf-mitigated` header, an HTML challenge) and a 429 are Suno turning this
 * server away for a while, not the content being private; a 5xx is Suno being down. Pure.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError } from '../extractor.js';

/** What was asked for, in the visitor's words. */
export type SunoThing = 'song' | 'playlist' | 'hook' | 'link';

export interface SunoAnswerHead {
  readonly status: number;
  /** Lower-case header names, as the egress client hands them. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

const header = (head: SunoAnswerHead, name: string): string => {
  const value = head.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

/** Suno's bot protection rather than Suno's own refusal. */
function isChallenge(head: SunoAnswerHead): boolean {
  return header(head, 'cf-mitigated') !== '' || header(head, 'content-type').startsWith('text/html');
}

/** The stable error of a non-2xx answer (undefined for a 2xx); `detail` for the log only. */
export function refusalOf(
  head: SunoAnswerHead,
  thing: SunoThing,
  expectsJson: boolean,
): ExtractorError | undefined {
  const { status } = head;
  if (status >= 200 && status < 300) return undefined;
  const detail = `Suno answered ${String(status)} for a ${thing}`;
  const context = { platformStatus: status };
  if (status === 404 || status === 410) {
    return new ExtractorError(
      'CONTENT_UNAVAILABLE',
      detail,
      DOWNLOADER_MESSAGES.sunoNotFound(thing),
      context,
    );
  }
  if (status === 429 || (status === 403 && (!expectsJson || isChallenge(head)))) {
    const message = DOWNLOADER_MESSAGES.platformRefusing('Suno');
    return new ExtractorError('EXTRACTOR_UNAVAILABLE', detail, message, context);
  }
  if (status === 401 || status === 403) {
    return new ExtractorError('CONTENT_UNAVAILABLE', detail, DOWNLOADER_MESSAGES.sunoPrivate(thing), context);
  }
  if (status >= 500) {
    return new ExtractorError('EXTRACTOR_UNAVAILABLE', detail, DOWNLOADER_MESSAGES.sunoDown, context);
  }
  return new ExtractorError('EXTRACTOR_CHANGED', detail, undefined, context);
}
