/**
 * Vitest global setup of the server project: one private PostgreSQL for the whole run (scripts/lib/
 * postgres-server.mjs, shared with bench/scale), its maintenance URL provided to the tests as `postgresUrl` and in
 * MEDIAFORGE_TEST_POSTGRES_URL (for processes the tests start). Each test file makes its own database
 * in it (helpers/test-postgres.ts); the SQLite tests never touch it.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresServer, type PostgresServer } from '../../../scripts/lib/postgres-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let server: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startPostgresServer();
  process.env.MEDIAFORGE_TEST_POSTGRES_URL = server.url;
  project.provide('postgresUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
