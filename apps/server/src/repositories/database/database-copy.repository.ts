/**
 * Copies every row of an embedded install's SQLite database into an empty PostgreSQL database of the
 * same schema (`npm run migrate-to-postgres`, docs/operations.md; docs/decisions.md D237). Both are
 * migrated to the latest schema first, so the columns match; rows keep their ids, times and JSON text
 * as they are (the same value conventions on both adapters, D231). The copy is one transaction on the
 * target: it lands whole or not at all, and a failed run can simply be run again.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from './database.js';

/** Every table of the schema, parents before children (foreign keys), with its primary key. */
export const COPIED_TABLES: readonly { readonly name: string; readonly key: readonly string[] }[] = [
  { name: 'platform_settings', key: ['platform_id'] },
  { name: 'upload_sessions', key: ['id'] },
  { name: 'upload_chunks', key: ['upload_id', 'chunk_number'] },
  { name: 'files', key: ['id'] },
  { name: 'jobs', key: ['id'] },
  { name: 'users', key: ['id'] },
  { name: 'auth_sessions', key: ['id'] },
  { name: 'auth_accounts', key: ['id'] },
  { name: 'auth_verifications', key: ['id'] },
  { name: 'daily_usage', key: ['owner', 'day'] },
  { name: 'credit_ledger', key: ['id'] },
  { name: 'payment_events', key: ['id'] },
  { name: 'downloader_analyses', key: ['id'] },
  { name: 'whatsapp_auth', key: ['key'] },
  { name: 'worker_calls', key: ['id'] },
];

/** Kysely's own bookkeeping: each side has it from its own migration run. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Rows per read and per insert: well under PostgreSQL's 65,535 bound parameters for our widest table. */
const BATCH = 500;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export class DatabaseCopyError extends Error {
  override readonly name = 'DatabaseCopyError';
}

/** Tables of `db` that are not Kysely's, sorted. */
export async function schemaTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((t) => t.name)
    .filter((name) => !MIGRATION_TABLES.has(name))
    .sort();
}

/** Refuses a schema with a table this copy does not know (a migration added one: list it above). */
async function checkKnownTables(db: Db): Promise<void> {
  const known = new Set(COPIED_TABLES.map((t) => t.name));
  const unknown = (await schemaTables(db)).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new DatabaseCopyError(
      `tables the copy does not know: ${unknown.join(', ')} (database-copy.repository.ts)`,
    );
  }
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Copies `source` (SQLite) into `target` (PostgreSQL); answers the rows copied per table. Refuses a
 * target that already holds rows: merging two installs is not a copy.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  await checkKnownTables(source);
  await checkKnownTables(target);
  const from = source as unknown as AnyDb;
  const filled: string[] = [];
  for (const { name } of COPIED_TABLES) {
    if ((await countRows(target as unknown as AnyDb, name)) > 0) filled.push(name);
  }
  if (filled.length > 0) {
    throw new DatabaseCopyError(`the target database already holds rows in: ${filled.join(', ')}`);
  }
  return target.transaction().execute(async (trx) => {
    const to = trx as unknown as AnyDb;
    const copied: Record<string, number> = {};
    for (const { name, key } of COPIED_TABLES) {
      let count = 0;
      for (;;) {
        let query = from.selectFrom(name).selectAll();
        for (const column of key) query = query.orderBy(column);
        const rows = await query.limit(BATCH).offset(count).execute();
        if (rows.length === 0) break;
        await to.insertInto(name).values(rows).execute();
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      copied[name] = count;
    }
    // The ledger's ids were copied as they were; its sequence must continue after them. PostgreSQL's
    // own words: this copy only ever writes into PostgreSQL.
    await sql`select setval(pg_get_serial_sequence('credit_ledger', 'id'), coalesce(max(id), 0) + 1, false) from credit_ledger`.execute(
      trx,
    );
    return copied;
  });
}
