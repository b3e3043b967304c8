import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** fsync of a directory makes a rename in it durable (POSIX). */
export async function syncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Flushes a file's data to disk (ffmpeg closes its output without fsync); Linux fsyncs read-only fds. */
export async function syncFile(file: string): Promise<void> {
  const fh = await open(file, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Moves `source` to `target` so that `target` is either absent or complete, and durable once this
 * resolves. Within one file system that is a rename. Across devices (EXDEV: a scratch directory on
 * another mount) it copies to `tempDir` (on the target's file system, where a sweep removes leftovers),
 * fsyncs, renames into place, then removes the source.
 */
export async function moveFileDurably(source: string, target: string, tempDir: string): Promise<void> {
  await syncFile(source);
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${randomBytes(12).toString('base64url')}.import`);
    try {
      await copyFile(source, temp);
      await syncFile(temp);
      await rename(temp, target);
    } catch (copyError) {
      await rm(temp, { force: true });
      throw copyError;
    }
    await rm(source, { force: true });
  }
  await syncDir(path.dirname(target));
}
