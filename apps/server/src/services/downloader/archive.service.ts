/**
 * "Download all" (docs/decisions.md D190): the files of one of the owner's analyses as one ZIP, written
 * while each file is fetched from the platform by the stream's own relay (the same hops, caps and
 * headers as a single download), so no archive is ever held in memory or on disk. One credit per file,
 * under the file's own stream reference: a file already downloaded on its own costs nothing again, and
 * an archive asked for twice costs once. Every credit is taken before the first byte (a refusal is a
 * plain error answer), and given back for each file that did not reach the visitor.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { Owner } from '../owner.js';
import { ownerKey } from '../owner.js';
import { relay } from '../relay/egress-relay.js';
import { archiveItems, archiveQualities, probeSizes, type ArchiveItem } from './archive-plan.js';
import { downloadFileName } from './download-names.js';
import type { DownloadsService } from './downloads.service.js';
import { archiveLength, MAX_32 } from './zip-records.js';
import { zipStream, type ZipEntrySource } from './zip-stream.js';

export interface ArchiveServiceDeps {
  readonly downloads: Pick<
    DownloadsService,
    'analysisOf' | 'qualityOf' | 'deliveryOf' | 'spendForStream' | 'refundStream'
  >;
  readonly client: EgressClient;
  /** Bytes one file may have (the stream's cap). */
  readonly maxBytes: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

export interface ArchiveRequest {
  readonly owner: Owner;
  /** The analysis (its jobId). */
  readonly jobId: string;
  /** The qualities, in order; undefined for every quality delivered as it is. */
  readonly formatIds: readonly string[] | undefined;
  /** Aborted when the visitor goes away. */
  readonly signal: AbortSignal;
}

export interface ArchiveAnswer {
  readonly fileName: string;
  readonly items: number;
  /** The archive's exact length when every file's length was known ahead and held. */
  readonly expectedBytes: number | undefined;
  readonly stream: Readable;
}

/** Listed in the archive when some files could not be fetched (the archive still holds the rest). */
export const MISSING_FILES_ENTRY = 'missing-files.txt';

const encoder = new TextEncoder();

/** When the item was made (a story's `takenAt`), else now: the entry's modification time. */
function madeAt(item: ArchiveItem, nowMs: number): Date {
  const takenAt = item.quality.extra?.takenAt;
  return new Date(typeof takenAt === 'number' && takenAt > 0 ? takenAt * 1000 : nowMs);
}

export function createArchiveService(deps: ArchiveServiceDeps) {
  const { downloads } = deps;

  return {
    async open(request: ArchiveRequest): Promise<ArchiveAnswer> {
      const { owner, signal } = request;
      const analysis = await downloads.analysisOf(ownerKey(owner), request.jobId);
      const items = archiveItems(analysis, archiveQualities(downloads, analysis, request.formatIds));

      // Every credit first: a visitor who cannot pay for all of them gets the refusal and pays nothing.
      const fresh = new Set<string>();
      const giveBack = async (formatId: string) => {
        if (fresh.delete(formatId)) await downloads.refundStream(owner, analysis.id, formatId);
      };
      try {
        for (const { quality } of items) {
          if (await downloads.spendForStream(owner, analysis.id, quality.formatId))
            fresh.add(quality.formatId);
        }
        await probeSizes(deps.client, items, { maxBytes: deps.maxBytes, signal });
      } catch (error) {
        for (const formatId of [...fresh]) await giveBack(formatId);
        throw error;
      }

      const log = deps.log.child({ analysisId: analysis.id });
      const missing: string[] = [];
      const delivered = new Set<string>();
      const byName = new Map(items.map((item) => [item.name, item.quality.formatId]));

      async function* entries(): AsyncGenerator<ZipEntrySource> {
        for (const item of items) {
          const [part] = item.quality.parts;
          try {
            if (part?.kind !== 'http') throw new Error('no single file');
            const answer = await relay(
              deps.client,
              { url: part.url, headers: part.headers, signal },
              { accept: 'any', maxBytes: deps.maxBytes },
            );
            if (answer.status !== 200 || !answer.stream) throw new Error(`status ${String(answer.status)}`);
            const length = Number(answer.headers['content-length']);
            yield {
              name: item.name,
              modifiedAt: madeAt(item, deps.now()),
              size: Number.isSafeInteger(length) ? length : undefined,
              data: answer.stream,
            };
          } catch (error) {
            if (signal.aborted) return;
            log.warn({ formatId: item.quality.formatId, err: error }, 'archive file not fetched');
            missing.push(item.name);
            await giveBack(item.quality.formatId);
          }
        }
        if (missing.length > 0) {
          const text = `These files could not be fetched from the platform and are not in this archive:\n${missing.join('\n')}\n`;
          const bytes = encoder.encode(text);
          yield {
            name: MISSING_FILES_ENTRY,
            modifiedAt: new Date(deps.now()),
            size: bytes.length,
            data: [bytes],
          };
        }
      }

      async function* archive(): AsyncGenerator<Uint8Array> {
        try {
          yield* zipStream(entries(), {
            maxEntryBytes: deps.maxBytes,
            onEntryDone: (name) => {
              const formatId = byName.get(name);
              if (formatId !== undefined) delivered.add(formatId);
            },
          });
        } finally {
          // The visitor left or a file broke off: what did not reach them is not theirs to pay for.
          for (const { quality } of items) {
            if (!delivered.has(quality.formatId)) await giveBack(quality.formatId);
          }
        }
      }

      const known = items.every((item) => item.size !== undefined);
      return {
        fileName: downloadFileName(analysis.answer.title, '', 'zip'),
        items: items.length,
        expectedBytes: known
          ? archiveLength(
              items.map((item) => ({
                nameLength: encoder.encode(item.name).length,
                size: item.size ?? 0,
                zip64: (item.size ?? deps.maxBytes) >= MAX_32,
              })),
            )
          : undefined,
        stream: Readable.from(archive(), { objectMode: false, highWaterMark: 64 * 1024 }),
      };
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
