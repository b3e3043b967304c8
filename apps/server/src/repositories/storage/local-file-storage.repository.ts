import { createHash, randomBytes, type Hash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ByteLimitExceededError } from '../../errors/byte-limit-exceeded.js';
import { moveFileDurably, syncDir } from './durable-move.repository.js';
import type { FileStorage, StagedChunk, StagedFile, StoredObject } from './file-storage.repository.js';

/** Ids and keys become path segments; anything else is refused, so no value can climb out of the root. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const CHUNK_FILE = /^(\d+)\.chunk$/;
const READ_BUFFER = 1024 * 1024;

function segment(value: string): string {
  if (!SAFE_SEGMENT.test(value)) throw new Error(`unsafe storage name: ${JSON.stringify(value)}`);
  return value;
}

async function writeAll(fh: FileHandle, buffer: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await fh.write(buffer, offset, buffer.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Writes every buffer of `sources` (read one after another) to a new file `target` (mode 0600), counting
 * and optionally hashing; fsyncs; removes the file on any failure. Memory stays at one buffer.
 */
async function streamToFile(
  target: string,
  sources: Iterable<() => AsyncIterable<Uint8Array>>,
  maxBytes: number,
  hash?: Hash,
): Promise<number> {
  const fh = await open(target, 'wx', 0o600);
  let size = 0;
  try {
    for (const source of sources) {
      for await (const buffer of source()) {
        size += buffer.length;
        if (size > maxBytes) throw new ByteLimitExceededError(maxBytes);
        hash?.update(buffer);
        await writeAll(fh, buffer);
      }
    }
    await fh.sync();
    await fh.close();
    return size;
  } catch (error) {
    await fh.close().catch(() => undefined);
    await rm(target, { force: true });
    throw error;
  }
}

async function listEntries(dir: string, keep: (info: Stats) => boolean): Promise<StoredObject[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries: StoredObject[] = [];
  for (const key of names.filter((n) => SAFE_SEGMENT.test(n))) {
    const info = await stat(path.join(dir, key)).catch(() => undefined);
    if (info && keep(info)) entries.push({ key, modifiedAt: info.mtimeMs });
  }
  return entries;
}

const readFile = (file: string) => () =>
  createReadStream(file, { highWaterMark: READ_BUFFER }) as AsyncIterable<Uint8Array>;

/** The local-disk adapter: `uploads/<id>/<n>.chunk`, `tmp/<random>.upload`, `files/<key>` under DATA_DIR. */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir);
  const tmpDir = path.join(root, 'tmp');
  const filesDir = path.join(root, 'files');
  const uploadDir = (uploadId: string) => path.join(root, 'uploads', segment(uploadId));
  const chunkPath = (uploadId: string, n: number) => path.join(uploadDir(uploadId), `${n}.chunk`);
  const objectPath = (key: string) => path.join(filesDir, segment(key));
  const tempName = () => randomBytes(12).toString('base64url');

  async function stage(
    sources: Iterable<() => AsyncIterable<Uint8Array>>,
    maxBytes: number,
  ): Promise<StagedFile> {
    await mkdir(tmpDir, { recursive: true });
    const file = path.join(tmpDir, `${tempName()}.upload`);
    const hash = createHash('sha256');
    const size = await streamToFile(file, sources, maxBytes, hash);
    return { path: file, size, sha256: hash.digest('hex') };
  }

  return {
    async stageChunk(uploadId, chunkNumber, source, maxBytes) {
      const dir = uploadDir(uploadId);
      await mkdir(dir, { recursive: true });
      // A dot name never matches CHUNK_FILE, so a half-written chunk is never listed.
      const tempPath = path.join(dir, `.${chunkNumber}.${tempName()}.tmp`);
      const size = await streamToFile(tempPath, [() => source], maxBytes);
      return { uploadId, chunkNumber, size, tempPath };
    },
    async commitChunk(chunk: StagedChunk) {
      await rename(chunk.tempPath, chunkPath(chunk.uploadId, chunk.chunkNumber));
      await syncDir(uploadDir(chunk.uploadId));
    },
    async discardChunk(chunk) {
      await rm(chunk.tempPath, { force: true });
    },
    async listChunks(uploadId) {
      const names = await readdir(uploadDir(uploadId)).catch(() => [] as string[]);
      return names
        .map((n) => CHUNK_FILE.exec(n)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    },
    async listUploads() {
      return listEntries(path.join(root, 'uploads'), (info) => info.isDirectory());
    },
    async removeUpload(uploadId) {
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    async assemble(uploadId, chunkNumbers) {
      return stage(
        chunkNumbers.map((n) => readFile(chunkPath(uploadId, n))),
        Number.MAX_SAFE_INTEGER,
      );
    },
    async stageFile(source: Readable, maxBytes) {
      return stage([() => source], maxBytes);
    },
    async readHead(file, offset, length) {
      const fh = await open(file.path, 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await fh.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },
    async discard(file) {
      await rm(file.path, { force: true });
    },
    async publish(file, key) {
      await mkdir(filesDir, { recursive: true });
      await rename(file.path, objectPath(key));
      await syncDir(filesDir);
    },
    localPath(key) {
      return objectPath(key);
    },
    async importFile(file, key) {
      if (!path.isAbsolute(file)) throw new Error('importFile needs an absolute path');
      await mkdir(filesDir, { recursive: true });
      await moveFileDurably(file, objectPath(key), tmpDir);
    },
    async openRead(key, range) {
      const info = await stat(objectPath(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const stream = createReadStream(objectPath(key), { highWaterMark: READ_BUFFER, ...range });
      return { stream, size: info.size };
    },
    async stat(key) {
      const info = await stat(objectPath(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async remove(key) {
      await rm(objectPath(key), { force: true });
    },
    async listStored() {
      return listEntries(filesDir, (info) => info.isFile());
    },
    async removeStaleTemp(cutoff) {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs <= cutoff) {
          await rm(file, { force: true, recursive: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
