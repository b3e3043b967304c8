/**
 * Databases of the run's private PostgreSQL (postgres.global-setup.ts): each caller gets an empty
 * database of its own, dropped again when it is done, so test files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestPostgresDatabase {
  /** The new database's URL (a DATABASE_URL). */
  readonly url: string;
  /** Drops the database, ending any session still connected to it. */
  drop(): Promise<void>;
}

/** The maintenance URL of the run's server. */
export function postgresServerUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error('no test PostgreSQL: run the server project with its global setup');
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const name = `mf_${randomBytes(8).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
