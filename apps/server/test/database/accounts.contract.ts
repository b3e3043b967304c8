/**
 * The accounts part of the database contract (repositories.contract.ts): credits (D45: conditional
 * updates with a ledger row, one movement per owner, kind and reference) and our columns of the users
 * table, on whichever adapter the caller opened.
 */
import { expect, it } from 'vitest';
import { createCreditsRepository } from '../../src/repositories/database/credits.repository.js';
import type { Db } from '../../src/repositories/database/database.js';
import { createUsersRepository } from '../../src/repositories/database/users.repository.js';

const T0 = 1_750_000_000_000;
let sequence = 0;
const uniqueId = (prefix: string): string => `${prefix}-${(sequence += 1)}-${Date.now().toString(36)}`;

/** A users row as better-auth writes it on either adapter (ISO dates as text, booleans as 0/1). */
export async function insertUser(
  db: Db,
  id: string,
  credits: { readonly subscription?: number; readonly payg?: number; readonly tier?: 'FREE' | 'PAID' } = {},
): Promise<void> {
  const at = new Date(T0).toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Contract',
      email: `${id}@example.test`,
      email_verified: 0,
      image: null,
      tier: credits.tier ?? 'FREE',
      subscription_credits: credits.subscription ?? 0,
      payg_credits: credits.payg ?? 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export function describeAccountsContract(database: () => Db): void {
  it('credits: the daily allowance is spent up to its limit, once per reference, and refunded once', async () => {
    const credits = createCreditsRepository(database());
    const owner = `anonymous:${uniqueId('anon')}`;
    const spend = (ref: string) =>
      credits.spendDaily({ owner, kind: 'conversion', ref, now: T0, day: '2025-06-15', limit: 2 });
    expect(await spend('a')).toBe('spent');
    expect(await spend('a')).toBe('already');
    expect(await spend('b')).toBe('spent');
    expect(await spend('c')).toBe('exhausted');
    expect(await credits.dailyUsed(owner, '2025-06-15')).toBe(2);
    expect(await credits.refund({ owner, kind: 'conversion', ref: 'a', now: T0 })).toBe(true);
    expect(await credits.refund({ owner, kind: 'conversion', ref: 'a', now: T0 })).toBe(false);
    expect(await credits.dailyUsed(owner, '2025-06-15')).toBe(1);
    expect(await spend('c')).toBe('spent');
  });

  it('credits: parallel spends never take more than the limit', async () => {
    const credits = createCreditsRepository(database());
    const owner = `anonymous:${uniqueId('anon')}`;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        credits.spendDaily({ owner, kind: 'download', ref: `r${i}`, now: T0, day: '2025-06-15', limit: 3 }),
      ),
    );
    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'exhausted')).toHaveLength(9);
  });

  it('credits: paid spends take subscription credits, then pay-as-you-go; grants apply once', async () => {
    const db = database();
    const credits = createCreditsRepository(db);
    const users = createUsersRepository(db);
    const userId = uniqueId('user');
    await insertUser(db, userId, { subscription: 1, tier: 'PAID' });
    const owner = `user:${userId}`;
    const grant = {
      userId,
      source: 'payg' as const,
      amount: 2,
      kind: 'purchase' as const,
      ref: 'evt_1',
      now: T0,
    };
    expect(await credits.grant(grant)).toBe(true);
    expect(await credits.grant(grant)).toBe(false);
    const spend = (ref: string) => credits.spendPaid({ owner, kind: 'conversion', ref, now: T0, userId });
    expect(await spend('a')).toBe('spent');
    expect(await users.findById(userId)).toMatchObject({ subscriptionCredits: 0, paygCredits: 2 });
    expect(await spend('b')).toBe('spent');
    expect(await spend('c')).toBe('spent');
    expect(await spend('d')).toBe('exhausted');
    expect(await credits.refund({ owner, kind: 'conversion', ref: 'a', now: T0 })).toBe(true);
    expect(await users.findById(userId)).toMatchObject({ subscriptionCredits: 1, paygCredits: 0 });
  });

  it('users: lookups by e-mail, tier changes, counts, daily usage and payment events once', async () => {
    const db = database();
    const users = createUsersRepository(db);
    const credits = createCreditsRepository(db);
    const id = uniqueId('user');
    await insertUser(db, id);
    expect(await users.findByEmail(` ${id.toUpperCase()}@EXAMPLE.TEST `)).toMatchObject({ id, tier: 'FREE' });
    expect(await users.findByEmail(`other-${id}@example.test`)).toBeUndefined();
    expect(await users.setTier(id, 'PAID')).toBe(true);
    expect(await users.setTier('nobody', 'PAID')).toBe(false);
    const count = await users.count();
    expect(count.users).toBeGreaterThanOrEqual(1);
    expect(count.paid).toBeGreaterThanOrEqual(1);
    expect(typeof count.users).toBe('number');
    const owner = `anonymous:${uniqueId('anon')}`;
    await credits.spendDaily({ owner, kind: 'conversion', ref: 'x', now: T0, day: '2031-01-02', limit: 5 });
    expect(await users.usageOn('2031-01-02')).toEqual([{ owner, used: 1 }]);
    const event = uniqueId('evt');
    expect(await users.recordPaymentEvent(event, 'checkout.session.completed', T0)).toBe(true);
    expect(await users.recordPaymentEvent(event, 'checkout.session.completed', T0)).toBe(false);
  });
}
