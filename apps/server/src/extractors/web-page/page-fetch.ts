/**
 * Fetching a platform's page for our own extractors, through the egress client only (DESIGN.md §5
 * "Egress"), and what the platform's refusals mean for the visitor: a page that is gone is the content
 * being unavailable, a platform that turns servers away is this tool being unavailable for now; the
 * egress client's own refusals (a blocked address, a timeout) keep their codes (D105's rule).
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { isEgressError } from '../../egress/egress-error.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError } from '../extractor.js';

/** Pages are HTML of a few megabytes at most; more is not a page of theirs. */
export const PAGE_MAX_BYTES = 8 * 1024 * 1024;

const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

/** The stable code of a platform's HTTP refusal, or the error unchanged. */
export function platformRefusal(error: unknown, platformName: string): unknown {
  if (!isEgressError(error) || error.code !== 'EGRESS_HTTP_ERROR') return error;
  const status = error.context?.status;
  if (status === 404 || status === 410) {
    return new ExtractorError('CONTENT_UNAVAILABLE', `${platformName} answered ${String(status)}`);
  }
  if (status === 403 || status === 429) {
    return new ExtractorError(
      'EXTRACTOR_UNAVAILABLE',
      `${platformName} answered ${String(status)}`,
      DOWNLOADER_MESSAGES.platformRefusing(platformName),
      { platformStatus: status },
    );
  }
  return error;
}

export interface PageRequest {
  readonly client: Pick<EgressClient, 'text'>;
  readonly url: string;
  /** For messages: Snapchat, Febspot, iFunny. */
  readonly platformName: string;
  readonly signal: AbortSignal;
}

/** The page's HTML; refusals mapped by `platformRefusal`. */
export async function fetchPage(request: PageRequest): Promise<string> {
  try {
    const { text } = await request.client.text(request.url, {
      headers: PAGE_HEADERS,
      maxBytes: PAGE_MAX_BYTES,
      signal: request.signal,
    });
    return text;
  } catch (error) {
    throw platformRefusal(error, request.platformName);
  }
}

/** `base` (no trailing slash) followed by the path of `link`: the visitor's link names the platform. */
export function pageUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
