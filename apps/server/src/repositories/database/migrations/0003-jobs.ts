import { sql, type Kysely } from 'kysely';
import { inOneTransaction } from './migration-kit.js';

/**
 * Conversion and compression jobs (converter-compressor.md §3 "Current job", §4, §7 "Processing";
 * docs/decisions.md "Jobs"), and job results stored as files: `files.upload_method` gains 'output'.
 * SQLite cannot change a CHECK constraint, so `files` is rebuilt (create, copy, drop, rename: the
 * procedure of https://www.sqlite.org/lang_altertable.html#otheralter) inside one transaction; nothing
 * references `files`, so no foreign key has to be switched off. The same statements run on PostgreSQL
 * (D231). Times are epoch milliseconds.
 */
const FILES_COLUMNS = sql.raw(
  'id, owner, storage_key, file_name, file_size, mime_type, metadata, sha256, upload_method, created_at, expires_at',
);

async function rebuildFiles(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists files_rebuild`.execute(db);
  await db.schema
    .createTable('files_rebuild')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('upload_method', 'text', (c) =>
      c.notNull().check(sql`upload_method in ('chunk', 'regular', 'output')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into files_rebuild (${FILES_COLUMNS}) select ${FILES_COLUMNS} from files`.execute(db);
  await db.schema.dropTable('files').execute();
  await sql`alter table files_rebuild rename to files`.execute(db);
  await db.schema.createIndex('files_owner').on('files').column('owner').execute();
  await db.schema.createIndex('files_expires_at').on('files').column('expires_at').execute();
}

async function createJobs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull().check(sql`job_type in ('conversion', 'compression')`))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('batch_task_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'running', 'completed', 'failed', 'cancelled')`),
    )
    .addColumn('progress', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Nullable and without a foreign key: the sweeper removes expired result files on their own TTL.
    .addColumn('result_file_id', 'text')
    .addColumn('result', 'text')
    .addColumn('original_size', 'bigint', (c) => c.notNull())
    .addColumn('output_size', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('jobs_status_created_at')
    .on('jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_owner').on('jobs').column('owner').execute();
  await db.schema.createIndex('jobs_file_id').on('jobs').column('file_id').execute();
  await db.schema.createIndex('jobs_expires_at').on('jobs').column('expires_at').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await rebuildFiles(trx);
    await createJobs(trx);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema.dropTable('jobs').execute();
    // The widened CHECK stays; the rows it allowed go.
    await sql`delete from files where upload_method = 'output'`.execute(trx);
  });
}
