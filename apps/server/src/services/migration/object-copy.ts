/**
 * Copies the stored files of an embedded install (its data directory) into the object store of the
 * scaled mode, through the port alone (`npm run migrate-to-postgres -- --files`; D237). An object the
 * target already holds with the same size is skipped, so an interrupted copy continues where it was.
 */
import type { ObjectStore } from '../../repositories/storage/object-store.repository.js';

export interface ObjectCopyReport {
  readonly copied: number;
  readonly skipped: number;
  readonly bytes: number;
}

export async function copyObjects(
  source: Pick<ObjectStore, 'list' | 'get'>,
  target: Pick<ObjectStore, 'head' | 'put'>,
  onObject?: (key: string, done: number, total: number) => void,
): Promise<ObjectCopyReport> {
  const objects = await source.list();
  let copied = 0;
  let skipped = 0;
  let bytes = 0;
  for (const [index, object] of objects.entries()) {
    const there = await target.head(object.key);
    if (there?.size === object.size) {
      skipped += 1;
    } else {
      const found = await source.get(object.key);
      // Removed since the listing (a sweep): nothing to copy.
      if (found) {
        await target.put(object.key, found.stream);
        copied += 1;
        bytes += found.size;
      }
    }
    onObject?.(object.key, index + 1, objects.length);
  }
  return { copied, skipped, bytes };
}
