/**
 * What goes into a "Download all" archive (D190): the qualities asked for (or every one delivered as
 * it is), each with its entry name and, when it can be learnt ahead, its length.
 */
import { ARCHIVE_MESSAGES, ERROR_CODES, MAX_ARCHIVE_ITEMS } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { ExtractedQuality } from '../../extractors/extractor.js';
import type { AnalysisRecord } from '../../repositories/database/analyses.repository.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { relay } from '../relay/egress-relay.js';
import { downloadFileName } from './download-names.js';
import type { DownloadsService } from './downloads.service.js';

export interface ArchiveItem {
  readonly quality: ExtractedQuality;
  /** The entry's name: its position, then the download name (`03_Story_3_1080p.jpg`). */
  readonly name: string;
  /** Bytes, from the analysis or a HEAD of the platform's file; undefined when neither said. */
  size: number | undefined;
}

type PlanDownloads = Pick<DownloadsService, 'qualityOf' | 'deliveryOf'>;

/** The qualities of the archive, in order; refusals by code before anything is spent. */
export function archiveQualities(
  downloads: PlanDownloads,
  analysis: AnalysisRecord,
  formatIds: readonly string[] | undefined,
): ExtractedQuality[] {
  let chosen: ExtractedQuality[];
  if (formatIds === undefined) {
    // Everything that can be archived: files delivered as they are, within the length cap.
    chosen = analysis.sources.filter((quality) => {
      if (downloads.deliveryOf(quality) !== 'stream') return false;
      try {
        downloads.qualityOf(analysis, { formatId: quality.formatId });
        return true;
      } catch {
        return false;
      }
    });
  } else {
    chosen = formatIds.map((formatId) => {
      const quality = downloads.qualityOf(analysis, { formatId });
      if (downloads.deliveryOf(quality) !== 'stream') {
        throw new AppError(ERROR_CODES.QUALITY_NOT_ARCHIVABLE, ARCHIVE_MESSAGES.notArchivable, { formatId });
      }
      return quality;
    });
  }
  if (chosen.length === 0) throw new AppError(ERROR_CODES.VALIDATION_FAILED, ARCHIVE_MESSAGES.noItems);
  if (chosen.length > MAX_ARCHIVE_ITEMS) {
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, ARCHIVE_MESSAGES.tooManyItems, {
      maxItems: MAX_ARCHIVE_ITEMS,
    });
  }
  return chosen;
}

/** Entry names: a zero-padded position keeps them unique and in the result's order. */
export function archiveItems(
  analysis: AnalysisRecord,
  qualities: readonly ExtractedQuality[],
): ArchiveItem[] {
  const width = String(qualities.length).length;
  return qualities.map((quality, i) => ({
    quality,
    name: `${String(i + 1).padStart(Math.max(2, width), '0')}_${downloadFileName(
      quality.title ?? analysis.answer.title,
      quality.quality,
      quality.format,
    )}`,
    size: quality.filesize !== null && !quality.sizeEstimated ? quality.filesize : undefined,
  }));
}

/** HEADs asked at once, and the time all of them together may take before the archive starts. */
const SIZE_PROBES_AT_ONCE = 6;
const SIZE_PROBE_BUDGET_MS = 4000;

/**
 * Asks the platform for the length of each item the analysis gave none for (HEAD, as the stream relays
 * it), so the browser can show the archive's progress against its real length. Best effort: an item
 * that does not answer in time stays unknown, and the archive goes on without it being known.
 */
export async function probeSizes(
  client: EgressClient,
  items: readonly ArchiveItem[],
  options: { readonly maxBytes: number; readonly signal: AbortSignal },
): Promise<void> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(SIZE_PROBE_BUDGET_MS)]);
  const queue = items.filter((item) => item.size === undefined);
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !signal.aborted; item = queue.shift()) {
      const [part] = item.quality.parts;
      if (part?.kind !== 'http') continue;
      try {
        const answer = await relay(
          client,
          { url: part.url, head: true, headers: part.headers, signal },
          { accept: 'any', maxBytes: options.maxBytes },
        );
        const length = Number(answer.headers['content-length']);
        if (answer.status === 200 && Number.isSafeInteger(length) && length >= 0) item.size = length;
      } catch {
        // Unknown stays unknown: the GET will tell.
      }
    }
  };
  await Promise.all(Array.from({ length: SIZE_PROBES_AT_ONCE }, worker));
}
