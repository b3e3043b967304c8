import {
  DEFAULT_MEDIA_PROXY_TYPE,
  DOWNLOADER_PATHS,
  isUsableDownloadUrl,
  mediaTokenSchema,
} from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { apiData } from './api-client';
import { JOB_API_TIMEOUT_MS } from './job-http';

/**
 * A platform's media address as the page shows it (downloader-results.md §7 "POST /media/generate-token",
 * D110): the page's CSP admits images and media of its own origin only, so a CDN address is shown
 * through the media proxy. Any failure of that call falls back to the original address (DR-8.06), as
 * the spec says, even though the CSP will then keep it from loading. Answers are kept (a token lives an
 * hour), so a card scrolled past twice asks once.
 */
const MAX_KEPT = 300;
const kept = new Map<string, Promise<string>>();

function keep(key: string, answer: Promise<string>): Promise<string> {
  if (kept.size >= MAX_KEPT) {
    const oldest = kept.keys().next();
    if (oldest.done !== true) kept.delete(oldest.value);
  }
  kept.set(key, answer);
  return answer;
}

async function ask(url: string, platform: string, type: string): Promise<string> {
  try {
    const answer = await apiData(
      {
        method: 'POST',
        path: DOWNLOADER_PATHS.mediaToken,
        body: { url, platform: platform.toLowerCase(), type },
        timeoutMs: JOB_API_TIMEOUT_MS,
      },
      mediaTokenSchema,
    );
    return answer.proxiedUrl;
  } catch {
    return url;
  }
}

/** An address of this site is shown as it is; anything else through the proxy, or as given on failure. */
export function proxiedMediaUrl(
  url: string,
  platform: string,
  type: string = DEFAULT_MEDIA_PROXY_TYPE,
): Promise<string> {
  if (url.startsWith('/') && !url.startsWith('//')) return Promise.resolve(url);
  const key = `${platform}\n${type}\n${url}`;
  return kept.get(key) ?? keep(key, ask(url, platform, type));
}

/** Whether an address from an answer can be shown at all (DR §5: not empty, "undefined" or "null"). */
export const isShowableUrl = (url: string | null | undefined): url is string => isUsableDownloadUrl(url);

/**
 * The address to put in `src` once known; undefined while it is being asked for, when there is none,
 * or while `enabled` is false (a lazy image not yet near the view).
 */
export function useMediaUrl(
  url: string | null | undefined,
  platform: string,
  options: { readonly type?: string; readonly enabled?: boolean } = {},
): string | undefined {
  const { type = DEFAULT_MEDIA_PROXY_TYPE, enabled = true } = options;
  const [shown, setShown] = useState<{ readonly from: string; readonly src: string }>();
  const wanted = enabled && isShowableUrl(url) ? url : undefined;
  useEffect(() => {
    if (wanted === undefined) return;
    let live = true;
    void proxiedMediaUrl(wanted, platform, type).then((src) => {
      if (live) setShown({ from: wanted, src });
    });
    return () => {
      live = false;
    };
  }, [wanted, platform, type]);
  return shown !== undefined && shown.from === wanted ? shown.src : undefined;
}

/**
 * Saves a platform's file through the media proxy as an attachment (a file name after the token, D111):
 * the page stays, the name's extension is the relayed type's. When the proxy does not sign the address,
 * it opens in a new tab (downloader-results.md §7 "if none, the URL opens in a new tab").
 */
export async function saveProxiedMedia(
  url: string,
  platform: string,
  name: string,
  type: string,
): Promise<void> {
  const proxied = await proxiedMediaUrl(url, platform, type);
  if (!proxied.startsWith('/api/media/proxy/')) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const link = document.createElement('a');
  link.href = `${proxied}/${encodeURIComponent(name)}`;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
