/**
 * The records of a ZIP archive of stored (uncompressed) entries, as PKWARE's APPNOTE.TXT (6.3.10) lays
 * them out: a local file header before each entry's bytes, a data descriptor after them (general purpose
 * bit 3: the CRC-32 and sizes are known only once the bytes have passed), the central directory, and the
 * end records, with the ZIP64 forms (§4.3.14–4.3.16, §4.5.3) where a size, an offset or the entry count
 * does not fit the 32- or 16-bit fields. Pure: numbers and names in, bytes out; no node: modules.
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
const ZIP64_EXTRA = 0x0001;

/** Bit 3: sizes and CRC in the data descriptor; bit 11: the name is UTF-8 (§4.4.4). */
const FLAGS = 0x0008 | 0x0800;
/** §4.4.3.2: 2.0 for data descriptors, 4.5 for ZIP64. */
const VERSION_PLAIN = 20;
const VERSION_ZIP64 = 45;
/** Made by Unix (§4.4.2.2), so the external attributes below are read as a mode. */
const MADE_BY_UNIX = 3 << 8;
/** A regular file, rw-r--r--, in the high 16 bits of the external attributes. */
const FILE_MODE = 0o100644 * 0x10000;

export const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/** One written entry, as the central directory needs it. */
export interface ZipEntryRecord {
  readonly name: Uint8Array;
  readonly crc32: number;
  readonly size: number;
  readonly offset: number;
  /** Written with ZIP64 sizes in its local header and data descriptor. */
  readonly zip64: boolean;
  readonly dosTime: number;
  readonly dosDate: number;
}

class Writer {
  private readonly view: DataView;
  readonly bytes: Uint8Array;
  private at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }
  u16(value: number): this {
    this.view.setUint16(this.at, value, true);
    this.at += 2;
    return this;
  }
  u32(value: number): this {
    this.view.setUint32(this.at, value >>> 0, true);
    this.at += 4;
    return this;
  }
  u64(value: number): this {
    this.view.setBigUint64(this.at, BigInt(value), true);
    this.at += 8;
    return this;
  }
  raw(bytes: Uint8Array): this {
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
    return this;
  }
}

/** MS-DOS date and time of `date` (UTC, two-second resolution, years 1980–2107). */
export function dosDateTime(date: Date): { readonly dosDate: number; readonly dosTime: number } {
  const year = Math.min(2107, Math.max(1980, date.getUTCFullYear()));
  return {
    dosDate: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
    dosTime: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
  };
}

/**
 * §4.3.7. With `zip64`, the 32-bit sizes read 0xFFFFFFFF and a ZIP64 extra field of two zero sizes
 * follows the name (§4.5.3: "MUST include BOTH original and compressed file size fields"), which tells a
 * reader the data descriptor carries 8-byte sizes.
 */
export function localHeader(entry: Omit<ZipEntryRecord, 'crc32' | 'size' | 'offset'>): Uint8Array {
  const extra = entry.zip64 ? 20 : 0;
  const w = new Writer(30 + entry.name.length + extra)
    .u32(LOCAL_HEADER)
    .u16(entry.zip64 ? VERSION_ZIP64 : VERSION_PLAIN)
    .u16(FLAGS)
    .u16(0) // stored
    .u16(entry.dosTime)
    .u16(entry.dosDate)
    .u32(0) // CRC-32: in the data descriptor
    .u32(entry.zip64 ? MAX_32 : 0)
    .u32(entry.zip64 ? MAX_32 : 0)
    .u16(entry.name.length)
    .u16(extra)
    .raw(entry.name);
  if (entry.zip64) w.u16(ZIP64_EXTRA).u16(16).u64(0).u64(0);
  return w.bytes;
}

/** §4.3.9: signature, CRC-32, then the compressed and original sizes (equal: stored). */
export function dataDescriptor(entry: Pick<ZipEntryRecord, 'crc32' | 'size' | 'zip64'>): Uint8Array {
  if (entry.zip64) {
    return new Writer(24).u32(DATA_DESCRIPTOR).u32(entry.crc32).u64(entry.size).u64(entry.size).bytes;
  }
  return new Writer(16).u32(DATA_DESCRIPTOR).u32(entry.crc32).u32(entry.size).u32(entry.size).bytes;
}

/** §4.3.12 with the §4.5.3 extra field when the sizes or the offset need 64 bits (or were written so). */
export function centralHeader(entry: ZipEntryRecord): Uint8Array {
  const wideSizes = entry.zip64 || entry.size >= MAX_32;
  const wideOffset = entry.offset >= MAX_32;
  const fields = (wideSizes ? 2 : 0) + (wideOffset ? 1 : 0);
  const extra = fields === 0 ? 0 : 4 + 8 * fields;
  const version = fields === 0 ? VERSION_PLAIN : VERSION_ZIP64;
  const w = new Writer(46 + entry.name.length + extra)
    .u32(CENTRAL_HEADER)
    .u16(MADE_BY_UNIX | version)
    .u16(version)
    .u16(FLAGS)
    .u16(0)
    .u16(entry.dosTime)
    .u16(entry.dosDate)
    .u32(entry.crc32)
    .u32(wideSizes ? MAX_32 : entry.size)
    .u32(wideSizes ? MAX_32 : entry.size)
    .u16(entry.name.length)
    .u16(extra)
    .u16(0) // comment
    .u16(0) // disk number start
    .u16(0) // internal attributes
    .u32(FILE_MODE)
    .u32(wideOffset ? MAX_32 : entry.offset)
    .raw(entry.name);
  if (fields > 0) {
    w.u16(ZIP64_EXTRA).u16(8 * fields);
    // §4.5.3: original size, compressed size, then the header offset, each only when its field overflowed.
    if (wideSizes) w.u64(entry.size).u64(entry.size);
    if (wideOffset) w.u64(entry.offset);
  }
  return w.bytes;
}

/**
 * The end of the archive (§4.3.16), preceded by the ZIP64 end record and its locator (§4.3.14, §4.3.15)
 * when the entry count, the directory's size or its offset overflows its field.
 */
export function endRecords(count: number, directoryOffset: number, directorySize: number): Uint8Array {
  const zip64 = count >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
  const end = new Writer(22)
    .u32(END)
    .u16(0)
    .u16(0)
    .u16(zip64 ? MAX_16 : count)
    .u16(zip64 ? MAX_16 : count)
    .u32(zip64 ? MAX_32 : directorySize)
    .u32(zip64 ? MAX_32 : directoryOffset)
    .u16(0).bytes;
  if (!zip64) return end;
  const zip64EndOffset = directoryOffset + directorySize;
  const record = new Writer(56)
    .u32(ZIP64_END)
    .u64(44) // the size of the rest of this record
    .u16(MADE_BY_UNIX | VERSION_ZIP64)
    .u16(VERSION_ZIP64)
    .u32(0)
    .u32(0)
    .u64(count)
    .u64(count)
    .u64(directorySize)
    .u64(directoryOffset).bytes;
  const locator = new Writer(20).u32(ZIP64_LOCATOR).u32(0).u64(zip64EndOffset).u32(1).bytes;
  const all = new Uint8Array(record.length + locator.length + end.length);
  all.set(record, 0);
  all.set(locator, record.length);
  all.set(end, record.length + locator.length);
  return all;
}

/** The archive's exact length for entries of these name lengths and sizes, written as `zipStream` does. */
export function archiveLength(
  entries: readonly { nameLength: number; size: number; zip64: boolean }[],
): number {
  let offset = 0;
  let directory = 0;
  for (const entry of entries) {
    const local = 30 + entry.nameLength + (entry.zip64 ? 20 : 0);
    const wideSizes = entry.zip64 || entry.size >= MAX_32;
    const fields = (wideSizes ? 2 : 0) + (offset >= MAX_32 ? 1 : 0);
    directory += 46 + entry.nameLength + (fields === 0 ? 0 : 4 + 8 * fields);
    offset += local + entry.size + (entry.zip64 ? 24 : 16);
  }
  const zip64 = entries.length >= MAX_16 || offset >= MAX_32 || directory >= MAX_32;
  return offset + directory + 22 + (zip64 ? 76 : 0);
}
