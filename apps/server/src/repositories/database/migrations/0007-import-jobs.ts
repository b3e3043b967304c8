import { sql, type Kysely } from 'kysely';
import { inOneTransaction } from './migration-kit.js';

/**
 * Imports (converter-compressor.md §5, §7; docs/decisions.md D210, D213): `jobs.job_type` gains
 * 'import', `jobs` gains `error_code` (the stable code of a failed job, so an import's refusal reaches
 * the caller with its code whichever process ran it), and `files.upload_method` gains 'import' (a file
 * brought in from a web link or a drive). A CHECK cannot be changed in place everywhere, so both tables
 * are rebuilt as 0003 and 0005 did (create, copy, drop, rename), inside one transaction.
 */
const JOB_COLUMNS = sql.raw(
  'id, owner, file_id, format, job_type, settings, batch_task_id, status, progress, message, error, attempts, ' +
    'result_file_id, result, original_size, output_size, created_at, updated_at, started_at, finished_at, expires_at',
);
const FILES_COLUMNS = sql.raw(
  'id, owner, storage_key, file_name, file_size, mime_type, metadata, sha256, upload_method, created_at, expires_at',
);

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

async function rebuildJobs(
  db: Kysely<unknown>,
  jobTypes: readonly string[],
  withErrorCode: boolean,
): Promise<void> {
  await db.schema.dropTable('jobs_rebuild').ifExists().execute();
  let table = db.schema
    .createTable('jobs_rebuild')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull().check(oneOf('job_type', jobTypes)))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('batch_task_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'running', 'completed', 'failed', 'cancelled'])),
    )
    .addColumn('progress', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text');
  if (withErrorCode) table = table.addColumn('error_code', 'text');
  await table
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
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
  await sql`insert into jobs_rebuild (${JOB_COLUMNS}) select ${JOB_COLUMNS} from jobs`.execute(db);
  await db.schema.dropTable('jobs').execute();
  await db.schema.alterTable('jobs_rebuild').renameTo('jobs').execute();
  await db.schema
    .createIndex('jobs_status_created_at')
    .on('jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_owner').on('jobs').column('owner').execute();
  await db.schema.createIndex('jobs_file_id').on('jobs').column('file_id').execute();
  await db.schema.createIndex('jobs_expires_at').on('jobs').column('expires_at').execute();
}

async function rebuildFiles(db: Kysely<unknown>, methods: readonly string[]): Promise<void> {
  await db.schema.dropTable('files_rebuild').ifExists().execute();
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
    .addColumn('upload_method', 'text', (c) => c.notNull().check(oneOf('upload_method', methods)))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into files_rebuild (${FILES_COLUMNS}) select ${FILES_COLUMNS} from files`.execute(db);
  await db.schema.dropTable('files').execute();
  await db.schema.alterTable('files_rebuild').renameTo('files').execute();
  await db.schema.createIndex('files_owner').on('files').column('owner').execute();
  await db.schema.createIndex('files_expires_at').on('files').column('expires_at').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await rebuildJobs(trx, ['conversion', 'compression', 'download', 'import'], true);
    await rebuildFiles(trx, ['chunk', 'regular', 'output', 'import']);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await sql`delete from jobs where job_type = 'import'`.execute(trx);
    await rebuildJobs(trx, ['conversion', 'compression', 'download'], false);
    await sql`delete from files where upload_method = 'import'`.execute(trx);
    await rebuildFiles(trx, ['chunk', 'regular', 'output']);
  });
}
