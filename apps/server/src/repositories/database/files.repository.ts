import type { MediaMetadata, UploadMethod } from '@mediaforge/shared';
import type { Db } from './database.js';
import type { FilesTable } from './schema.js';

/** How a stored file arrived: one of the two uploads, as the output of a job, or by an import. */
export type StoredFileMethod = UploadMethod | 'output' | 'import';

/** A stored upload: server-generated id and storage key, the sanitised original name, probe facts. */
export interface StoredFileRecord {
  readonly id: string;
  readonly owner: string;
  readonly storageKey: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly metadata: MediaMetadata;
  readonly sha256: string;
  readonly uploadMethod: StoredFileMethod;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface FilesRepository {
  insert(file: StoredFileRecord): Promise<void>;
  find(id: string): Promise<StoredFileRecord | undefined>;
  delete(id: string): Promise<void>;
  /**
   * Files whose expiry is at or before `now`, oldest first; the input of a pending or running job is
   * kept until that job ends (an encode may open its input again for a second pass).
   */
  listExpired(now: number, limit: number): Promise<StoredFileRecord[]>;
  /** Which of these storage keys have a row (the sweeper removes stored files without one). */
  existingStorageKeys(keys: readonly string[]): Promise<Set<string>>;
}

const toRecord = (r: FilesTable): StoredFileRecord => ({
  id: r.id,
  owner: r.owner,
  storageKey: r.storage_key,
  fileName: r.file_name,
  fileSize: r.file_size,
  mimeType: r.mime_type,
  metadata: JSON.parse(r.metadata) as MediaMetadata,
  sha256: r.sha256,
  uploadMethod: r.upload_method,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

export function createFilesRepository(db: Db): FilesRepository {
  return {
    async insert(f) {
      await db
        .insertInto('files')
        .values({
          id: f.id,
          owner: f.owner,
          storage_key: f.storageKey,
          file_name: f.fileName,
          file_size: f.fileSize,
          mime_type: f.mimeType,
          metadata: JSON.stringify(f.metadata),
          sha256: f.sha256,
          upload_method: f.uploadMethod,
          created_at: f.createdAt,
          expires_at: f.expiresAt,
        })
        .execute();
    },
    async find(id) {
      const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async delete(id) {
      await db.deleteFrom('files').where('id', '=', id).execute();
    },
    async listExpired(now, limit) {
      const rows = await db
        .selectFrom('files')
        .selectAll()
        .where('expires_at', '<=', now)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('jobs')
                .select('jobs.id')
                .whereRef('jobs.file_id', '=', 'files.id')
                .where('jobs.status', 'in', ['pending', 'running']),
            ),
          ),
        )
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async existingStorageKeys(keys) {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('files')
        .select('storage_key')
        .where('storage_key', 'in', keys)
        .execute();
      return new Set(rows.map((r) => r.storage_key));
    },
  };
}
