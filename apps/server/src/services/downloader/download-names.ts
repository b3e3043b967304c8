/**
 * File names of the downloader's results (downloader-results.md §5: "cleaned to letters, digits, dot,
 * underscore and hyphen"; §9 Snapchat's "title_quality.format", which every platform follows here).
 */
import { sanitizeFileName } from '@mediaforge/shared';

/** Long titles are cut: a file name stays readable and far below the 255 bytes file systems allow. */
export const MAX_TITLE_CHARS = 80;

export function downloadFileName(title: string, quality: string, format: string): string {
  const base = sanitizeFileName(title.trim().slice(0, MAX_TITLE_CHARS)).replace(/^[._]+|[._]+$/g, '');
  const label = sanitizeFileName(quality.trim()).replace(/^[._]+|[._]+$/g, '');
  const name = [base || 'download', label].filter(Boolean).join('_');
  return `${name}.${sanitizeFileName(format)}`;
}
