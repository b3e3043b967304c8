import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { CreditKind, CreditSource, Database } from './schema.js';

/** How a spend ended: taken now, taken earlier for the same reference, or nothing left. */
export type SpendOutcome = 'spent' | 'already' | 'exhausted';

export interface SpendInput {
  /** Owner key (services/owner.ts). */
  readonly owner: string;
  readonly kind: 'conversion' | 'download';
  /** What the credit pays for (a job id, a download id): one spend per owner, kind and ref. */
  readonly ref: string;
  readonly now: number;
}

/**
 * Credits. Every spend is one conditional UPDATE (`… WHERE used < limit`, `… WHERE credits >= 1`) inside a
 * transaction with its ledger row, so parallel requests can never take more than there is (DESIGN.md §5).
 * The ledger's unique (owner, kind, ref) decides between two transactions moving credits for the same
 * reference at once (PostgreSQL runs them side by side, D233): the one whose row lands second rolls back.
 */
export interface CreditsRepository {
  dailyUsed(owner: string, day: string): Promise<number>;
  spendDaily(input: SpendInput & { readonly day: string; readonly limit: number }): Promise<SpendOutcome>;
  /** Subscription credits first, then pay-as-you-go. */
  spendPaid(input: SpendInput & { readonly userId: string }): Promise<SpendOutcome>;
  /** Gives back a spend of (owner, kind, ref) once; false when there was none or it was refunded. */
  refund(input: SpendInput): Promise<boolean>;
  /** Adds credits to an account once per `ref` (a payment event, an operator grant). */
  grant(input: {
    readonly userId: string;
    readonly source: 'subscription' | 'payg';
    readonly amount: number;
    readonly kind: 'grant' | 'purchase';
    readonly ref: string;
    readonly now: number;
  }): Promise<boolean>;
}

type Trx = Transaction<Database>;

async function ledgerHas(trx: Trx, owner: string, kind: CreditKind, ref: string): Promise<boolean> {
  const row = await trx
    .selectFrom('credit_ledger')
    .select('id')
    .where('owner', '=', owner)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .executeTakeFirst();
  return row !== undefined;
}

/** Thrown inside a transaction to undo it: another one already moved credits for this reference. */
class AlreadyRecorded extends Error {}

/** Writes the ledger row, or undoes the whole transaction when one for (owner, kind, ref) exists. */
async function record(
  trx: Trx,
  row: { owner: string; kind: CreditKind; ref: string; source: CreditSource; amount: number; day?: string },
  now: number,
): Promise<void> {
  const written = await trx
    .insertInto('credit_ledger')
    .values({ ...row, day: row.day ?? null, created_at: now })
    .onConflict((oc) => oc.columns(['owner', 'kind', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) throw new AlreadyRecorded();
}

/** Runs a credit transaction; `whenRecorded` is its answer when another one won the reference. */
async function once<T>(db: Db, whenRecorded: T, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof AlreadyRecorded) return whenRecorded;
    throw error;
  }
}

const changed = (result: { numUpdatedRows: bigint }): boolean => result.numUpdatedRows > 0n;

export function createCreditsRepository(db: Db): CreditsRepository {
  const takeFrom = async (trx: Trx, userId: string, column: 'subscription_credits' | 'payg_credits') =>
    changed(
      await trx
        .updateTable('users')
        .set((eb) => ({ [column]: eb(column, '-', 1) }))
        .where('id', '=', userId)
        .where(column, '>=', 1)
        .executeTakeFirst(),
    );

  return {
    async dailyUsed(owner, day) {
      const row = await db
        .selectFrom('daily_usage')
        .select('used')
        .where('owner', '=', owner)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.used ?? 0;
    },

    spendDaily: ({ owner, kind, ref, now, day, limit }) =>
      once<SpendOutcome>(db, 'already', async (trx) => {
        if (await ledgerHas(trx, owner, kind, ref)) return 'already';
        await trx
          .insertInto('daily_usage')
          .values({ owner, day, used: 0 })
          .onConflict((oc) => oc.columns(['owner', 'day']).doNothing())
          .execute();
        const taken = await trx
          .updateTable('daily_usage')
          .set((eb) => ({ used: eb('used', '+', 1) }))
          .where('owner', '=', owner)
          .where('day', '=', day)
          .where('used', '<', limit)
          .executeTakeFirst();
        if (!changed(taken)) return 'exhausted';
        await record(trx, { owner, kind, ref, source: 'daily', amount: -1, day }, now);
        return 'spent';
      }),

    spendPaid: ({ owner, kind, ref, now, userId }) =>
      once<SpendOutcome>(db, 'already', async (trx) => {
        if (await ledgerHas(trx, owner, kind, ref)) return 'already';
        let source: CreditSource | undefined;
        if (await takeFrom(trx, userId, 'subscription_credits')) source = 'subscription';
        else if (await takeFrom(trx, userId, 'payg_credits')) source = 'payg';
        if (!source) return 'exhausted';
        await record(trx, { owner, kind, ref, source, amount: -1 }, now);
        return 'spent';
      }),

    refund: ({ owner, kind, ref, now }) =>
      once(db, false, async (trx) => {
        const spend = await trx
          .selectFrom('credit_ledger')
          .select(['source', 'day'])
          .where('owner', '=', owner)
          .where('kind', '=', kind)
          .where('ref', '=', ref)
          .executeTakeFirst();
        const refundRef = `${kind}:${ref}`;
        if (!spend || (await ledgerHas(trx, owner, 'refund', refundRef))) return false;
        if (spend.source === 'daily' && spend.day !== null) {
          await trx
            .updateTable('daily_usage')
            .set((eb) => ({ used: eb('used', '-', 1) }))
            .where('owner', '=', owner)
            .where('day', '=', spend.day)
            .where('used', '>=', 1)
            .execute();
        } else if (spend.source !== 'daily' && owner.startsWith('user:')) {
          const column = spend.source === 'subscription' ? 'subscription_credits' : 'payg_credits';
          await trx
            .updateTable('users')
            .set((eb) => ({ [column]: eb(column, '+', 1) }))
            .where('id', '=', owner.slice('user:'.length))
            .execute();
        }
        await record(
          trx,
          {
            owner,
            kind: 'refund',
            ref: refundRef,
            source: spend.source,
            amount: 1,
            ...(spend.day ? { day: spend.day } : {}),
          },
          now,
        );
        return true;
      }),

    grant: ({ userId, source, amount, kind, ref, now }) =>
      once(db, false, async (trx) => {
        const owner = `user:${userId}`;
        if (await ledgerHas(trx, owner, kind, ref)) return false;
        const column = source === 'subscription' ? 'subscription_credits' : 'payg_credits';
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({ [column]: eb(column, '+', amount) }))
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!changed(updated)) return false;
        await record(trx, { owner, kind, ref, source, amount }, now);
        return true;
      }),
  };
}
