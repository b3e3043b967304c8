import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql, type MigrationResultSet } from 'kysely';
import type { DatabaseConfig } from '../../config/database-config.js';
import { migrations } from './migrations/index.js';
import { openPostgresDatabase } from './postgres-database.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Which adapter a Kysely instance runs on (DESIGN.md §1: embedded SQLite, scaled PostgreSQL). */
export type DatabaseKind = 'sqlite' | 'postgres';

/** Opens the embedded SQLite database (WAL, foreign keys on, waits up to 5 s for a writer lock). */
export function openSqliteDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Opens the configured database: the SQLite file, or a pool on the PostgreSQL server of DATABASE_URL.
 * `onPoolError` hears about idle connections the server dropped (a restart); the pool replaces them.
 */
export function openDatabase(config: DatabaseConfig, onPoolError?: (error: Error) => void): Db {
  if (config.kind === 'sqlite') return openSqliteDatabase(config.path);
  return openPostgresDatabase<Database>(config.url, config.poolSize, onPoolError);
}

/** The adapter under `db`, for the few places the SQL must differ (migrations only). */
export function databaseKind(db: Kysely<unknown> | Db): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed`, { cause: result.error });
  }
  return result;
}

/** A cheap round trip used by the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
