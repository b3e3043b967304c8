import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { moveFileDurably, syncDir } from './durable-move.repository.js';
import { linkOrCopyFile } from './link-file.repository.js';
import {
  checkedKey,
  SourceLengthError,
  type ObjectInfo,
  type ObjectStore,
} from './object-store.repository.js';

const READ_BUFFER = 1024 * 1024;
/** Directory entries that can be (part of) a key: temporary names carry a dot and are never listed. */
const ENTRY = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The object store in the local data directory: `files/<key>` (a key's segments become directories),
 * written through `tmp/` on the same file system so that every object appears by an atomic rename.
 * It hands out no paths: a tool that needs a file gets one in its workspace through `fetchTo`.
 */
export function createLocalObjectStore(dataDir: string): ObjectStore {
  const root = path.resolve(dataDir);
  const filesDir = path.join(root, 'files');
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (key: string) => path.join(filesDir, ...checkedKey(key).split('/'));

  async function info(key: string): Promise<ObjectInfo | undefined> {
    const found = await stat(pathOf(key)).catch(() => undefined);
    return found?.isFile() ? { key, size: found.size, modifiedAt: found.mtimeMs } : undefined;
  }

  /** Every object under `dir` (whose key starts with `keyPrefix`), depth first. */
  async function walk(dir: string, keyPrefix: string, into: ObjectInfo[]): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((e) => ENTRY.test(e.name))) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, into);
      else if (entry.isFile()) {
        const found = await info(key);
        if (found) into.push(found);
      }
    }
  }

  async function list(prefix = ''): Promise<ObjectInfo[]> {
    // Only the directory of the prefix's complete segments can hold matches; the rest is a name filter.
    const whole = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (whole !== '') checkedKey(whole.slice(0, -1));
    const found: ObjectInfo[] = [];
    await walk(path.join(filesDir, ...whole.split('/').filter(Boolean)), whole, found);
    return found.filter((o) => o.key.startsWith(prefix));
  }

  async function place(source: string, key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Once more if a deleteByPrefix removed the (then empty) directory in between.
    await rename(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target);
    });
    await syncDir(path.dirname(target));
  }

  return {
    async put(key, source: Readable, size) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${randomBytes(12).toString('base64url')}.put`);
      const fh = await open(temp, 'wx', 0o600);
      try {
        let written = 0;
        for await (const buffer of source as AsyncIterable<Uint8Array>) {
          written += buffer.length;
          if (size !== undefined && written > size) throw new SourceLengthError(size, written);
          let offset = 0;
          while (offset < buffer.length) {
            offset += (await fh.write(buffer, offset, buffer.length - offset)).bytesWritten;
          }
        }
        if (size !== undefined && written !== size) throw new SourceLengthError(size, written);
        await fh.sync();
        await fh.close();
        await place(temp, key);
      } catch (error) {
        await fh.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      const stored = await info(key);
      if (!stored) throw new Error(`object ${target} vanished after its write`);
      return stored;
    },
    async adopt(file, key) {
      if (!path.isAbsolute(file.path)) throw new Error('adopt needs an absolute path');
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A rename on the data directory's file system; a copy through tmp/ across devices.
      await moveFileDurably(file.path, target, tmpDir);
      const stored = await info(key);
      if (!stored) throw new Error(`object ${target} vanished after its move`);
      return stored;
    },
    async fetchTo(key, file) {
      if (!path.isAbsolute(file.path)) throw new Error('fetchTo needs an absolute path');
      const found = await info(key);
      if (!found) return undefined;
      await linkOrCopyFile(pathOf(key), file.path);
      return found;
    },
    async get(key, range) {
      const found = await info(key);
      if (!found) return undefined;
      const stream = createReadStream(pathOf(key), { highWaterMark: READ_BUFFER, ...range });
      return { stream, size: found.size };
    },
    head: info,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteByPrefix(prefix) {
      const doomed = await list(prefix);
      for (const object of doomed) await rm(pathOf(object.key), { force: true });
      // Directories the prefix emptied go too, up to files/ (rmdir refuses one that still holds something).
      const dirs = new Set<string>();
      for (const object of doomed) {
        for (let dir = path.dirname(pathOf(object.key)); dir !== filesDir; dir = path.dirname(dir))
          dirs.add(dir);
      }
      for (const dir of [...dirs].sort((a, b) => b.length - a.length)) {
        await rmdir(dir).catch(() => undefined);
      }
      return doomed.length;
    },
    list,
  };
}
