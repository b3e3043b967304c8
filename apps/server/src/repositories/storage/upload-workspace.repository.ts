import { createHash, randomBytes, type Hash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ByteLimitExceededError } from '../../errors/byte-limit-exceeded.js';
import { syncDir } from './durable-move.repository.js';
import type { ByteSpan, UploadHasher } from './upload-hasher.repository.js';

/**
 * The local workspace of uploads (docs/decisions.md D87, D88): files being received, before they are
 * published to the object store. It is always on local disk, whatever the object store is, because the
 * probe needs a path; it is the only place that hands out local paths (to ffprobe). A chunked upload is
 * one file, `uploads/<id>/data`, that each chunk is written into at its own offset; a single-request
 * upload streams into `tmp/<random>.upload`.
 */

/** A whole file in the workspace with its size and SHA-256, waiting for validation and publishing. */
export interface StagedFile {
  /** Absolute local path of a server-generated name (for the probe and for adopting it). */
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

export interface WorkspaceEntry {
  readonly key: string;
  readonly modifiedAt: number;
}

/** An open place for one chunk inside the upload's file. */
export interface ChunkSink {
  /**
   * Streams `source` into the file from the chunk's offset, at most its length (ByteLimitExceededError
   * beyond, and nothing past the chunk's end is written), flushes it to disk, closes; answers the size.
   */
  fill(source: Readable): Promise<number>;
  /** Closes without writing (the chunk was refused before its bytes were read). */
  abandon(): Promise<void>;
}

export interface UploadWorkspace {
  /** Opens the upload's file (created, private, on first use) for the chunk at `offset`, `length` bytes long. */
  openChunk(uploadId: string, offset: number, length: number): Promise<ChunkSink>;
  /**
   * These chunks are stored for good (recorded): the running SHA-256 advances over them once every byte
   * before them is hashed. Passing every stored chunk lets a hash that restarted catch up at once.
   */
  chunksStored(uploadId: string, spans: readonly ByteSpan[]): void;
  /**
   * The upload's file as a staged file: its size on disk and the SHA-256 of its first `size` bytes,
   * finished from the running hash. A file whose size is not `size` is answered without a hash.
   */
  finishUpload(uploadId: string, size: number): Promise<StagedFile>;
  /** Whether the upload's data is there to complete again (in place: its file, gone once published). */
  hasUploadFile(uploadId: string): Promise<boolean>;
  /** Removes the upload's data (directory, running hash, staged chunks); no error when it is gone. */
  removeUpload(uploadId: string): Promise<void>;
  /**
   * After a refused chunk, when no chunk of the upload is recorded and none is being written by this
   * process: removes what opening the chunk left (in place, the upload's new file). Chunks staged in a
   * shared store leave nothing behind a refusal, and other nodes may be writing the same upload, so that
   * workspace keeps everything (docs/decisions.md D254).
   */
  discardEmptyUpload(uploadId: string): Promise<void>;
  /** Upload directories (key = upload id) with their last change. */
  listUploads(): Promise<WorkspaceEntry[]>;
  /** Streams `source` into a staged file while hashing it; ByteLimitExceededError past `maxBytes`. */
  stageFile(source: Readable, maxBytes: number): Promise<StagedFile>;
  readHead(file: StagedFile, offset: number, length: number): Promise<Uint8Array>;
  /** The staged file's bytes, for a copy elsewhere (the file stays). */
  readAll(file: StagedFile): Readable;
  /** Removes a staged file; no error when it is gone. */
  discard(file: StagedFile): Promise<void>;
  /** Removes temporary files (staged uploads, interrupted writes) older than `cutoff` (epoch ms). */
  removeStaleTemp(cutoff: number): Promise<number>;
}

/** Ids become path segments; anything else is refused, so no value can climb out of the root. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const UPLOAD_FILE = 'data';

function segment(value: string): string {
  if (!SAFE_SEGMENT.test(value)) throw new Error(`unsafe storage name: ${JSON.stringify(value)}`);
  return value;
}

/**
 * Writes every buffer of `source` to `fh` from `position` on, counting (and hashing, when given); a
 * buffer that would pass `maxBytes` fails with ByteLimitExceededError before any of it is written.
 */
async function writeStream(
  fh: FileHandle,
  source: Readable,
  position: number | null,
  maxBytes: number,
  hash?: Hash,
): Promise<number> {
  let size = 0;
  for await (const buffer of source as AsyncIterable<Uint8Array>) {
    if (size + buffer.length > maxBytes) throw new ByteLimitExceededError(maxBytes);
    hash?.update(buffer);
    let done = 0;
    while (done < buffer.length) {
      const at = position === null ? null : position + size + done;
      done += (await fh.write(buffer, done, buffer.length - done, at)).bytesWritten;
    }
    size += buffer.length;
  }
  return size;
}

export function createUploadWorkspace(dataDir: string, hasher: UploadHasher): UploadWorkspace {
  const root = path.resolve(dataDir);
  const tmpDir = path.join(root, 'tmp');
  const uploadsDir = path.join(root, 'uploads');
  const uploadDir = (uploadId: string) => path.join(uploadsDir, segment(uploadId));
  const uploadFile = (uploadId: string) => path.join(uploadDir(uploadId), UPLOAD_FILE);

  /** Opens the upload's file for writing, creating it (and making its name durable) on first use. */
  async function openUploadFile(uploadId: string): Promise<FileHandle> {
    const file = uploadFile(uploadId);
    try {
      return await open(file, constants.O_WRONLY);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(uploadDir(uploadId), { recursive: true });
    const fh = await open(file, constants.O_WRONLY | constants.O_CREAT, 0o600);
    await syncDir(uploadDir(uploadId));
    return fh;
  }

  return {
    async openChunk(uploadId, offset, length) {
      const fh = await openUploadFile(uploadId);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await fh.close();
      };
      return {
        async fill(source) {
          try {
            const size = await writeStream(fh, source, offset, length);
            await fh.datasync();
            return size;
          } finally {
            await close();
          }
        },
        abandon: close,
      };
    },
    chunksStored(uploadId, spans) {
      hasher.stored(uploadId, uploadFile(uploadId), spans);
    },
    async finishUpload(uploadId, size) {
      const file = uploadFile(uploadId);
      const info = await stat(file).catch(() => undefined);
      const actual = info?.isFile() ? info.size : 0;
      if (actual !== size) return { path: file, size: actual, sha256: '' };
      return { path: file, size, sha256: await hasher.digest(uploadId, file, size) };
    },
    async hasUploadFile(uploadId) {
      return (await stat(uploadFile(uploadId)).catch(() => undefined))?.isFile() ?? false;
    },
    async removeUpload(uploadId) {
      hasher.forget(segment(uploadId));
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    async discardEmptyUpload(uploadId) {
      hasher.forget(segment(uploadId));
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    async listUploads() {
      const names = await readdir(uploadsDir).catch(() => [] as string[]);
      const entries: WorkspaceEntry[] = [];
      for (const key of names.filter((n) => SAFE_SEGMENT.test(n))) {
        const info = await stat(path.join(uploadsDir, key)).catch(() => undefined);
        if (info?.isDirectory()) entries.push({ key, modifiedAt: info.mtimeMs });
      }
      return entries;
    },
    async stageFile(source, maxBytes) {
      await mkdir(tmpDir, { recursive: true });
      const file = path.join(tmpDir, `${randomBytes(12).toString('base64url')}.upload`);
      const hash = createHash('sha256');
      const fh = await open(file, 'wx', 0o600);
      try {
        const size = await writeStream(fh, source, null, maxBytes, hash);
        await fh.sync();
        await fh.close();
        return { path: file, size, sha256: hash.digest('hex') };
      } catch (error) {
        await fh.close().catch(() => undefined);
        await rm(file, { force: true });
        throw error;
      }
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
    readAll(file) {
      return createReadStream(file.path, { highWaterMark: 1024 * 1024 });
    },
    async discard(file) {
      await rm(file.path, { force: true });
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
