import type { Db } from './database.js';

export type AccountTier = 'FREE' | 'PAID';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly tier: AccountTier;
  readonly subscriptionCredits: number;
  readonly paygCredits: number;
}

export interface UsageRow {
  readonly owner: string;
  readonly used: number;
}

/** Our columns of better-auth's users (tier and credits), the operator commands and payment events. */
export interface UsersRepository {
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  setTier(id: string, tier: AccountTier): Promise<boolean>;
  /** Daily usage of every owner on a UTC day, most used first. */
  usageOn(day: string): Promise<UsageRow[]>;
  count(): Promise<{ users: number; paid: number }>;
  /** Records a payment webhook event id; false when it was already applied (Stripe retries). */
  recordPaymentEvent(id: string, type: string, now: number): Promise<boolean>;
}

const columns = ['id', 'email', 'name', 'tier', 'subscription_credits', 'payg_credits'] as const;

const toRecord = (r: {
  id: string;
  email: string;
  name: string;
  tier: AccountTier;
  subscription_credits: number;
  payg_credits: number;
}): UserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  tier: r.tier,
  subscriptionCredits: r.subscription_credits,
  paygCredits: r.payg_credits,
});

export function createUsersRepository(db: Db): UsersRepository {
  return {
    async findById(id) {
      const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async setTier(id, tier) {
      const result = await db.updateTable('users').set({ tier }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async usageOn(day) {
      return db
        .selectFrom('daily_usage')
        .select(['owner', 'used'])
        .where('day', '=', day)
        .orderBy('used', 'desc')
        .execute();
    },
    async count() {
      const row = await db
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll<number>().as('users'),
          eb.fn.sum<number>(eb.case().when('tier', '=', 'PAID').then(1).else(0).end()).as('paid'),
        ])
        .executeTakeFirstOrThrow();
      return { users: Number(row.users), paid: Number(row.paid ?? 0) };
    },
    async recordPaymentEvent(id, type, now) {
      const result = await db
        .insertInto('payment_events')
        .values({ id, type, received_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
