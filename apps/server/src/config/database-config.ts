import { z } from 'zod';

/**
 * The database part of the configuration (DESIGN.md §1; docs/decisions.md D230): SQLite in the data
 * directory unless DATABASE_URL names a PostgreSQL server, and how the job queue of the jobs table behaves
 * when several processes share that server (D234). env.ts hands this module the same cleaned variables.
 */
const POSTGRES_URL = /^postgres(?:ql)?:\/\/[^\s]+$/;

export const databaseSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(POSTGRES_URL, 'must be a postgres:// (or postgresql://) connection URL')
    .optional(),
  /**
   * Connections per process. Each API request and job step holds one briefly; ten serve a node well
   * and N nodes × 10 stays under PostgreSQL's default max_connections of 100 for a handful of nodes.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How often a worker looks for jobs other processes queued, and proves its running jobs alive. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A running job whose worker has not proved it alive for this long is recovered by another worker. */
  JOB_STALE_AFTER_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
});

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number };

/** The jobs table as a queue shared by processes (PostgreSQL); absent on SQLite (one process). */
export interface SharedQueueConfig {
  readonly pollIntervalMs: number;
  readonly staleAfterMs: number;
}

export function toDatabaseConfig(
  e: z.infer<typeof databaseSchema>,
  sqlitePath: string,
): { readonly database: DatabaseConfig; readonly sharedQueue: SharedQueueConfig | undefined } {
  if (!e.DATABASE_URL) return { database: { kind: 'sqlite', path: sqlitePath }, sharedQueue: undefined };
  return {
    database: { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    sharedQueue: {
      pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      // At least three missed proofs, so one slow round trip never hands a live job to a second worker.
      staleAfterMs: Math.max(e.JOB_STALE_AFTER_MS, 3 * e.JOB_POLL_INTERVAL_MS),
    },
  };
}

/** The database named for a log line, without the password a URL may carry. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `sqlite:${database.path}`;
  const url = new URL(database.url);
  return `postgres://${url.host}${url.pathname}`;
}
