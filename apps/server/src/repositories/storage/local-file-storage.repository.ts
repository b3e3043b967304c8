import type { FileStorage } from './file-storage.repository.js';
import { createLocalObjectStore } from './local-object-store.repository.js';

/** The job runner's view of the local object store in `dataDir` (file-storage.repository.ts). */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const store = createLocalObjectStore(dataDir);
  return {
    localPath: (key) => store.localPath(key),
    async importFile(file, key) {
      await store.adopt({ path: file }, key);
    },
    async stat(key) {
      const info = await store.head(key);
      return info ? { size: info.size } : undefined;
    },
    remove: (key) => store.delete(key),
  };
}
