/**
 * `npm run migrate-to-postgres` (docs/operations.md; docs/decisions.md D237) on a real embedded install:
 * a SQLite file filled by the running app (an account, an upload, a finished conversion, credits, a
 * platform switch, an analysis, WhatsApp keys) is copied by the built command into an empty database
 * of the test PostgreSQL; every row arrives as it was, and the server started on PostgreSQL with the
 * same data directory signs the user in, serves the old result and spends new credits.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RegularUploadResponse } from '@mediaforge/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysesRepository } from '../../src/repositories/database/analyses.repository.js';
import { createCreditsRepository } from '../../src/repositories/database/credits.repository.js';
import { COPIED_TABLES } from '../../src/repositories/database/database-copy.repository.js';
import { openSqliteDatabase, type Db } from '../../src/repositories/database/database.js';
import { createPlatformSettingsRepository } from '../../src/repositories/database/platform-settings.repository.js';
import { openPostgresDatabase } from '../../src/repositories/database/postgres-database.js';
import type { Database } from '../../src/repositories/database/schema.js';
import { createWhatsappAuthRepository } from '../../src/repositories/whatsapp/whatsapp-auth.repository.js';
import { FAST_CAPTCHA, signIn, signUp, STRONG_PASSWORD } from '../accounts/account-kit.js';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { builtEntry, ensureServerBuilt } from '../helpers/role-process.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_migrate-to-postgres';
const ENV = { ...FAST_CAPTCHA, ENCODE_SPEED: 'ultrafast', ANONYMOUS_DAILY_CREDITS: '5' };
const CLI = builtEntry('cli/migrate-to-postgres.js');

const runCli = (env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

async function rowsOf(db: Db, table: string, key: readonly string[]): Promise<unknown[]> {
  let query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .selectAll();
  for (const column of key) query = query.orderBy(column);
  return query.execute();
}

describe('npm run migrate-to-postgres', () => {
  let embedded: TestApp;
  let database: TestPostgresDatabase;
  let cleanup: () => Promise<void>;
  let jobId: string;
  let uploadedId: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureServerBuilt(CLI);
    database = await createTestPostgresDatabase();
    embedded = await startTestApp(ENV);
    const temp = await tempDir('mf-migrate-pg-');
    cleanup = temp.cleanup;
    expect((await signUp(embedded.baseUrl, 'mover@example.com')).status).toBe(200);
    const clip = readFileSync(await makeClip(temp.dir, 'clip.mp4', { seconds: 1 }));
    const up = await uploadClient(embedded.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(
      clip,
      'clip.mp4',
    );
    const jobs = jobClient(embedded.baseUrl, SESSION);
    uploadedId = up.body.data.fileId;
    jobId = (await jobs.convert(uploadedId, 'webm', { settings: {} })).body.data.jobId;
    expect(await jobs.waitFor(jobId, ['completed', 'failed'])).toMatchObject({ status: 'completed' });
    const db = embedded.db;
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await createCreditsRepository(db).grant({
      userId: user.id,
      source: 'payg',
      amount: 3,
      kind: 'grant',
      ref: 'op',
      now: 1,
    });
    await createPlatformSettingsRepository(db).setEnabled('vimeo', false);
    await createWhatsappAuthRepository(db).write([['creds', '{"noiseKey":{"private":"AAE="}}']]);
    await createAnalysesRepository(db).insert({
      id: 'analysis-1',
      owner: `anonymous:${SESSION}`,
      platform: 'vimeo',
      toolType: 'video',
      url: 'https://vimeo.com/1',
      answer: { title: 'ü "q"' } as never,
      sources: [],
      engineInfo: '{"id":"1"}',
      createdAt: 1_750_000_000_000,
      expiresAt: 4_102_444_800_000,
    });
    await embedded.stop();
    env = { DATABASE_URL: database.url, DATA_DIR: embedded.dataDir };
  }, 120_000);
  afterAll(async () => {
    // Stopped in beforeAll (the copy needs the file closed): only its data directory is left.
    rmSync(embedded.dataDir, { recursive: true, force: true });
    await cleanup();
    await database.drop();
  });

  it('copies every table row for row, then refuses to copy into a database that holds rows', async () => {
    const run = runCli(env, ['--files']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('jobs: 1 rows');
    expect(run.stdout).toContain('files: no S3_BUCKET');
    const sqlite = openSqliteDatabase(path.join(embedded.dataDir, 'mediaforge.db'));
    const pg = openPostgresDatabase<Database>(database.url, 2);
    try {
      for (const { name, key } of COPIED_TABLES) {
        expect({ name, rows: await rowsOf(pg, name, key) }).toEqual({
          name,
          rows: await rowsOf(sqlite, name, key),
        });
      }
      expect(await rowsOf(pg, 'credit_ledger', ['id'])).toHaveLength(2);
    } finally {
      await Promise.all([sqlite.destroy(), pg.destroy()]);
    }
    const again = runCli(env);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already holds rows in: platform_settings');
  });

  it('the server on PostgreSQL signs the user in, serves the old result and spends new credits', async () => {
    const moved = await startTestApp({ ...ENV, DATABASE_URL: database.url }, { dataDir: embedded.dataDir });
    try {
      expect((await signIn(moved.baseUrl, 'mover@example.com', STRONG_PASSWORD)).status).toBe(200);
      const jobs = jobClient(moved.baseUrl, SESSION);
      const { body } = await jobs.result(jobId);
      expect((await fetch(`${moved.baseUrl}${body.data.downloadUrl}`)).status).toBe(200);
      expect((await jobs.status(jobId)).body.data).toMatchObject({ status: 'completed' });
      // A new spend writes a ledger row after the copied ones (the sequence continues).
      const again = await jobs.convert(uploadedId, 'mp4', { settings: {} });
      expect(again.status).toBe(202);
    } finally {
      await moved.stop();
    }
  });
});
