import type { ErrorCode, JobKind, JobSpec, JobStatus, JobType } from '@mediaforge/shared';
import { sql, type Updateable } from 'kysely';
import type { Db } from './database.js';
import { payloadColumns, specOf } from './job-payload-columns.js';
import type { JobsTable } from './schema.js';

/** What a completed job delivered: a stored file (migration 0003 `result`, JSON). */
export interface StoredJobResult {
  readonly fileId: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  /** The real output container (keep_original resolved). */
  readonly format: string;
  readonly expiresAt: number;
  /** Compression handed back a copy of the untouched source (it was the smaller file). */
  readonly source: boolean;
}

/** The columns every job has, whatever its kind; times in epoch ms. */
export interface JobState {
  readonly id: string;
  /** Owner key (services/owner.ts ownerKey). */
  readonly owner: string;
  /** The payload's input file and format (columns of their own, for queries and logs). */
  readonly fileId: string;
  readonly format: string;
  /** The kind in the converter's wire words (conversion, compression). */
  readonly jobType: JobType;
  readonly batchTaskId: string | null;
  readonly status: JobStatus;
  readonly progress: number;
  readonly message: string;
  readonly error: string | null;
  /** The stable code of a failed job's error, when the handler gave one (D213). */
  readonly errorCode: ErrorCode | null;
  readonly attempts: number;
  readonly resultFileId: string | null;
  readonly result: StoredJobResult | null;
  readonly originalSize: number;
  readonly outputSize: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly expiresAt: number | null;
}

/** A job: its state and its kind with the typed payload it was created with. */
export type JobRecord<K extends JobKind = JobKind> = JobState & JobSpec<K>;

export type NewJob = Pick<
  JobState,
  'id' | 'owner' | 'batchTaskId' | 'message' | 'originalSize' | 'createdAt'
> &
  JobSpec;

/** The fields a status change or a progress write may set. */
export type JobPatch = Partial<
  Pick<
    JobRecord,
    | 'status'
    | 'progress'
    | 'message'
    | 'error'
    | 'errorCode'
    | 'attempts'
    | 'resultFileId'
    | 'result'
    | 'outputSize'
    | 'startedAt'
    | 'finishedAt'
    | 'expiresAt'
  >
>;

export interface JobsRepository {
  insert(job: NewJob): Promise<JobRecord>;
  find(id: string): Promise<JobRecord | undefined>;
  /**
   * Atomically moves the oldest pending job to running (attempts + 1, started now) and answers it, or
   * undefined when none is pending. One statement, so two claimers never get the same job.
   */
  claimNext(patch: Pick<JobPatch, 'progress' | 'message'>, now: number): Promise<JobRecord | undefined>;
  /** Applies `patch` only while the job is in one of `from`; answers the updated job, or undefined. */
  update(
    id: string,
    from: readonly JobStatus[],
    patch: JobPatch,
    now: number,
  ): Promise<JobRecord | undefined>;
  listByStatus(status: JobStatus): Promise<JobRecord[]>;
  /** Removes finished jobs whose expiry is at or before `now`; answers how many. */
  deleteExpired(now: number, limit: number): Promise<number>;
}

const toRecord = (r: JobsTable): JobRecord => ({
  id: r.id,
  owner: r.owner,
  fileId: r.file_id,
  format: r.format,
  jobType: r.job_type,
  ...specOf(r),
  batchTaskId: r.batch_task_id,
  status: r.status,
  progress: r.progress,
  message: r.message,
  error: r.error,
  errorCode: r.error_code as ErrorCode | null,
  attempts: r.attempts,
  resultFileId: r.result_file_id,
  result: r.result === null ? null : (JSON.parse(r.result) as StoredJobResult),
  originalSize: r.original_size,
  outputSize: r.output_size,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  expiresAt: r.expires_at,
});

function toColumns(patch: JobPatch, now: number): Updateable<JobsTable> {
  const columns: Updateable<JobsTable> = { updated_at: now };
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.progress !== undefined) columns.progress = patch.progress;
  if (patch.message !== undefined) columns.message = patch.message;
  if (patch.error !== undefined) columns.error = patch.error;
  if (patch.errorCode !== undefined) columns.error_code = patch.errorCode;
  if (patch.attempts !== undefined) columns.attempts = patch.attempts;
  if (patch.resultFileId !== undefined) columns.result_file_id = patch.resultFileId;
  if (patch.result !== undefined) columns.result = patch.result && JSON.stringify(patch.result);
  if (patch.outputSize !== undefined) columns.output_size = patch.outputSize;
  if (patch.startedAt !== undefined) columns.started_at = patch.startedAt;
  if (patch.finishedAt !== undefined) columns.finished_at = patch.finishedAt;
  if (patch.expiresAt !== undefined) columns.expires_at = patch.expiresAt;
  return columns;
}

const FINISHED: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

export function createJobsRepository(db: Db): JobsRepository {
  return {
    async insert(job) {
      const row = await db
        .insertInto('jobs')
        .values({
          id: job.id,
          owner: job.owner,
          ...payloadColumns(job),
          batch_task_id: job.batchTaskId,
          status: 'pending',
          progress: 0,
          message: job.message,
          attempts: 0,
          original_size: job.originalSize,
          created_at: job.createdAt,
          updated_at: job.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async find(id) {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async claimNext(patch, now) {
      // The oldest pending job, then a conditional update that only one claimer can win. A claimer that
      // lost the race to another process (PostgreSQL, D234) looks again instead of reporting none.
      for (;;) {
        const next = await db
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'pending')
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!next) return undefined;
        const row = await db
          .updateTable('jobs')
          .set({
            ...toColumns({ ...patch, status: 'running', startedAt: now }, now),
            attempts: sql<number>`attempts + 1`,
          })
          .where('id', '=', next.id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (row) return toRecord(row);
      }
    },
    async update(id, from, patch, now) {
      if (from.length === 0) return undefined;
      const row = await db
        .updateTable('jobs')
        .set(toColumns(patch, now))
        .where('id', '=', id)
        .where('status', 'in', from)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async listByStatus(status) {
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', status)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },
    async deleteExpired(now, limit) {
      const ids = db
        .selectFrom('jobs')
        .select('id')
        .where('status', 'in', FINISHED)
        .where('expires_at', '<=', now)
        .limit(limit);
      const result = await db.deleteFrom('jobs').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
