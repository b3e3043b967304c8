import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../src/repositories/database/database.js';
import {
  createUploadSessionsRepository,
  type UploadSessionsRepository,
} from '../src/repositories/database/upload-sessions.repository.js';
import {
  ASSEMBLY_LEASE_MS,
  claimAssembly,
  claimSoleAssembly,
} from '../src/services/uploads/assembly-lease.js';

const T0 = 1_800_000_000_000;

describe('the assembly lease: one completion per upload across nodes (D255)', () => {
  let db: Db;
  let sessions: UploadSessionsRepository;
  let clock = T0;
  const now = () => clock;
  const read = async () => (await sessions.find('up1'))!;

  beforeEach(async () => {
    db = openSqliteDatabase(':memory:');
    await migrateToLatest(db);
    sessions = createUploadSessionsRepository(db);
    clock = T0;
    await sessions.create({
      id: 'up1',
      owner: 'anon_lease',
      fileName: 'a.mp4',
      fileSize: 10,
      mimeType: 'video/mp4',
      fileHash: '',
      chunkSize: 10,
      totalChunks: 1,
      createdAt: T0,
    });
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('an uploading session is claimed once; a second claim while the holder renews is refused', async () => {
    const first = await claimAssembly(sessions, await read(), { now, renewEveryMs: 10 });
    expect(first).toBeDefined();
    expect(await read()).toMatchObject({ status: 'assembling', updatedAt: T0 });
    expect(await claimAssembly(sessions, await read(), { now })).toBeUndefined();
    // The holder's renewals move the session's activity on, so it never looks abandoned.
    clock += ASSEMBLY_LEASE_MS;
    await new Promise((r) => setTimeout(r, 50));
    expect((await read()).updatedAt).toBeGreaterThanOrEqual(T0 + ASSEMBLY_LEASE_MS);
    expect(await claimAssembly(sessions, await read(), { now })).toBeUndefined();
    expect(await first!.held()).toBe(true);
    first!.release();
  });

  it('a lease nobody renewed is taken over, and its old holder learns it has lost the session', async () => {
    const dead = await claimAssembly(sessions, await read(), { now, renewEveryMs: 3_600_000 });
    clock += ASSEMBLY_LEASE_MS - 1;
    expect(await claimAssembly(sessions, await read(), { now })).toBeUndefined();
    clock += 1;
    const next = await claimAssembly(sessions, await read(), { now, renewEveryMs: 3_600_000 });
    expect(next).toBeDefined();
    expect(await dead!.held()).toBe(false);
    expect(await next!.held()).toBe(true);
    dead!.release();
    next!.release();
  });

  it('completed, failed and missing sessions are never claimed', async () => {
    for (const status of ['completed', 'failed'] as const) {
      expect(await claimAssembly(sessions, { id: 'up1', status, updatedAt: 0 }, { now })).toBeUndefined();
    }
    expect(
      await claimAssembly(sessions, { id: 'nope', status: 'uploading', updatedAt: 0 }, { now }),
    ).toBeUndefined();
  });

  it('the embedded mode claims once and writes nothing more: an old assembling session is never taken over', async () => {
    const sole = await claimSoleAssembly(sessions, 'up1', clock);
    expect(await read()).toMatchObject({ status: 'assembling', updatedAt: T0 });
    clock += 10 * ASSEMBLY_LEASE_MS;
    expect(await sole!.held()).toBe(true);
    expect((await read()).updatedAt).toBe(T0);
    // Only the boot's reset (one process: nothing else completes) gives such a session back.
    expect(await claimSoleAssembly(sessions, 'up1', clock)).toBeUndefined();
    sole!.release();
  });
});
