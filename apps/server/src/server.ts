import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createRoot, ROLE_PARTS, roleFromArgs, startParts, type Role } from './composition/root.js';
import { createLogger } from './logger.js';
import { migrateToLatest, openSqliteDatabase } from './repositories/database/database.js';

/** Process entry: role, configuration, logger, database, the role's parts, graceful close. */
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

function readRole(): Role {
  const role = roleFromArgs(process.argv.slice(2));
  if (typeof role === 'string') return role;
  process.stderr.write(`${role.error}\n`);
  process.exit(64); // EX_USAGE
}

async function main(): Promise<void> {
  const role = readRole();
  const config = readConfig();
  const logger = createLogger(config);
  const db = openSqliteDatabase(config.databasePath);
  await migrateToLatest(db);
  const root = await createRoot({ config, logger, db });

  const started = startParts(root, ROLE_PARTS[role], { host: config.host, port: config.port });
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
    started
      .then((running) => running.stop())
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

  const running = await started;
  logger.info({ role, address: running.address, dataDir: config.dataDir }, 'Mediaforge is listening');
  const engine = await root.engineStatus();
  if (engine.outdated) {
    logger.warn(
      engine,
      'yt-dlp is missing or older than 90 days: platforms change often, point YTDLP_PATH at a current build (README, "Running a current yt-dlp")',
    );
  } else {
    logger.info(engine, 'download engine');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Mediaforge failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
