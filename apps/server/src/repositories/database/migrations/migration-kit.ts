/**
 * What the migrations share so one migration runs on SQLite and PostgreSQL alike (docs/decisions.md
 * D231). Column types are spelled so both read them the same: `bigint` for epoch milliseconds and byte
 * sizes (SQLite gives any type containing "INT" its 64-bit integer affinity; PostgreSQL's `integer` would
 * stop at 2^31), `double precision` for fractions, `text` for strings and JSON.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether the migration runs on PostgreSQL: the one place a dialect may be asked for. */
export function onPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `work` in one transaction. Kysely wraps each PostgreSQL migration in a transaction already (its
 * DDL is transactional) and forbids opening a second; on SQLite it does not, so one is opened here.
 */
export async function inOneTransaction(
  db: Kysely<unknown>,
  work: (trx: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
