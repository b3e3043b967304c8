import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { describeDatabase } from '../config/database-config.js';
import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { createStorageParts } from '../composition/storage-parts.js';
import { copyDatabase, DatabaseCopyError } from '../repositories/database/database-copy.repository.js';
import { migrateToLatest, openDatabase, openSqliteDatabase } from '../repositories/database/database.js';
import { createLocalObjectStore } from '../repositories/storage/local-object-store.repository.js';
import { copyObjects } from '../services/migration/object-copy.js';

const USAGE = [
  'usage: npm run migrate-to-postgres -- [--from <sqlite file>] [--files]',
  '  Copies the embedded SQLite database (DATABASE_PATH, or DATA_DIR/mediaforge.db, or --from) into the',
  '  empty PostgreSQL database of DATABASE_URL; with --files, also copies the stored files of DATA_DIR',
  '  into the object store the scaled mode is configured with (S3_BUCKET…). See docs/operations.md.',
].join('\n');

class UsageError extends Error {}

function parseArgs(args: readonly string[], config: Config): { from: string; files: boolean } {
  let from = config.databasePath;
  let files = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--files') files = true;
    else if (arg === '--from' && args[i + 1]) from = path.resolve(args[(i += 1)] ?? '');
    else if (arg?.startsWith('--from=')) from = path.resolve(arg.slice('--from='.length));
    else throw new UsageError(USAGE);
  }
  if (config.database.kind !== 'postgres') throw new UsageError(`DATABASE_URL is not set.\n${USAGE}`);
  // Opening a missing file would create an empty database and "copy" nothing.
  if (!existsSync(from)) throw new UsageError(`no SQLite database at ${from}\n${USAGE}`);
  return { from, files };
}

const print = (text: string): void => void process.stdout.write(`${text}\n`);

async function copyFiles(config: Config): Promise<void> {
  if (!config.storage.s3) {
    print('files: no S3_BUCKET is configured, so stored files stay in DATA_DIR (nothing to copy)');
    return;
  }
  const storage = await createStorageParts(config, pino({ level: 'warn' }, pino.destination(2)));
  try {
    const report = await copyObjects(
      createLocalObjectStore(config.dataDir),
      storage.store,
      (key, done, total) => {
        if (done % 100 === 0 || done === total) print(`files: ${done}/${total} (${key})`);
      },
    );
    print(`files: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there`);
  } finally {
    storage.close();
  }
}

/** `npm run migrate-to-postgres`: an embedded install's data into the scaled mode (docs/operations.md). */
async function main(): Promise<void> {
  const config = loadConfig();
  const { from, files } = parseArgs(process.argv.slice(2), config);
  const source = openSqliteDatabase(from);
  const target = openDatabase(config.database);
  try {
    // Both at the latest schema, so every column has its counterpart.
    await migrateToLatest(source);
    await migrateToLatest(target);
    const copied = await copyDatabase(source, target);
    for (const [table, rows] of Object.entries(copied)) print(`${table}: ${rows} rows`);
    print(`copied ${from} into ${describeDatabase(config.database)}`);
  } finally {
    await source.destroy();
    await target.destroy();
  }
  if (files) await copyFiles(config);
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof UsageError || error instanceof DatabaseCopyError;
  process.stderr.write(
    `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(known ? 2 : 1);
});
