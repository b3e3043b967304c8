/**
 * Download links and file names (converter-compressor.md §5 "Download", §8 "Toasts";
 * downloader-results.md §5, §9; downloader.md §7).
 */

/** CC §5 / DR §5: "A download URL that is empty, or literally undefined or null, is rejected." */
export function isUsableDownloadUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const u = url.trim();
  return u !== '' && u !== 'undefined' && u !== 'null';
}

/**
 * CC §5: "the original name with its extension replaced by the lowercase chosen output format, or the
 * format appended if there was no extension" ('Clip.MOV' + MP4 → 'Clip.mp4'). A leading dot (".env")
 * is not an extension.
 */
export function outputFileName(originalName: string, format: string): string {
  const ext = format.toLowerCase();
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  return `${base}.${ext}`;
}

/** DR §5: "Download file names are cleaned to letters, digits, dot, underscore and hyphen." */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/** DR §5 Snapchat "title_quality.format". */
export function snapchatFileName(title: string, quality: string, format: string): string {
  return sanitizeFileName(`${title}_${quality}.${format}`);
}

/** DR §5 Snapchat highlight items "snapchat_{tab}_{n}.format (default mp4)". */
export function snapchatHighlightFileName(tab: string, n: number, format = 'mp4'): string {
  return sanitizeFileName(`snapchat_${tab}_${n}.${format || 'mp4'}`);
}

/** DL §7 / DR §9 "whatsapp-qr-{phone}.png, where {phone} is the digits of the number". */
export function qrFileName(phone: string): string {
  return `whatsapp-qr-${phone.replace(/\D/g, '')}.png`;
}

/** CC §8: "Download Failed" is suppressed when the message contains one of these. */
export const DOWNLOAD_FAILED_SUPPRESSED = [
  'Cannot construct download URL',
  'User cancelled',
  'Download not available',
] as const;

export function isDownloadFailedSuppressed(message: string): boolean {
  return DOWNLOAD_FAILED_SUPPRESSED.some((s) => message.includes(s));
}

/** Download toasts (CC §8; DR §8). */
export const DOWNLOAD_MESSAGES = {
  authenticationRequired: 'Authentication token not available. Please try logging in again.',
  notAvailable:
    'The compression or conversion completed but download information is not available. Please try compressing or converting again.',
  linkError: 'Unable to generate download link. Please try the conversion again.',
} as const;

/** DL §7 / CC §7: the finished-file download takes a `token` query parameter. */
export const DOWNLOAD_TOKEN_PARAM = 'token';
