import type { Db } from '../database/database.js';

/**
 * The linked WhatsApp device's auth state as keys and values (migration 0006): Baileys' credentials
 * under `creds` and its signal keys under `<type>-<id>` (baileys-auth-state.ts owns the spelling).
 */
export interface WhatsappAuthRepository {
  /** The stored values of these keys (missing keys are absent from the map). */
  read(keys: readonly string[]): Promise<Map<string, string>>;
  /** Stores each value, removing the keys whose value is null, all in one transaction. */
  write(entries: Iterable<readonly [string, string | null]>): Promise<void>;
  /** Forgets the whole state (the device is unlinked); answers how many keys were removed. */
  clear(): Promise<number>;
}

/** Keys per statement: far below SQLite's limit of bound variables. */
const BATCH = 500;

export function createWhatsappAuthRepository(db: Db, now: () => number = Date.now): WhatsappAuthRepository {
  return {
    async read(keys) {
      const found = new Map<string, string>();
      for (let i = 0; i < keys.length; i += BATCH) {
        const rows = await db
          .selectFrom('whatsapp_auth')
          .select(['key', 'value'])
          .where('key', 'in', keys.slice(i, i + BATCH))
          .execute();
        for (const row of rows) found.set(row.key, row.value);
      }
      return found;
    },
    async write(entries) {
      const list = [...entries];
      if (list.length === 0) return;
      const at = now();
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of list) {
          if (value === null) {
            await trx.deleteFrom('whatsapp_auth').where('key', '=', key).execute();
            continue;
          }
          await trx
            .insertInto('whatsapp_auth')
            .values({ key, value, updated_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
            .execute();
        }
      });
    },
    async clear() {
      const result = await db.deleteFrom('whatsapp_auth').executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
