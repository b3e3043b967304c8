import type { Kysely } from 'kysely';

/**
 * The linked WhatsApp device's auth state (docs/decisions.md D162): Baileys' credentials and signal
 * keys, one row per key (`creds`, `pre-key-<id>`, `session-<address>`…), each value Baileys' JSON with
 * its buffers spelled out. Written by `npm run admin -- whatsapp-link` and by the server while the
 * device is connected; emptied when the device is unlinked. Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_auth')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_auth').execute();
}
