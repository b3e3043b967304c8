import type { DownloaderQuality } from '@mediaforge/shared';

/**
 * "Download all" in the browser (D190): which results offer it, and its progress, as data.
 */

/** The files an archive of this result holds: those the server relays as they are (not made by a job). */
export function archivableQualities(qualities: readonly DownloaderQuality[]): DownloaderQuality[] {
  return qualities.filter((quality) => quality.delivery === 'stream');
}

/** Offered for two files or more (one file is its own Download button). */
export function offersArchive(qualities: readonly DownloaderQuality[]): boolean {
  return archivableQualities(qualities).length >= 2;
}

/**
 * Share done, 0–1, of bytes received against the archive's expected length (the server's header, exact
 * when every file's length was known); undefined when the length is not known (the bar is then
 * indeterminate and the bytes are counted in words).
 */
export function progressShare(received: number, expected: number | undefined): number | undefined {
  if (expected === undefined || !Number.isFinite(expected) || expected <= 0) return undefined;
  return Math.min(1, Math.max(0, received / expected));
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function dispositionName(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star !== undefined) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}
