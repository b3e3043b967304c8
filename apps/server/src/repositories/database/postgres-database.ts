/**
 * The PostgreSQL adapter of the database port (DESIGN.md §1 scaled mode; docs/decisions.md D230): the
 * same Kysely code and migrations as SQLite, over a pg pool. Our times are epoch milliseconds and sizes
 * are bytes in `bigint` columns; pg hands int8 back as a string (it may exceed 2^53), so it is parsed
 * to a number here, once, for every query: no value we store comes near 2^53.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

const INT8_OID = 20;

const parseInt8 = (value: string): number => Number(value);

/** pg's own parser for every other type (its typings answer `any` for some of them). */
const builtIn = (oid: number, format: 'text' | 'binary'): ((value: string) => unknown) =>
  pg.types.getTypeParser(oid, format) as (value: string) => unknown;

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : builtIn(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export function openPostgresDatabase<DB>(
  url: string,
  poolSize: number,
  onPoolError?: (error: Error) => void,
): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // Seen in pg_stat_activity, so an operator can tell Mediaforge's sessions apart.
    application_name: 'mediaforge',
    // A request waits at most this long for a free connection instead of hanging.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle connection's error (the server restarting) would end the process.
  pool.on('error', (error) => onPoolError?.(error));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
