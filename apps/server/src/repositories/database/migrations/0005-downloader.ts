import { sql, type Kysely } from 'kysely';
import { inOneTransaction } from './migration-kit.js';

/**
 * The downloader (downloader.md §3 "Analysis result", "Job"): analyses, and download jobs in the jobs
 * table. `jobs.job_type` gains 'download' (its `file_id` names the analysis it downloads from); SQLite
 * cannot change a CHECK, so `jobs` is rebuilt (create, copy, drop, rename, as 0003 did for `files`; the
 * same statements on PostgreSQL, D231).
 * An analysis keeps the public answer, the private sources of its qualities (CDN addresses, request
 * headers) and the engine's own info, until it expires. Times are epoch milliseconds.
 */
const JOB_COLUMNS = sql.raw(
  'id, owner, file_id, format, job_type, settings, batch_task_id, status, progress, message, error, attempts, ' +
    'result_file_id, result, original_size, output_size, created_at, updated_at, started_at, finished_at, expires_at',
);

async function rebuildJobs(db: Kysely<unknown>, jobTypes: readonly string[]): Promise<void> {
  await sql`drop table if exists jobs_rebuild`.execute(db);
  const types = sql.join(jobTypes.map((t) => sql.lit(t)));
  await db.schema
    .createTable('jobs_rebuild')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull().check(sql`job_type in (${types})`))
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
  await sql`alter table jobs_rebuild rename to jobs`.execute(db);
  await db.schema
    .createIndex('jobs_status_created_at')
    .on('jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_owner').on('jobs').column('owner').execute();
  await db.schema.createIndex('jobs_file_id').on('jobs').column('file_id').execute();
  await db.schema.createIndex('jobs_expires_at').on('jobs').column('expires_at').execute();
}

async function createAnalyses(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('downloader_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('tool_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')`),
    )
    .addColumn('progress', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('error', 'text')
    // The public answer (JSON), the qualities' sources (JSON) and the engine's info (yt-dlp JSON).
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('engine_info', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('downloader_analyses_owner')
    .on('downloader_analyses')
    .column('owner')
    .execute();
  await db.schema
    .createIndex('downloader_analyses_expires_at')
    .on('downloader_analyses')
    .column('expires_at')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await rebuildJobs(trx, ['conversion', 'compression', 'download']);
    await createAnalyses(trx);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema.dropTable('downloader_analyses').execute();
    await sql`delete from jobs where job_type = 'download'`.execute(trx);
    await rebuildJobs(trx, ['conversion', 'compression']);
  });
}
