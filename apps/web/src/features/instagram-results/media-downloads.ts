import { isUsableDownloadUrl, sanitizeFileName, type DownloaderQuality } from '@mediaforge/shared';

/** What a download asks for (downloader-results.md §7 "Generic media download"). */
export interface MediaDownloadRequest {
  readonly url: string;
  readonly fileName: string;
  readonly quality: string;
  readonly format: string;
  readonly type: string;
  readonly index: number;
  /** The legacy profile-picture call names its tool (§7 "Profile-picture download"). */
  readonly tool?: string;
}

export type MediaDownloadHandler = (request: MediaDownloadRequest) => void;

/** DR §5: a download name keeps letters, digits, dot, underscore and hyphen only. */
export function mediaFileName(title: string, quality: string, format: string): string {
  const base = [title.trim(), quality.trim()].filter(Boolean).join('_') || 'download';
  return sanitizeFileName(`${base}.${format || 'bin'}`);
}

/**
 * DR §7 "Generic media download: a handler supplied by the parent is called with url, file name,
 * quality, format, type, index; if none, the URL opens in a new tab." An address that is empty,
 * "undefined" or "null" is refused (DR §5).
 */
export function downloadMedia(
  request: MediaDownloadRequest,
  handler: MediaDownloadHandler | undefined,
  openTab: (url: string) => void,
): 'handler' | 'tab' | 'refused' {
  if (!isUsableDownloadUrl(request.url)) return 'refused';
  if (handler !== undefined) {
    handler(request);
    return 'handler';
  }
  openTab(request.url);
  return 'tab';
}

/**
 * DR §7 "Profile-picture download: by navigating to the tokenised stream URL; otherwise (legacy) the
 * download handler is called with the profile url, a file name, tool profile-picture-downloader, format
 * jpg, type image, index 0."
 */
export function downloadProfilePicture(
  quality: DownloaderQuality,
  profile: { readonly url: string; readonly username: string },
  ways: { readonly navigate: (quality: DownloaderQuality) => void; readonly legacy: MediaDownloadHandler },
): void {
  if (/[?&]token=/.test(quality.url)) {
    ways.navigate(quality);
    return;
  }
  ways.legacy({
    url: profile.url,
    fileName: mediaFileName(`${profile.username}_profile_picture`, '', 'jpg'),
    quality: quality.quality,
    format: 'jpg',
    type: 'image',
    index: 0,
    tool: 'profile-picture-downloader',
  });
}
