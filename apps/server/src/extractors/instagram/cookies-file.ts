/**
 * The operator's Instagram login as a Cookie header (D131), read from a Netscape cookies.txt (the format
 * browsers' export extensions, curl and yt-dlp write): one cookie a line, seven tab-separated fields
 * `domain, include-subdomains, path, secure, expiry (unix s, 0 = session), name, value`; `#` starts a
 * comment except the `#HttpOnly_` prefix curl puts before a domain. Only Instagram's cookies are kept,
 * and only those still valid.
 */

export interface CookieJarSummary {
  /** `name=value; …` of every kept cookie, or undefined when none is kept. */
  readonly header: string | undefined;
  /** Whether the login cookie (`sessionid`) is among them: without it Instagram treats us as logged out. */
  readonly hasSession: boolean;
  readonly count: number;
}

const HTTP_ONLY = '#HttpOnly_';
/** Cookie names and values that can go into a header as they are (RFC 6265 cookie-octets). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

function isInstagramDomain(domain: string): boolean {
  const host = domain.replace(/^\./, '').toLowerCase();
  return host === 'instagram.com' || host.endsWith('.instagram.com');
}

/** The Instagram cookies of a cookies.txt that have not expired at `nowSeconds`. */
export function instagramCookies(text: string, nowSeconds: number): CookieJarSummary {
  const kept = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.startsWith(HTTP_ONLY) ? raw.slice(HTTP_ONLY.length) : raw;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (fields.length !== 7) continue;
    const [domain = '', , , , expiry = '', name = '', value = ''] = fields;
    const expires = Number(expiry);
    if (!isInstagramDomain(domain) || !Number.isFinite(expires)) continue;
    if (expires !== 0 && expires <= nowSeconds) continue;
    if (!TOKEN.test(name) || !VALUE.test(value)) continue;
    kept.set(name, value);
  }
  const header = [...kept].map(([name, value]) => `${name}=${value}`).join('; ');
  return { header: header || undefined, hasSession: Boolean(kept.get('sessionid')), count: kept.size };
}
