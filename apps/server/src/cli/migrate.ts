import { ConfigError, loadConfig } from '../config/env.js';
import { createLogger } from '../logger.js';
import { describeDatabase } from '../config/database-config.js';
import { migrateToLatest, openDatabase } from '../repositories/database/database.js';

/** `npm run migrate`: brings the configured database to the latest schema and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const db = openDatabase(config.database);
  try {
    const { results = [] } = await migrateToLatest(db);
    const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
    logger.info(
      { database: describeDatabase(config.database), applied },
      applied.length ? 'migrated' : 'database is up to date',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
