import { sql, type Kysely } from 'kysely';

/**
 * Upload sessions, their durably stored chunks, and stored files (converter-compressor.md §3 "Upload
 * session", "Upload result"; DESIGN.md §5 "Nothing lost"). Times are epoch milliseconds, so the sweeper
 * compares numbers; they, and byte sizes, are `bigint` (migration-kit.ts). `owner` is an owner key such as `anonymous:anon_…` (services/owner.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull().check(sql`file_size > 0`))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('chunk_size', 'bigint', (c) => c.notNull().check(sql`chunk_size > 0`))
    .addColumn('total_chunks', 'integer', (c) => c.notNull().check(sql`total_chunks > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('uploading', 'assembling', 'completed', 'failed')`),
    )
    .addColumn('file_id', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_sessions_owner_status')
    .on('upload_sessions')
    .columns(['owner', 'status'])
    .execute();
  await db.schema
    .createIndex('upload_sessions_updated_at')
    .on('upload_sessions')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('upload_sessions.id').onDelete('cascade'))
    .addColumn('chunk_number', 'integer', (c) => c.notNull().check(sql`chunk_number >= 0`))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'chunk_number'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('upload_method', 'text', (c) => c.notNull().check(sql`upload_method in ('chunk', 'regular')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner').on('files').column('owner').execute();
  await db.schema.createIndex('files_expires_at').on('files').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
  await db.schema.dropTable('upload_chunks').execute();
  await db.schema.dropTable('upload_sessions').execute();
}
