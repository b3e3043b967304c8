/**
 * "Download all" (docs/decisions.md D190): the files of a multi-item analysis (a carousel, a story set, a
 * highlight, a playlist) as one ZIP the server writes while it fetches them. The path, its query and the
 * response headers the browser reads its progress from.
 */
import { z } from 'zod';

export const ARCHIVE_PATH = '/api/downloader/archive';

/**
 * Most items one archive takes: the largest multi-item answer (a Suno playlist, D156: 500 songs), so
 * any result can be fetched whole and no request names an unbounded list.
 */
export const MAX_ARCHIVE_ITEMS = 500;

/** Response headers of the archive: how many entries, and the bytes the browser should expect. */
export const ARCHIVE_HEADERS = {
  items: 'x-archive-items',
  /** The archive's exact length when every item's size was known ahead (else absent). */
  expectedBytes: 'x-archive-expected-bytes',
} as const;

export const ARCHIVE_MESSAGES = {
  noItems: 'Name at least one file of the result to put in the archive',
  tooManyItems: `An archive takes at most ${MAX_ARCHIVE_ITEMS} files`,
  notArchivable:
    'This file is made by the server before it can be downloaded, so it is not part of "Download all": download it on its own',
} as const;

const formatIdList = z
  .string()
  .max(64 * MAX_ARCHIVE_ITEMS)
  .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id !== ''));

/**
 * GET /api/downloader/archive?jobId=<analysis>&formatIds=a,b,c: each formatId once, in the order given;
 * without formatIds, every file of the analysis that is delivered as it is (a long playlist's ids would
 * not fit in a request line).
 */
export const downloaderArchiveQuerySchema = z.object({
  jobId: z.string().min(1).max(64),
  formatIds: formatIdList.optional(),
});
export type DownloaderArchiveQuery = z.output<typeof downloaderArchiveQuerySchema>;

/** The archive's address: these qualities, or every one that can be archived when none are named. */
export function archivePath(jobId: string, formatIds?: readonly string[]): string {
  const query = `jobId=${encodeURIComponent(jobId)}`;
  return formatIds === undefined
    ? `${ARCHIVE_PATH}?${query}`
    : `${ARCHIVE_PATH}?${query}&formatIds=${encodeURIComponent(formatIds.join(','))}`;
}
