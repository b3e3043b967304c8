/**
 * Messages of the EGRESS_* error codes: the server's outbound requests (URL import, media proxy,
 * extractors, yt-dlp through the egress proxy; DESIGN.md §5 "Egress"). Where the spec has the words
 * (converter-compressor.md §5 "Web link import") they are the spec's; the rest follow the same style.
 */
import { URL_IMPORT_MESSAGES } from './imports.js';
import { formatFileSize } from './uploads.js';

export const EGRESS_MESSAGES = {
  EGRESS_BAD_URL: URL_IMPORT_MESSAGES.invalidUrl,
  EGRESS_BAD_SCHEME: URL_IMPORT_MESSAGES.unsupportedScheme,
  /** A redirect from https to http: followed, it would expose the request to the network. */
  EGRESS_INSECURE_REDIRECT: 'The link redirected from HTTPS to HTTP, which is not followed',
  EGRESS_BLOCKED_ADDRESS: 'The link points to a private or reserved network address',
  EGRESS_BLOCKED_PORT: 'The link uses a port that is not allowed',
  EGRESS_UNREACHABLE: 'The remote server could not be reached',
  EGRESS_TIMEOUT: 'The remote server took too long to respond',
  EGRESS_TOO_MANY_REDIRECTS: 'The link redirected too many times',
  EGRESS_BAD_RESPONSE: 'The remote server sent an answer that could not be read',
} as const;

/** "The remote file exceeds the maximum size of 500 MB" (the cap in the units the browser shows). */
export function egressTooLargeMessage(maxBytes: number): string {
  return `The remote file exceeds the maximum size of ${formatFileSize(maxBytes)}`;
}

/** "The remote server answered with an error (HTTP 404)". */
export function egressHttpErrorMessage(status: number): string {
  return `The remote server answered with an error (HTTP ${status})`;
}
