import { sql, type Kysely } from 'kysely';
import { onPostgres } from './migration-kit.js';

/**
 * Accounts (better-auth's user, session, account and verification models under our snake_case names,
 * mapped in repositories/auth/better-auth.repository.ts), tiers and credits (converter-compressor.md §3
 * "User", "Balance", §6), daily usage per owner and day, the credit ledger, and processed payment events.
 * better-auth writes its dates as ISO text and booleans as 0/1 on SQLite; our own times are epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('tier', 'text', (c) =>
      c
        .notNull()
        .defaultTo('FREE')
        .check(sql`tier in ('FREE', 'PAID')`),
    )
    .addColumn('subscription_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`subscription_credits >= 0`),
    )
    .addColumn('payg_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payg_credits >= 0`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_user_id').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', 'text')
    .addColumn('refresh_token_expires_at', 'text')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_accounts_user_id').on('auth_accounts').column('user_id').execute();

  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_verifications_identifier')
    .on('auth_verifications')
    .column('identifier')
    .execute();

  // One row per owner key (services/owner.ts) and UTC day; `used` only grows through a conditional update.
  await db.schema
    .createTable('daily_usage')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used >= 0`),
    )
    .addPrimaryKeyConstraint('daily_usage_pk', ['owner', 'day'])
    .execute();

  // Every credit movement; (owner, kind, ref) is unique so a spend or refund for one job happens once.
  await db.schema
    .createTable('credit_ledger')
    // An increasing id in each dialect's own words (PostgreSQL has no AUTOINCREMENT; D231).
    .addColumn('id', onPostgres(db) ? 'bigserial' : 'integer', (c) =>
      onPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('conversion', 'download', 'refund', 'grant', 'purchase')`),
    )
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('daily', 'subscription', 'payg')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('day', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_ledger_owner_kind_ref')
    .on('credit_ledger')
    .columns(['owner', 'kind', 'ref'])
    .unique()
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_events',
    'credit_ledger',
    'daily_usage',
    'auth_verifications',
    'auth_accounts',
    'auth_sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
