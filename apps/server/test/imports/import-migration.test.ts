/**
 * Migration 0007 (docs/decisions.md D213) on both adapters: `jobs` admits the import kind and keeps a
 * failed job's code, `files` admits imported files, the rows already there survive the rebuild, and
 * down removes the imports and restores the former checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/repositories/database/migrations/index.js';
import { openDatabase, type Db } from '../../src/repositories/database/database.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';

/** The two tables as they are in the middle of the migrations, whatever schema.ts says today. */
type Loose = Kysely<Record<'jobs' | 'files', Record<string, unknown>>>;

const migratorOf = (db: Db) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

async function insertJob(db: Loose, id: string, jobType: string, errorCode?: string) {
  const columns: Record<string, unknown> = {
    id,
    owner: 'session:s1',
    file_id: '',
    format: 'url',
    job_type: jobType,
    settings: '{}',
    status: errorCode ? 'failed' : 'pending',
    progress: 0,
    message: '',
    original_size: 0,
    created_at: 1,
    updated_at: 1,
  };
  if (errorCode) columns.error_code = errorCode;
  await db.insertInto('jobs').values(columns).execute();
}

async function insertFile(db: Loose, id: string, method: string) {
  await db
    .insertInto('files')
    .values({
      id,
      owner: 'session:s1',
      storage_key: `key-${id}`,
      file_name: `${id}.mp4`,
      file_size: 5_000_000_000,
      mime_type: 'video/mp4',
      metadata: '{}',
      sha256: 'a'.repeat(64),
      upload_method: method,
      created_at: 1,
      expires_at: 2,
    })
    .execute();
}

const ids = async (db: Loose, table: 'jobs' | 'files') =>
  (await sql<{ id: string }>`select id from ${sql.table(table)} order by id`.execute(db)).rows.map(
    (r) => r.id,
  );

async function checkMigration(db: Db): Promise<void> {
  const migrator = migratorOf(db);
  const up = await migrator.migrateTo('0006-whatsapp-auth');
  expect(up.error).toBeUndefined();
  const raw = db as unknown as Loose;
  await insertJob(raw, 'j-convert', 'conversion');
  await insertFile(raw, 'f-chunk', 'chunk');
  await expect(insertJob(raw, 'j-early', 'import')).rejects.toThrow();

  expect((await migrator.migrateTo('0007-import-jobs')).error).toBeUndefined();
  await insertJob(raw, 'j-import', 'import', 'DRIVE_AUTH_FAILED');
  await insertFile(raw, 'f-import', 'import');
  await expect(insertJob(raw, 'j-bad', 'teleport')).rejects.toThrow();
  await expect(insertFile(raw, 'f-bad', 'carrier-pigeon')).rejects.toThrow();
  expect(await ids(raw, 'jobs')).toEqual(['j-convert', 'j-import']);
  expect(await ids(raw, 'files')).toEqual(['f-chunk', 'f-import']);
  const failed = await sql<{ error_code: string | null; file_size: unknown }>`
    select j.error_code, f.file_size from jobs j, files f where j.id = 'j-import' and f.id = 'f-chunk'`.execute(
    raw,
  );
  expect(failed.rows[0]?.error_code).toBe('DRIVE_AUTH_FAILED');
  // A size past 2^31 survives the copy (bigint on both adapters).
  expect(Number(failed.rows[0]?.file_size)).toBe(5_000_000_000);

  expect((await migrator.migrateDown()).error).toBeUndefined();
  expect(await ids(raw, 'jobs')).toEqual(['j-convert']);
  expect(await ids(raw, 'files')).toEqual(['f-chunk']);
  await expect(insertJob(raw, 'j-again', 'import')).rejects.toThrow();
  await expect(insertFile(raw, 'f-again', 'import')).rejects.toThrow();
  await expect(sql`select error_code from jobs`.execute(raw)).rejects.toThrow();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  await insertJob(raw, 'j-import', 'import', 'FILE_TOO_LARGE');
}

describe('migration 0007: the import kind and a failed job’s code', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('on SQLite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-import-migration-'));
    const db = openDatabase({ kind: 'sqlite', path: path.join(dir, 'db.sqlite') });
    cleanups.push(async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    });
    await checkMigration(db);
  });

  it('on PostgreSQL', async () => {
    const database: TestPostgresDatabase = await createTestPostgresDatabase();
    const db = openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    cleanups.push(async () => {
      await db.destroy();
      await database.drop();
    });
    await checkMigration(db);
  });
});
