import type { Db } from './database.js';
import type { WorkerCallStatus, WorkerCallsTable } from './schema.js';

export type { WorkerCallStatus };

/** How a failed call failed: the stable code, the user's message and its context (AppError's parts). */
export interface WorkerCallFailure {
  readonly code: string;
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>> | undefined;
}

/** One call from an api node to a worker (migration 0008, D256); payload and answer parsed from JSON. */
export interface WorkerCallRecord {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly status: WorkerCallStatus;
  readonly answer: unknown;
  readonly failure: WorkerCallFailure | null;
  readonly createdAt: number;
  /** When it was claimed, then each proof of life of its worker. */
  readonly claimedAt: number | null;
  readonly finishedAt: number | null;
  readonly deadlineAt: number;
}

export type WorkerCallEnd =
  | { readonly status: 'done'; readonly answer: unknown }
  | { readonly status: 'failed'; readonly failure: WorkerCallFailure };

export interface WorkerCallsRepository {
  insert(call: {
    readonly id: string;
    readonly kind: string;
    readonly payload: unknown;
    readonly createdAt: number;
    readonly deadlineAt: number;
  }): Promise<void>;
  find(id: string): Promise<WorkerCallRecord | undefined>;
  /**
   * Moves the oldest pending call whose caller still waits (deadline after `now`) to running and
   * answers it; one conditional update, so two workers never run the same call.
   */
  claimNext(now: number): Promise<WorkerCallRecord | undefined>;
  /** Writes a running call's end; false when it is no longer running (its caller cancelled it). */
  finish(id: string, end: WorkerCallEnd, now: number): Promise<boolean>;
  /** A running call back to pending (its worker is stopping); false when it is no longer running. */
  release(id: string): Promise<boolean>;
  /** The worker running a call proves it alive (`claimed_at` = now); false when it is no longer running. */
  beat(id: string, now: number): Promise<boolean>;
  /**
   * A running call whose worker has not proved it alive since `staleBefore` back to pending (the worker
   * died), for another worker to take; false when it is not such a call.
   */
  reclaim(id: string, staleBefore: number): Promise<boolean>;
  /** The caller stopped waiting: a pending or running call becomes cancelled. */
  cancel(id: string, now: number): Promise<boolean>;
  /** Removes a call (its caller read the end). */
  remove(id: string): Promise<void>;
  /** Removes calls whose deadline is before `before`, whatever their state; answers how many. */
  removeExpired(before: number): Promise<number>;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toRecord(r: WorkerCallsTable): WorkerCallRecord {
  return {
    id: r.id,
    kind: r.kind,
    payload: parse(r.payload),
    status: r.status,
    answer: parse(r.answer),
    failure:
      r.status === 'failed'
        ? {
            code: r.error_code ?? 'INTERNAL_ERROR',
            message: r.error ?? '',
            context: (parse(r.error_context) ?? undefined) as Record<string, unknown> | undefined,
          }
        : null,
    createdAt: r.created_at,
    claimedAt: r.claimed_at,
    finishedAt: r.finished_at,
    deadlineAt: r.deadline_at,
  };
}

export function createWorkerCallsRepository(db: Db): WorkerCallsRepository {
  return {
    async insert(call) {
      await db
        .insertInto('worker_calls')
        .values({
          id: call.id,
          kind: call.kind,
          payload: JSON.stringify(call.payload ?? null),
          status: 'pending',
          created_at: call.createdAt,
          deadline_at: call.deadlineAt,
        })
        .execute();
    },
    async find(id) {
      const row = await db.selectFrom('worker_calls').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async claimNext(now) {
      // As the jobs' claim (D234): the oldest candidate, then an update only one claimer wins; a claimer
      // that lost looks again.
      for (;;) {
        const next = await db
          .selectFrom('worker_calls')
          .select('id')
          .where('status', '=', 'pending')
          .where('deadline_at', '>', now)
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!next) return undefined;
        const row = await db
          .updateTable('worker_calls')
          .set({ status: 'running', claimed_at: now })
          .where('id', '=', next.id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (row) return toRecord(row);
      }
    },
    async finish(id, end, now) {
      const columns =
        end.status === 'done'
          ? { status: 'done' as const, answer: JSON.stringify(end.answer ?? null) }
          : {
              status: 'failed' as const,
              error_code: end.failure.code,
              error: end.failure.message,
              error_context: end.failure.context === undefined ? null : JSON.stringify(end.failure.context),
            };
      const result = await db
        .updateTable('worker_calls')
        .set({ ...columns, finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async release(id) {
      const result = await db
        .updateTable('worker_calls')
        .set({ status: 'pending', claimed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async beat(id, now) {
      const result = await db
        .updateTable('worker_calls')
        .set({ claimed_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async reclaim(id, staleBefore) {
      const result = await db
        .updateTable('worker_calls')
        .set({ status: 'pending', claimed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('claimed_at', '<', staleBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async cancel(id, now) {
      const result = await db
        .updateTable('worker_calls')
        .set({ status: 'cancelled', finished_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(id) {
      await db.deleteFrom('worker_calls').where('id', '=', id).execute();
    },
    async removeExpired(before) {
      const result = await db.deleteFrom('worker_calls').where('deadline_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
