import { sql, type Kysely } from 'kysely';

/**
 * Calls from api nodes to workers (docs/decisions.md D256): what an api node needs answered in the
 * request but must not run itself (the hardened ffprobe of an upload, yt-dlp's metadata of a link, the
 * engine's version). A row is one call: its kind and JSON payload, then its answer or its error (code,
 * message, context as JSON). `deadline_at` is when the caller stops waiting; rows are short-lived and
 * removed by the caller or, past their deadline, by the workers. The kind has no CHECK: the code parses
 * it, so a new kind needs no table rebuild. Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('worker_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'running', 'done', 'failed', 'cancelled')`),
    )
    .addColumn('answer', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error', 'text')
    .addColumn('error_context', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('worker_calls_status_created_at')
    .on('worker_calls')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('worker_calls').execute();
}
