import { constants } from 'node:fs';
import { copyFile, link } from 'node:fs/promises';

/** Errors of link(2) that a copy can work around: another file system, no hard links there, too many. */
const LINK_UNSUPPORTED = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

/**
 * Makes `target` (a new path) hold the bytes of `source`: a hard link when the file system allows it
 * (stored objects are never written in place, so sharing the inode is safe and costs no space),
 * otherwise a copy (a reflink where supported). The local object store's `fetchTo`: how a job's input,
 * and the source twin a compression may hand back as its result, reach its workspace (D31, D98).
 */
export async function linkOrCopyFile(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    if (!LINK_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(source, target, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
  }
}
