import { classifyAddress } from './address-ranges.js';
import { isAllowListed, type AllowEntry } from './allow-list.js';
import { egressError } from './egress-error.js';
import { parseIp } from './ip-address.js';

/**
 * The URL-level rules of an outbound request, checked before anything is resolved: http/https only, no
 * credentials in the URL, no port a browser would refuse, and an IP literal already judged here (the
 * connect-time check judges it again, with every resolved name).
 */

/** The Fetch standard's "bad ports" (§2.9 port blocking): services a browser never lets a page reach. */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function isBadPort(port: number): boolean {
  return BAD_PORTS.has(port);
}

/** The port a URL connects to. */
export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The host as a resolver or a socket wants it: IPv6 without its brackets. */
export function hostOf(url: URL): string {
  const { hostname } = url;
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/** Refuses an IP literal outside public unicast (unless the test allow-list admits it). */
export function checkLiteralHost(host: string, port: number, allowList: readonly AllowEntry[]): void {
  const ip = parseIp(host);
  if (!ip) return;
  const verdict = classifyAddress(ip);
  if (!verdict.allowed && !isAllowListed(ip, port, allowList)) {
    throw egressError({ code: 'EGRESS_BLOCKED_ADDRESS', range: verdict.range });
  }
}

/** Parses and checks the URL of a request or a redirect hop; throws the EGRESS_* refusal. */
export function checkTargetUrl(input: string | URL, allowList: readonly AllowEntry[], base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw egressError({ code: 'EGRESS_BAD_URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw egressError({ code: 'EGRESS_BAD_SCHEME' });
  // Userinfo would become an Authorization header sent to whoever the link names.
  if (url.username !== '' || url.password !== '' || url.hostname === '') {
    throw egressError({ code: 'EGRESS_BAD_URL' });
  }
  const port = portOf(url);
  if (isBadPort(port)) throw egressError({ code: 'EGRESS_BLOCKED_PORT', port });
  checkLiteralHost(hostOf(url), port, allowList);
  url.hash = '';
  return url;
}

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface RedirectHop {
  readonly url: URL;
  readonly method: string;
  /** The request body is sent again (307/308 keep method and body; the others turn into a GET). */
  readonly keepBody: boolean;
}

/**
 * The next hop of a redirect (Fetch standard §4.4 "HTTP-redirect fetch"): the Location resolved against
 * the current URL and checked like a first request, never from https down to http.
 */
export function redirectHop(
  from: URL,
  location: string,
  status: number,
  method: string,
  allowList: readonly AllowEntry[],
): RedirectHop {
  const url = checkTargetUrl(location, allowList, from);
  if (from.protocol === 'https:' && url.protocol === 'http:') {
    throw egressError({ code: 'EGRESS_BAD_SCHEME', insecureRedirect: true });
  }
  const becomesGet =
    status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  return becomesGet ? { url, method: 'GET', keepBody: false } : { url, method, keepBody: true };
}
