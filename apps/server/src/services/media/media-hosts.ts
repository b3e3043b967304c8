import { MEDIA_PROXY_PLATFORMS } from '@mediaforge/shared';

/**
 * Which addresses the media proxy may fetch (docs/decisions.md D110): for each platform, the CDN hosts
 * its media is served from. A host matches when it is one of these names or a sub-domain of one, on the
 * scheme's default port, so the proxy relays a platform's media and nothing else: it is not an open proxy.
 * Pure: no I/O; the egress guard still judges every address these names resolve to (D80).
 */

/** The nine platforms of the public call (downloader-results.md §7), and Suno, whose results the server signs (DR-7.07). */
export const MEDIA_HOST_PLATFORMS = [...MEDIA_PROXY_PLATFORMS, 'suno'] as const;
export type MediaHostPlatform = (typeof MEDIA_HOST_PLATFORMS)[number];

export function isMediaHostPlatform(value: string): value is MediaHostPlatform {
  return (MEDIA_HOST_PLATFORMS as readonly string[]).includes(value);
}

/**
 * Host suffixes, as the platforms' own media addresses show them (scontent-*.cdninstagram.com,
 * p16-sign-*.tiktokcdn.com, v16-webapp-prime.tiktok.com, i.ytimg.com, yt3.ggpht.com, rr*.googlevideo.com,
 * pbs.twimg.com, i.pinimg.com, i.vimeocdn.com, dms.licdn.com, pps.whatsapp.net, cdn1.suno.ai…).
 * Shared hosting domains are named down to the platform's own host: all of googleusercontent.com would
 * admit anyone's Drive files, all of akamaized.net any Akamai customer.
 */
export const MEDIA_HOST_SUFFIXES: Readonly<Record<MediaHostPlatform, readonly string[]>> = {
  instagram: ['cdninstagram.com', 'fbcdn.net'],
  tiktok: [
    'tiktokcdn.com',
    'tiktokcdn-us.com',
    'tiktokcdn-eu.com',
    'tiktokv.com',
    'tiktokv.us',
    'tiktokv.eu',
    'byteoversea.com',
    'ibyteimg.com',
    'muscdn.com',
    // The web player's video addresses (v16-webapp-prime.tiktok.com); pages are refused by type.
    'tiktok.com',
  ],
  youtube: ['ytimg.com', 'ggpht.com', 'googlevideo.com', 'yt3.googleusercontent.com'],
  facebook: ['fbcdn.net'],
  twitter: ['twimg.com'],
  pinterest: ['pinimg.com'],
  vimeo: ['vimeocdn.com', 'vod-progressive.akamaized.net'],
  linkedin: ['licdn.com'],
  whatsapp: ['whatsapp.net'],
  suno: ['cdn1.suno.ai', 'cdn2.suno.ai'],
};

/** One entry of MEDIA_PROXY_TEST_HOSTS: an exact host and port admitted for a platform (tests only). */
export interface MediaTestHost {
  readonly platform: MediaHostPlatform;
  /** As the URL parser writes it: lower case, IPv4 canonical, IPv6 in brackets. */
  readonly hostname: string;
  readonly port: number | undefined;
}

const defaultPort = (url: URL): number => (url.protocol === 'https:' ? 443 : 80);
const portOf = (url: URL): number => (url.port === '' ? defaultPort(url) : Number(url.port));

/** `platform=host[:port]`, comma-separated; the malformed entries come back for the configuration error. */
export function parseMediaTestHosts(text: string): { entries: MediaTestHost[]; invalid: string[] } {
  const entries: MediaTestHost[] = [];
  const invalid: string[] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [platform = '', host = '', ...rest] = item.split('=');
    let url: URL | undefined;
    try {
      url = new URL(`http://${host}`);
    } catch {
      url = undefined;
    }
    const plain =
      url?.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      !host.includes('@');
    if (rest.length > 0 || !isMediaHostPlatform(platform) || !url || !plain) {
      invalid.push(item);
      continue;
    }
    entries.push({ platform, hostname: url.hostname, port: url.port === '' ? undefined : Number(url.port) });
  }
  return { entries, invalid };
}

const underSuffix = (hostname: string, suffix: string): boolean =>
  hostname === suffix || hostname.endsWith(`.${suffix}`);

export interface MediaHostPolicy {
  /** True when `url` is an http(s) address, without credentials, of one of `platform`'s media hosts. */
  allows(platform: MediaHostPlatform, url: URL): boolean;
}

export function createMediaHostPolicy(testHosts: readonly MediaTestHost[] = []): MediaHostPolicy {
  return {
    allows(platform, url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      if (url.username !== '' || url.password !== '') return false;
      const port = portOf(url);
      const tested = testHosts.some(
        (t) =>
          t.platform === platform && t.hostname === url.hostname && (t.port ?? defaultPort(url)) === port,
      );
      if (tested) return true;
      // CDNs serve on the default ports; another port on a CDN name is not the CDN's media.
      if (port !== defaultPort(url)) return false;
      return MEDIA_HOST_SUFFIXES[platform].some((suffix) => underSuffix(url.hostname, suffix));
    },
  };
}
