import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../database.js';
import { migrations } from './index.js';

const file = (id: string, method: string) => ({
  id,
  owner: 'anonymous:anon_migration-test',
  storage_key: `key-${id}`,
  file_name: 'a.mp4',
  file_size: 1,
  mime_type: 'video/mp4',
  metadata: '{}',
  sha256: '',
  upload_method: method as 'chunk',
  created_at: 1,
  expires_at: 2,
});

describe('migration 0003: jobs, and files that are job outputs', () => {
  it('rebuilds files keeping rows and indexes, allows "output", and creates jobs', async () => {
    const db = openSqliteDatabase(':memory:');
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    expect((await migrator.migrateTo('0002-uploads')).error).toBeUndefined();
    await db.insertInto('files').values(file('kept', 'regular')).execute();
    await expect(db.insertInto('files').values(file('early', 'output')).execute()).rejects.toThrow(/CHECK/);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('files').select(['id', 'upload_method']).execute()).toEqual([
      { id: 'kept', upload_method: 'regular' },
    ]);
    await db.insertInto('files').values(file('result', 'output')).execute();
    await expect(db.insertInto('files').values(file('bad', 'bogus')).execute()).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('files')
        .values({ ...file('dup', 'chunk'), storage_key: 'key-kept' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    const indexes = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and sql is not null order by name`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['files_owner', 'files_expires_at', 'jobs_status_created_at', 'jobs_owner']),
    );
    expect(
      await sql`select name from sqlite_master where name = 'files_rebuild'`.execute(db).then((r) => r.rows),
    ).toEqual([]);

    expect((await migrator.migrateTo('0002-uploads')).error).toBeUndefined();
    expect(await db.selectFrom('files').select('id').execute()).toEqual([{ id: 'kept' }]);
    await db.destroy();
  });
});
