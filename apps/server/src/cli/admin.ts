import { ConfigError, loadConfig } from '../config/env.js';
import { createCreditsRepository } from '../repositories/database/credits.repository.js';
import { migrateToLatest, openSqliteDatabase } from '../repositories/database/database.js';
import { createUsersRepository } from '../repositories/database/users.repository.js';
import { AdminUsageError, createAdminService } from '../services/accounts/admin.service.js';

/** `npm run admin -- grant-credits <email> <n> | set-tier <email> <tier> | usage` (services/accounts/admin.service.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openSqliteDatabase(config.databasePath);
  try {
    await migrateToLatest(db);
    const admin = createAdminService({
      users: createUsersRepository(db),
      credits: createCreditsRepository(db),
      now: Date.now,
    });
    process.stdout.write(`${await admin.run(process.argv.slice(2))}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof AdminUsageError;
  process.stderr.write(
    `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(known ? 2 : 1);
});
