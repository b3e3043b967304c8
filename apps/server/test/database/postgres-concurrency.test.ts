/**
 * The atomic conditional updates under real concurrency (DESIGN.md §5 "no double spend under parallel
 * requests"; docs/decisions.md D233): two pools on one PostgreSQL database, as two server processes
 * would hold them, each with several connections, so the transactions below really run side by side
 * (SQLite's single connection would serialise them and prove nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditsRepository } from '../../src/repositories/database/credits.repository.js';
import { migrateToLatest, type Db } from '../../src/repositories/database/database.js';
import { createJobsRepository } from '../../src/repositories/database/jobs.repository.js';
import { createUploadSessionsRepository } from '../../src/repositories/database/upload-sessions.repository.js';
import { openPostgresDatabase } from '../../src/repositories/database/postgres-database.js';
import type { Database } from '../../src/repositories/database/schema.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import { insertUser } from './accounts.contract.js';
import { jobRow, T0 } from './repositories.contract.js';

describe('PostgreSQL: parallel spends, claims and transitions from two pools', () => {
  let database: TestPostgresDatabase;
  let pools: [Db, Db];
  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    pools = [
      openPostgresDatabase<Database>(database.url, 10),
      openPostgresDatabase<Database>(database.url, 10),
    ];
    await migrateToLatest(pools[0]);
  });
  afterAll(async () => {
    await Promise.all(pools.map((db) => db.destroy()));
    await database.drop();
  });

  /** `n` calls spread over both pools, all started at once. */
  const parallel = <T>(n: number, call: (db: Db, i: number) => Promise<T>): Promise<T[]> =>
    Promise.all(Array.from({ length: n }, (_, i) => call(pools[i % 2] ?? pools[0], i)));

  it('60 daily spends against a limit of 7: exactly 7 are taken', async () => {
    const owner = 'anonymous:anon_parallel-daily';
    const outcomes = await parallel(60, (db, i) =>
      createCreditsRepository(db).spendDaily({
        owner,
        kind: 'conversion',
        ref: `job-${i}`,
        now: T0,
        day: '2025-06-15',
        limit: 7,
      }),
    );
    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(7);
    expect(await createCreditsRepository(pools[0]).dailyUsed(owner, '2025-06-15')).toBe(7);
    const ledger = await pools[1]
      .selectFrom('credit_ledger')
      .select('ref')
      .where('owner', '=', owner)
      .execute();
    expect(ledger).toHaveLength(7);
  });

  it('one reference spent 30 times at once is charged once; the others answer "already"', async () => {
    const owner = 'anonymous:anon_parallel-same-ref';
    const outcomes = await parallel(30, (db) =>
      createCreditsRepository(db).spendDaily({
        owner,
        kind: 'download',
        ref: 'one-download',
        now: T0,
        day: '2025-06-15',
        limit: 100,
      }),
    );
    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(29);
    expect(await createCreditsRepository(pools[1]).dailyUsed(owner, '2025-06-15')).toBe(1);
  });

  it('paid spends never take more credits than the account holds, and a refund happens once', async () => {
    const userId = 'user-parallel-paid';
    await insertUser(pools[0], userId, { subscription: 3, payg: 2, tier: 'PAID' });
    const owner = `user:${userId}`;
    const outcomes = await parallel(40, (db, i) =>
      createCreditsRepository(db).spendPaid({ owner, kind: 'conversion', ref: `job-${i}`, now: T0, userId }),
    );
    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(5);
    const user = () =>
      pools[0]
        .selectFrom('users')
        .select(['subscription_credits', 'payg_credits'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    expect(await user()).toEqual({ subscription_credits: 0, payg_credits: 0 });
    const spentRef = `job-${outcomes.indexOf('spent')}`;
    const refunds = await parallel(20, (db) =>
      createCreditsRepository(db).refund({ owner, kind: 'conversion', ref: spentRef, now: T0 }),
    );
    expect(refunds.filter(Boolean)).toHaveLength(1);
    const after = await user();
    expect(after.subscription_credits + after.payg_credits).toBe(1);
  });

  it('12 claimers on two pools take 50 pending jobs: each job is claimed exactly once', async () => {
    const jobs = createJobsRepository(pools[0]);
    const ids = Array.from({ length: 50 }, (_, i) => `claim-${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) await jobs.insert(jobRow(id, 'input', T0 + i));
    const pendingLeft = (db: Db) =>
      db.selectFrom('jobs').select('id').where('status', '=', 'pending').execute();
    const claimers = await parallel(12, async (db) => {
      const mine: string[] = [];
      const repo = createJobsRepository(db);
      for (let job = await repo.claimNext({ progress: 2, message: 'Starting…' }, T0); job;) {
        mine.push(job.id);
        job = await repo.claimNext({ progress: 2, message: 'Starting…' }, T0);
      }
      // Nothing is added meanwhile, so "none" must mean none: a claimer that lost a race looked again.
      return { mine, leftWhenDone: (await pendingLeft(db)).length };
    });
    expect(claimers.flatMap((c) => c.mine).sort()).toEqual(ids);
    expect(claimers.map((c) => c.leftWhenDone)).toEqual(claimers.map(() => 0));
    expect(claimers.filter((c) => c.mine.length > 0).length).toBeGreaterThan(1);
    const attempts = await pools[1].selectFrom('jobs').select('attempts').where('id', 'in', ids).execute();
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it('one upload completed from 16 requests at once: one moves it to assembling; a chunk sent twice is one row', async () => {
    const id = 'upload-parallel';
    await createUploadSessionsRepository(pools[0]).create({
      id,
      owner: 'anonymous:anon_parallel-upload',
      fileName: 'clip.mp4',
      fileSize: 10,
      mimeType: 'video/mp4',
      fileHash: 'c'.repeat(64),
      chunkSize: 5,
      totalChunks: 2,
      createdAt: T0,
    });
    await parallel(16, (db, i) => createUploadSessionsRepository(db).addChunk(id, i % 2, 5, T0 + 1));
    expect(await createUploadSessionsRepository(pools[1]).listChunks(id)).toEqual([0, 1]);
    const won = await parallel(16, (db) =>
      createUploadSessionsRepository(db).transition(id, 'uploading', 'assembling', T0 + 2),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    expect((await createUploadSessionsRepository(pools[0]).find(id))?.status).toBe('assembling');
  });
});
