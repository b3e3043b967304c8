import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createRoot, ROLE_PARTS, roleFromArgs, startParts, type Role } from './composition/root.js';
import { createLogger } from './logger.js';
import { describeDatabase } from './config/database-config.js';
import { missingRoleSecrets } from './config/role-config.js';
import { migrateToLatest, openDatabase } from './repositories/database/database.js';

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

/** api and worker processes share their work through PostgreSQL; one SQLite file is one process's (D235). */
function checkRoleDatabase(role: Role, config: Config): void {
  if (role === 'all' || config.database.kind === 'postgres') return;
  process.stderr.write(
    `--role ${role} runs beside other processes: set DATABASE_URL to the PostgreSQL server they share (docs/operations.md).\n`,
  );
  process.exit(78); // EX_CONFIG
}

function checkRoleSecrets(role: Role, config: Config): void {
  const missing = missingRoleSecrets(role, config);
  if (missing.length === 0) return;
  process.stderr.write(
    `--role ${role} runs beside other nodes: set ${missing.join(' and ')} to the same value on every node (docs/operations.md).\n`,
  );
  process.exit(78); // EX_CONFIG
}

async function main(): Promise<void> {
  const role = readRole();
  const config = readConfig();
  checkRoleDatabase(role, config);
  checkRoleSecrets(role, config);
  const logger = createLogger(config);
  const db = openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'database connection lost'),
  );
  // Every role migrates: the first to start applies them, the others wait on the migration lock.
  await migrateToLatest(db);
  const root = await createRoot({ config, logger, db, role });

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
  const database = describeDatabase(config.database);
  if (running.address) {
    logger.info(
      { role, address: running.address, dataDir: config.dataDir, database },
      'Mediaforge is listening',
    );
  } else {
    logger.info({ role, dataDir: config.dataDir, database }, 'Mediaforge worker is running');
  }
  // An api node runs no yt-dlp: the workers log their engine (D256).
  if (role === 'api') return;
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
