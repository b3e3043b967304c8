/**
 * Suno's media addresses (docs/decisions.md D154): audio, video and pictures come from Suno's CDN
 * (`https://cdn1.suno.ai/<id>.mp3`, `<id>.mp4`, `https://cdn2.suno.ai/image_<id>.jpeg`), the hosts the
 * media proxy serves for Suno (D110). An address elsewhere is not taken: this server fetches only
 * Suno's media for a Suno link. The visitor never gets a CDN address: the result screen plays and
 * shows them through this server's media proxy (downloader-results.md §7, DR-7.07). Pure.
 */
import { MEDIA_HOST_SUFFIXES } from '../../services/media/media-hosts.js';

/** What a media address is for: also the media token's type. */
export type MediaKind = 'audio' | 'video' | 'cover' | 'avatar';

/** The visitor-facing link of a fetchable address (the media proxy's path for it). */
export type MediaLinks = (address: string, kind: MediaKind) => string;

const CDN_HOSTS: readonly string[] = MEDIA_HOST_SUFFIXES.suno;

function onCdn(url: URL): boolean {
  const host = url.hostname;
  return CDN_HOSTS.some((name) => host === name || host.endsWith(`.${name}`));
}

/**
 * The address this server fetches for a media field of Suno's: the field's own when it is on Suno's
 * CDN, moved onto `cdnBase` (same path) when that is set (tests); undefined when the field is empty
 * or names another host.
 */
export function cdnAddress(raw: string | null | undefined, cdnBase: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const plain = url.username === '' && url.password === '' && url.port === '';
  if (!['https:', 'http:'].includes(url.protocol) || !plain || !onCdn(url)) return undefined;
  url.hash = '';
  return cdnBase === undefined ? url.href : `${cdnBase}${url.pathname}${url.search}`;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  mp3: 'mp3',
  m4a: 'm4a',
  wav: 'wav',
  mp4: 'mp4',
  jpeg: 'jpg',
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
};

/** The file extension an address's path ends in (jpeg written jpg), else `fallback`. */
export function extensionOf(address: string, fallback: string): string {
  const last = new URL(address).pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return (dot === -1 ? undefined : EXTENSIONS[last.slice(dot + 1).toLowerCase()]) ?? fallback;
}

/** One address to sign, with what it is for. */
export interface MediaRequest {
  readonly address: string;
  readonly kind: MediaKind;
}

/** Every address to sign once, whatever number of fields name it. */
export function uniqueRequests(requests: readonly (MediaRequest | undefined)[]): MediaRequest[] {
  const seen = new Map<string, MediaRequest>();
  for (const r of requests)
    if (r && !seen.has(`${r.kind} ${r.address}`)) seen.set(`${r.kind} ${r.address}`, r);
  return [...seen.values()];
}

/** A request for `address` when there is one. */
export const media = (address: string | undefined, kind: MediaKind): MediaRequest | undefined =>
  address === undefined ? undefined : { address, kind };
