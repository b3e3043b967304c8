import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { archiveLength, MAX_32 } from '../../src/services/downloader/zip-records.js';
import { zipStream, type ZipEntrySource } from '../../src/services/downloader/zip-stream.js';

/**
 * The ZIP writer against an independent reader: Info-ZIP's unzip tests every CRC (-t), lists the names
 * (-Z1) and extracts each entry (-p). The ZIP64 forms are exercised by entries announced without a size
 * under a 4 GiB cap, and by more entries than the 16-bit count holds.
 */
const run = promisify(execFile);
const encoder = new TextEncoder();

const entry = (name: string, size: number | undefined, ...parts: string[]): ZipEntrySource => ({
  name,
  modifiedAt: new Date(Date.UTC(2024, 5, 5, 12, 30, 10)),
  size,
  data: parts.map((part) => encoder.encode(part)),
});

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

async function unzip(bytes: Buffer, ...args: string[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
  try {
    const file = path.join(dir, 'a.zip');
    writeFileSync(file, bytes);
    return (await run('unzip', [...args, file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('zipStream', () => {
  it('writes stored entries with data descriptors that unzip reads back exactly', async () => {
    const entries = [
      entry('01_first.jpg', 11, 'hello', ' world'),
      entry('02_empty.txt', 0),
      entry('03_été.txt', undefined, 'accents ', 'and chunks'),
    ];
    const done: string[] = [];
    const bytes = await collect(
      zipStream(entries, { maxEntryBytes: 1024, onEntryDone: (name) => done.push(name) }),
    );
    expect(await unzip(bytes, '-t')).toContain('No errors detected in compressed data');
    expect((await unzip(bytes, '-Z1')).split('\n').filter(Boolean)).toEqual([
      '01_first.jpg',
      '02_empty.txt',
      '03_été.txt',
    ]);
    expect(await unzip(bytes, '-p')).toBe('hello worldaccents and chunks');
    expect(done).toEqual(['01_first.jpg', '02_empty.txt', '03_été.txt']);
    // Stored, not deflated: the listing says so for every entry.
    expect((await unzip(bytes, '-v')).match(/ Stored /g)).toHaveLength(3);
    const lengths = [
      { nameLength: 12, size: 11, zip64: false },
      { nameLength: 12, size: 0, zip64: false },
      { nameLength: encoder.encode('03_été.txt').length, size: 18, zip64: false },
    ];
    expect(archiveLength(lengths)).toBe(bytes.length);
  });

  it('gives an entry of unknown size under a cap past 4 GiB the ZIP64 sizes, which unzip accepts', async () => {
    const bytes = await collect(
      zipStream([entry('big-maybe.mp4', undefined, 'abc'), entry('small.jpg', 3, 'xyz')], {
        maxEntryBytes: MAX_32 + 1,
      }),
    );
    expect(await unzip(bytes, '-t')).toContain('No errors detected');
    expect(await unzip(bytes, '-p')).toBe('abcxyz');
    // The ZIP64 extra field (header 0x0001) follows the first local header's name.
    expect(bytes.indexOf(Buffer.from('big-maybe.mp4\x01\x00\x10\x00', 'latin1'))).toBe(30);
    expect(
      archiveLength([
        { nameLength: 13, size: 3, zip64: true },
        { nameLength: 9, size: 3, zip64: false },
      ]),
    ).toBe(bytes.length);
  });

  it('ends with the ZIP64 end records when the entries outnumber the 16-bit count', async () => {
    const count = 0xffff + 2;
    function* many(): Generator<ZipEntrySource> {
      for (let i = 0; i < count; i += 1) yield entry(`${String(i)}.txt`, 1, String(i % 10));
    }
    const bytes = await collect(zipStream(many(), { maxEntryBytes: 16 }));
    expect(await unzip(bytes, '-tq')).toContain('No errors detected');
    expect((await unzip(bytes, '-Z1')).split('\n').filter(Boolean)).toHaveLength(count);
    // The ZIP64 end of central directory record and its locator precede the classic end record.
    expect(bytes.readUInt32LE(bytes.length - 22 - 20)).toBe(0x07064b50);
    expect(bytes.readUInt32LE(bytes.length - 22 - 20 - 56)).toBe(0x06064b50);
  });

  it('refuses an entry longer than it was announced', async () => {
    const stream = zipStream([entry('liar.bin', 2, 'three')], { maxEntryBytes: 100 });
    await expect(collect(stream)).rejects.toThrow(/longer than the 2 bytes/);
  });
});
