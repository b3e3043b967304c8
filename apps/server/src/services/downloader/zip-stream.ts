import { crc32 } from 'node:zlib';
import {
  centralHeader,
  dataDescriptor,
  dosDateTime,
  endRecords,
  localHeader,
  MAX_32,
  type ZipEntryRecord,
} from './zip-records.js';

/**
 * A ZIP archive written while its entries arrive (zip-records.ts has the format): each entry's bytes
 * pass through once, stored as they are (media is compressed already), with their CRC-32 and length
 * counted on the way and written after them. Nothing is held but the central directory's few bytes
 * per entry, so an archive of any size streams in constant memory; as an async iterable, it is pulled
 * by its consumer (Readable.from), which gives backpressure all the way to each entry's source.
 */
export interface ZipEntrySource {
  /** The entry's path in the archive (already cleaned by the caller). */
  readonly name: string;
  readonly modifiedAt: Date;
  /** The entry's length when known before its bytes (a Content-Length); decides its 32/64-bit fields. */
  readonly size: number | undefined;
  readonly data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface ZipStreamOptions {
  /**
   * The most bytes an entry of unknown size may have. Entries that may pass 4 GiB get ZIP64 sizes;
   * an entry that turns out longer than it was promised ends the archive with an error.
   */
  readonly maxEntryBytes: number;
  /** Told after an entry's last byte and its descriptor went out. */
  readonly onEntryDone?: (name: string, size: number) => void;
}

/** The most bytes an entry may have when it was announced with `size` (or without). */
function entryBound(source: ZipEntrySource, options: ZipStreamOptions): number {
  return source.size ?? options.maxEntryBytes;
}

/** An archive's bytes, chunk by chunk; the caller's iterable is read one entry at a time, in order. */
export async function* zipStream(
  entries: AsyncIterable<ZipEntrySource> | Iterable<ZipEntrySource>,
  options: ZipStreamOptions,
): AsyncGenerator<Uint8Array, void, undefined> {
  const written: ZipEntryRecord[] = [];
  const encoder = new TextEncoder();
  let offset = 0;
  for await (const source of entries) {
    const bound = entryBound(source, options);
    const head = {
      name: encoder.encode(source.name),
      zip64: bound >= MAX_32,
      ...dosDateTime(source.modifiedAt),
    };
    const header = localHeader(head);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of source.data) {
      size += chunk.length;
      if (size > bound)
        throw new Error(`entry ${source.name} is longer than the ${String(bound)} bytes announced`);
      crc = crc32(chunk, crc);
      yield chunk;
    }
    const record: ZipEntryRecord = { ...head, crc32: crc, size, offset };
    const descriptor = dataDescriptor(record);
    yield descriptor;
    written.push(record);
    offset += header.length + size + descriptor.length;
    options.onEntryDone?.(source.name, size);
  }
  const directoryOffset = offset;
  let directorySize = 0;
  for (const record of written) {
    const central = centralHeader(record);
    directorySize += central.length;
    yield central;
  }
  yield endRecords(written.length, directoryOffset, directorySize);
}
