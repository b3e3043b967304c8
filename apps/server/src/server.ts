import { buildApp, createUploadServices } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createLogger } from './logger.js';
import { migrateToLatest, openSqliteDatabase } from './repositories/database/database.js';
import { scheduleSweeps } from './services/sweeper.service.js';

/** Process entry: configuration, logger, database, listen, the sweeper, graceful close. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const db = openSqliteDatabase(config.databasePath);
  await migrateToLatest(db);
  const uploads = await createUploadServices({ config, logger, db });
  const app = await buildApp({ config, logger, db, uploads });
  // Abandoned upload sessions and expired files are removed on a timer (DESIGN.md §5; decisions D20).
  const sweeps = scheduleSweeps(uploads.sweeper, config.sweepIntervalMs, logger);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    sweeps
      .stop()
      .then(() => app.close())
      .then(() => db.destroy())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  logger.info({ address, dataDir: config.dataDir }, 'Mediaforge is listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Mediaforge failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
