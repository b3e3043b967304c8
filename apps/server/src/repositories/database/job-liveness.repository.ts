import type { Db } from './database.js';

/**
 * The jobs table as a queue several processes share (PostgreSQL; docs/decisions.md D234): a worker
 * proves its running jobs alive by touching their `updated_at`, and a running row nobody touched for a
 * while belongs to a worker that died. Every write is conditional, so two workers never both recover a
 * row, and a worker learns from its own proof that a job was ended elsewhere (cancelled by an API node).
 */
export interface JobLivenessRepository {
  /** The oldest pending job's id (another process queued it), or undefined. */
  oldestPendingId(): Promise<string | undefined>;
  /** Touches the jobs of `ids` that are still running; answers those ids (the others ended elsewhere). */
  prove(ids: readonly string[], now: number): Promise<Set<string>>;
  /** Running jobs not proved alive since `cutoff`, oldest first. */
  listStale(cutoff: number, limit: number): Promise<string[]>;
  /**
   * Takes a stale job for recovery: touches it only while it is still running and still not proved
   * since `cutoff`, so of two workers that found it stale one wins; true for the winner.
   */
  takeStale(id: string, cutoff: number, now: number): Promise<boolean>;
}

export function createJobLivenessRepository(db: Db): JobLivenessRepository {
  return {
    async oldestPendingId() {
      const row = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
    async prove(ids, now) {
      if (ids.length === 0) return new Set();
      const rows = await db
        .updateTable('jobs')
        .set({ updated_at: now })
        .where('id', 'in', ids)
        .where('status', '=', 'running')
        .returning('id')
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    async listStale(cutoff, limit) {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('updated_at', '<', cutoff)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async takeStale(id, cutoff, now) {
      const result = await db
        .updateTable('jobs')
        .set({ updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('updated_at', '<', cutoff)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
