import { createHash } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { WorkspaceEntry } from './upload-workspace.repository.js';

/**
 * Per-job working directories, `<dataDir>/scratch/<jobId>` (docs/decisions.md D33, D98): the job's
 * inputs are fetched into it from the object store (`fetchTo`), the encode writes its output, two-pass
 * logs and intermediate WAV there; the job worker creates the directory before the run, publishes the
 * result from it (`adopt`) and removes it afterwards in every outcome. A crash leaves a directory behind, which `list` lets a sweep find. Also the local-file reads
 * the encode needs (size, magic bytes), limited to the data directory.
 */
export interface ScratchStorage {
  /** Creates the job's directory, empty (a leftover of an interrupted run is wiped); answers its path. */
  create(jobId: string): Promise<string>;
  /** The absolute path of the job's directory (whether it exists or not). */
  dirOf(jobId: string): string;
  /** Removes the job's directory and everything in it; no error when it is gone. */
  remove(jobId: string): Promise<void>;
  /** Scratch directories on disk (key = job id) with their last change, for a sweep of leftovers. */
  list(): Promise<WorkspaceEntry[]>;
  /** The size of a regular file under the data directory, or undefined when there is none. */
  stat(file: string): Promise<{ readonly size: number } | undefined>;
  /** Up to `length` bytes at `offset` of a file under the data directory (fewer at its end). */
  readHead(file: string, offset: number, length: number): Promise<Uint8Array>;
  /** The SHA-256 (hex) of a regular file under the data directory, read as a stream. */
  sha256(file: string): Promise<string>;
  /**
   * Writes `source` to a new file under the data directory with backpressure, telling `onBytes` the
   * running total; a failed or aborted write leaves no file behind. Answers the bytes written.
   */
  writeFrom(file: string, source: Readable, onBytes?: (total: number) => void): Promise<number>;
}

/** Job ids become path segments; anything else is refused, so no id can climb out of the root. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

function segment(value: string): string {
  if (!SAFE_SEGMENT.test(value)) throw new Error(`unsafe scratch name: ${JSON.stringify(value)}`);
  return value;
}

export function createScratchStorage(dataDir: string): ScratchStorage {
  const root = path.resolve(dataDir);
  const scratchRoot = path.join(root, 'scratch');
  const dirOf = (jobId: string) => path.join(scratchRoot, segment(jobId));
  /** Only files the server owns are read: a stray path from a bug cannot reach /etc. */
  const inside = (file: string): string => {
    const resolved = path.resolve(file);
    if (!path.isAbsolute(file) || !resolved.startsWith(root + path.sep)) {
      throw new Error(`not a path under the data directory: ${JSON.stringify(file)}`);
    }
    return resolved;
  };

  return {
    async create(jobId) {
      const dir = dirOf(jobId);
      await rm(dir, { recursive: true, force: true });
      // 0700: results and logs of one owner are nobody else's business on a shared host.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      return dir;
    },
    dirOf,
    async remove(jobId) {
      await rm(dirOf(jobId), { recursive: true, force: true });
    },
    async list() {
      const names = await readdir(scratchRoot).catch(() => [] as string[]);
      const entries: WorkspaceEntry[] = [];
      for (const key of names.filter((n) => SAFE_SEGMENT.test(n))) {
        const info = await stat(path.join(scratchRoot, key)).catch(() => undefined);
        if (info?.isDirectory()) entries.push({ key, modifiedAt: info.mtimeMs });
      }
      return entries;
    },
    async stat(file) {
      const info = await stat(inside(file)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async readHead(file, offset, length) {
      // O_NONBLOCK: a FIFO or device must not hang the job; it is refused below, a regular file is read.
      const fh = await open(inside(file), constants.O_RDONLY | constants.O_NONBLOCK);
      try {
        if (!(await fh.stat()).isFile()) throw new Error('not a regular file');
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await fh.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },
    async sha256(file) {
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(inside(file))) hash.update(chunk as Buffer);
      return hash.digest('hex');
    },
    async writeFrom(file, source, onBytes) {
      const target = inside(file);
      let total = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          onBytes?.(total);
          done(null, chunk);
        },
      });
      try {
        // wx: never overwrite; 0600 like the directory's other files.
        await pipeline(source, counter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return total;
    },
  };
}
