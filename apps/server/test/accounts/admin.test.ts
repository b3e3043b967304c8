import { describe, expect, it } from 'vitest';
import { createCreditsRepository } from '../../src/repositories/database/credits.repository.js';
import { migrateToLatest, openSqliteDatabase } from '../../src/repositories/database/database.js';
import { createUsersRepository } from '../../src/repositories/database/users.repository.js';
import { AdminUsageError, createAdminService } from '../../src/services/accounts/admin.service.js';

describe('npm run admin', () => {
  it('grants credits, sets a tier and shows usage', async () => {
    const db = openSqliteDatabase(':memory:');
    await migrateToLatest(db);
    const stamp = new Date(0).toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        name: 'Op',
        email: 'op@example.com',
        email_verified: 0,
        image: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await db
      .insertInto('daily_usage')
      .values({ owner: 'anonymous:anon_x', day: '2026-01-02', used: 3 })
      .execute();
    const admin = createAdminService({
      users: createUsersRepository(db),
      credits: createCreditsRepository(db),
      now: () => Date.UTC(2026, 0, 2),
    });
    expect(await admin.run(['grant-credits', 'OP@example.com', '25'])).toBe(
      'op@example.com: 25 pay-as-you-go and 0 subscription credits',
    );
    expect(await admin.run(['set-tier', 'op@example.com', 'paid'])).toBe('op@example.com is now PAID');
    expect(await admin.run(['usage'])).toContain(
      'accounts: 1 (1 paid)\ndaily credits used on 2026-01-02: 3 by 1 owners',
    );
    await expect(admin.run(['set-tier', 'nobody@example.com', 'FREE'])).rejects.toBeInstanceOf(
      AdminUsageError,
    );
    await expect(admin.run(['grant-credits', 'op@example.com', '-1'])).rejects.toBeInstanceOf(
      AdminUsageError,
    );
    await expect(admin.run([])).rejects.toThrow(/usage: npm run admin/);
    await db.destroy();
  });
});
