import type { Db } from './database.js';
import type { UploadSessionStatus, UploadSessionsTable } from './schema.js';

export type { UploadSessionStatus };

export interface UploadSessionRecord {
  readonly id: string;
  readonly owner: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly fileHash: string;
  readonly chunkSize: number;
  readonly totalChunks: number;
  readonly status: UploadSessionStatus;
  readonly fileId: string | null;
  readonly errorCode: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export type NewUploadSession = Omit<UploadSessionRecord, 'status' | 'fileId' | 'errorCode' | 'updatedAt'>;

/** Upload sessions and the chunk numbers durably stored for each (converter-compressor.md §3, §4). */
export interface UploadSessionsRepository {
  create(session: NewUploadSession): Promise<void>;
  find(id: string): Promise<UploadSessionRecord | undefined>;
  /** The newest `uploading` session of this owner for the same file (same name, size and non-empty hash). */
  findResumable(
    owner: string,
    fileName: string,
    fileSize: number,
    fileHash: string,
  ): Promise<UploadSessionRecord | undefined>;
  /** Sessions of this owner still uploading or assembling with activity after `activeSince`. */
  countUnfinished(owner: string, activeSince: number): Promise<number>;
  /** Stored chunk numbers, ascending. */
  listChunks(id: string): Promise<number[]>;
  hasChunk(id: string, chunkNumber: number): Promise<boolean>;
  /** Records a stored chunk (idempotent) and the session's activity. */
  addChunk(id: string, chunkNumber: number, size: number, now: number): Promise<void>;
  /** Records activity (a resumed session is not abandoned). */
  touch(id: string, now: number): Promise<void>;
  /** Moves the session from one status to another only if it is still in `from`; true when it did. */
  transition(id: string, from: UploadSessionStatus, to: UploadSessionStatus, now: number): Promise<boolean>;
  /**
   * The lease of a completion (docs/decisions.md D255): an `assembling` session whose activity is still
   * `heldSince` takes `now` as its new activity; false when anyone changed it meanwhile.
   */
  renewAssembling(id: string, heldSince: number, now: number): Promise<boolean>;
  /** Completed: remembers the file and forgets the chunk rows (their files are gone). */
  markCompleted(id: string, fileId: string, now: number): Promise<void>;
  /** Failed for good (the client must start over): remembers why and forgets the chunk rows. */
  markFailed(id: string, errorCode: string, now: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ids of sessions with no activity since `cutoff` (abandoned). */
  listIdleSince(cutoff: number, limit: number): Promise<string[]>;
  /** After a restart no completion is running: `assembling` sessions go back to `uploading`. */
  resetAssembling(now: number): Promise<number>;
}

const toRecord = (r: UploadSessionsTable): UploadSessionRecord => ({
  id: r.id,
  owner: r.owner,
  fileName: r.file_name,
  fileSize: r.file_size,
  mimeType: r.mime_type,
  fileHash: r.file_hash,
  chunkSize: r.chunk_size,
  totalChunks: r.total_chunks,
  status: r.status,
  fileId: r.file_id,
  errorCode: r.error_code,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createUploadSessionsRepository(db: Db): UploadSessionsRepository {
  return {
    async create(s) {
      await db
        .insertInto('upload_sessions')
        .values({
          id: s.id,
          owner: s.owner,
          file_name: s.fileName,
          file_size: s.fileSize,
          mime_type: s.mimeType,
          file_hash: s.fileHash,
          chunk_size: s.chunkSize,
          total_chunks: s.totalChunks,
          status: 'uploading',
          created_at: s.createdAt,
          updated_at: s.createdAt,
        })
        .execute();
    },
    async find(id) {
      const row = await db.selectFrom('upload_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async findResumable(owner, fileName, fileSize, fileHash) {
      const row = await db
        .selectFrom('upload_sessions')
        .selectAll()
        .where('owner', '=', owner)
        .where('status', '=', 'uploading')
        .where('file_name', '=', fileName)
        .where('file_size', '=', fileSize)
        .where('file_hash', '=', fileHash)
        .orderBy('updated_at', 'desc')
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async countUnfinished(owner, activeSince) {
      const { count } = await db
        .selectFrom('upload_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner', '=', owner)
        .where('status', 'in', ['uploading', 'assembling'])
        .where('updated_at', '>', activeSince)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async listChunks(id) {
      const rows = await db
        .selectFrom('upload_chunks')
        .select('chunk_number')
        .where('upload_id', '=', id)
        .orderBy('chunk_number')
        .execute();
      return rows.map((r) => r.chunk_number);
    },
    async hasChunk(id, chunkNumber) {
      const row = await db
        .selectFrom('upload_chunks')
        .select('chunk_number')
        .where('upload_id', '=', id)
        .where('chunk_number', '=', chunkNumber)
        .executeTakeFirst();
      return row !== undefined;
    },
    async addChunk(id, chunkNumber, size, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('upload_chunks')
          .values({ upload_id: id, chunk_number: chunkNumber, size, created_at: now })
          .onConflict((oc) => oc.columns(['upload_id', 'chunk_number']).doNothing())
          .execute();
        await trx.updateTable('upload_sessions').set({ updated_at: now }).where('id', '=', id).execute();
      });
    },
    async touch(id, now) {
      await db.updateTable('upload_sessions').set({ updated_at: now }).where('id', '=', id).execute();
    },
    async transition(id, from, to, now) {
      const result = await db
        .updateTable('upload_sessions')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async renewAssembling(id, heldSince, now) {
      const result = await db
        .updateTable('upload_sessions')
        .set({ updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'assembling')
        .where('updated_at', '=', heldSince)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async markCompleted(id, fileId, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('upload_sessions')
          .set({ status: 'completed', file_id: fileId, updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('upload_chunks').where('upload_id', '=', id).execute();
      });
    },
    async markFailed(id, errorCode, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('upload_sessions')
          .set({ status: 'failed', error_code: errorCode, updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('upload_chunks').where('upload_id', '=', id).execute();
      });
    },
    async delete(id) {
      await db.deleteFrom('upload_sessions').where('id', '=', id).execute();
    },
    async listIdleSince(cutoff, limit) {
      const rows = await db
        .selectFrom('upload_sessions')
        .select('id')
        .where('updated_at', '<=', cutoff)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async resetAssembling(now) {
      const result = await db
        .updateTable('upload_sessions')
        .set({ status: 'uploading', updated_at: now })
        .where('status', '=', 'assembling')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
