import { pageVisitor } from './anonymous-session';
import { apiBlob } from './api-client';

/**
 * Saves a Blob under `name` through a temporary link with the download attribute (the page stays): a
 * converted result (the name the server would give is not the spec's, CC §5 "Download"), a QR code, an
 * archive.
 */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a minute later rather than at once: a slow browser may still be reading the URL for the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches a media file of this site (a media proxy link) as a Blob through the one API client and saves
 * it (downloader-results.md §7 "the cover is fetched as a blob and saved"). Rejects on any failure, so
 * the caller can fall back.
 */
export async function fetchAndSave(path: string, name: string): Promise<void> {
  saveBlobAs(await apiBlob({ path, visitor: pageVisitor }), name);
}
