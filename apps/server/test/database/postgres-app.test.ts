/**
 * The whole server on PostgreSQL (DESIGN.md §1 scaled mode; docs/decisions.md D230, D232): the test
 * app started with DATABASE_URL runs an upload, a conversion with the real ffmpeg, the download of its
 * result, and better-auth's sign-up, sign-in and session on the same database, and spends credits.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ACCOUNT_PATHS, ERROR_CODES, type RegularUploadResponse } from '@mediaforge/shared';
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from 'better-auth/plugins/bearer';
import { betterAuthModels } from '../../src/repositories/auth/better-auth-models.js';
import { cookieHeader, FAST_CAPTCHA, signIn, signUp, STRONG_PASSWORD } from '../accounts/account-kit.js';
import { makeClip, probe, tempDir } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../helpers/test-postgres.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

const SESSION = 'anon_postgres-app-owner';

describe('the server on PostgreSQL (DATABASE_URL)', () => {
  let database: TestPostgresDatabase;
  let t: TestApp;
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    t = await startTestApp({
      DATABASE_URL: database.url,
      ENCODE_SPEED: 'ultrafast',
      ANONYMOUS_DAILY_CREDITS: '1',
      ...FAST_CAPTCHA,
    });
    ({ dir, cleanup } = await tempDir('mf-postgres-app-'));
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
    await database.drop();
  });

  it('uploads, converts MOV to WebM with ffmpeg, and downloads the result; the day’s credit is spent once', async () => {
    const mov = readFileSync(await makeClip(dir, 'clip.mov', { seconds: 1 }));
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(mov, 'clip.mov');
    expect(up.status).toBe(200);
    const jobs = jobClient(t.baseUrl, SESSION);
    const started = await jobs.convert(up.body.data.fileId, 'webm', { settings: {} });
    expect(started.status).toBe(202);
    const jobId = started.body.data.jobId;
    expect(await jobs.waitFor(jobId, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
      progress: 100,
    });
    const { body } = await jobs.result(jobId);
    const res = await fetch(`${t.baseUrl}${body.data.downloadUrl}`);
    expect(res.status).toBe(200);
    const output = `${dir}/out.webm`;
    writeFileSync(output, new Uint8Array(await res.arrayBuffer()));
    expect((await probe(output)).format.format_name).toContain('webm');
    const again = await jobs.convert(up.body.data.fileId, 'mp4', { settings: {} });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: ERROR_CODES.DAILY_LIMIT_REACHED });
  });

  it('better-auth signs up, signs in and answers the session on PostgreSQL', async () => {
    // better-auth's own migration planner, told the real dialect: nothing of its schema is missing.
    const { toBeCreated, toBeAdded } = await getMigrations({
      ...betterAuthModels,
      database: { db: t.db, type: 'postgres' },
      plugins: [bearer()],
    });
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
    const created = await signUp(t.baseUrl, 'Grace@Example.com');
    expect(created.status).toBe(200);
    const wrong = await signIn(t.baseUrl, 'grace@example.com', 'Wrong-horse-7');
    expect(wrong.status).toBe(401);
    const signedIn = await signIn(t.baseUrl, 'grace@example.com', STRONG_PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.session}`, {
      headers: { cookie: cookieHeader(signedIn.cookies) },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'grace@example.com' } });
    const row = await t.db
      .selectFrom('auth_sessions')
      .select(['expires_at', 'created_at'])
      .executeTakeFirstOrThrow();
    // Dates as ISO text on both adapters (D231), so a row copied from SQLite means the same here.
    expect(new Date(row.expires_at).toISOString()).toBe(row.expires_at);
  });
});
