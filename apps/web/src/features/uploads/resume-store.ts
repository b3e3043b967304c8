import { browserStorage } from '../../lib/browser-storage';

/** localStorage key of the half-finished chunked uploads of this browser. */
export const RESUME_STORAGE_KEY = 'mediaforge.uploads';
/** Entries older than this are dropped: a day, like the anonymous session they belong to. */
export const RESUME_ENTRY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What is needed to carry on a chunked upload after a reload. */
export interface SavedUpload {
  readonly uploadId: string;
  readonly chunkSize: number;
  readonly totalChunks: number;
  readonly fileHash: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
}

export interface ResumeStore {
  get(fingerprint: string): SavedUpload | undefined;
  save(fingerprint: string, upload: SavedUpload): void;
  remove(fingerprint: string): void;
}

/** The same file chosen again has the same name, size and modification time. */
export function fileFingerprint(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.name}:${String(file.size)}:${String(file.lastModified)}`;
}

function isSavedUpload(value: unknown): value is SavedUpload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.uploadId === 'string' &&
    typeof v.chunkSize === 'number' &&
    typeof v.totalChunks === 'number' &&
    typeof v.fileHash === 'string' &&
    typeof v.createdAt === 'number'
  );
}

/** A store over `storage`; every storage failure (blocked, full, corrupt) degrades to "nothing saved". */
export function createResumeStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = browserStorage(),
  now: () => number = Date.now,
): ResumeStore {
  const readAll = (): Record<string, SavedUpload> => {
    try {
      const parsed = JSON.parse(storage?.getItem(RESUME_STORAGE_KEY) ?? '{}') as unknown;
      if (typeof parsed !== 'object' || parsed === null) return {};
      const fresh = Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, SavedUpload] =>
          isSavedUpload(entry[1]) && now() - entry[1].createdAt < RESUME_ENTRY_LIFETIME_MS,
      );
      return Object.fromEntries(fresh);
    } catch {
      return {};
    }
  };
  const writeAll = (entries: Record<string, SavedUpload>) => {
    try {
      storage?.setItem(RESUME_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Not resumable after a reload, but the upload itself goes on.
    }
  };
  return {
    get: (fingerprint) => readAll()[fingerprint],
    save: (fingerprint, upload) => {
      writeAll({ ...readAll(), [fingerprint]: upload });
    },
    remove: (fingerprint) => {
      const { [fingerprint]: _removed, ...rest } = readAll();
      writeAll(rest);
    },
  };
}
