/**
 * The request headers yt-dlp says a format's URL wants (`http_headers`: Referer, Origin, an API's own),
 * as the egress client may send them: without the ones it owns (Host, User-Agent, Cookie, Authorization,
 * framing, Proxy-*; request-headers.ts), and without anything that is not a valid header.
 */
import { isClientOwnedHeader } from '../../egress/request-headers.js';

/** RFC 9110 §5.1 token, and a field value without control characters (§5.5). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export function partHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> | undefined {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name) || !VALUE.test(value) || isClientOwnedHeader(name)) continue;
    out[name] = value.trim();
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
