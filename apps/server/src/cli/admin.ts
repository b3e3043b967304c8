import { pino } from 'pino';
import QRCode from 'qrcode';
import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { createCreditsRepository } from '../repositories/database/credits.repository.js';
import { type Db, migrateToLatest, openDatabase } from '../repositories/database/database.js';
import { createPlatformSettingsRepository } from '../repositories/database/platform-settings.repository.js';
import { createUsersRepository } from '../repositories/database/users.repository.js';
import { createBaileysLinker } from '../repositories/whatsapp/baileys-link.repository.js';
import { createWhatsappAuthRepository } from '../repositories/whatsapp/whatsapp-auth.repository.js';
import { ADMIN_USAGE, AdminUsageError, createAdminService } from '../services/accounts/admin.service.js';
import {
  isPlatformCommand,
  PLATFORMS_ADMIN_USAGE,
  runPlatformCommand,
} from '../services/platforms-admin.service.js';
import { createPlatformsService } from '../services/platforms.service.js';
import {
  WHATSAPP_ADMIN_USAGE,
  isWhatsappCommand,
  parseWhatsappCommand,
  runWhatsappCommand,
} from '../services/whatsapp/whatsapp-admin.service.js';

/** How long `whatsapp-link` waits for the phone (WhatsApp hands out QR codes for about two minutes). */
const LINK_TIMEOUT_MS = 3 * 60_000;
const LOGOUT_TIMEOUT_MS = 30_000;

/** `whatsapp-link | whatsapp-status | whatsapp-unlink` (services/whatsapp/whatsapp-admin.service.ts). */
async function whatsapp(config: Config, db: Db, args: readonly string[]): Promise<string> {
  const command = parseWhatsappCommand(args);
  // Baileys' warnings go to stderr; stdout is the operator's QR code and answers.
  const log = pino({ level: config.logLevel === 'trace' ? 'trace' : 'warn' }, pino.destination(2));
  const whatsappConfig = config.extractors.whatsapp;
  return runWhatsappCommand(command, {
    linker: createBaileysLinker({
      repo: createWhatsappAuthRepository(db),
      log,
      version: whatsappConfig.webVersion,
      queryTimeoutMs: whatsappConfig.lookupTimeoutMs,
    }),
    print: (text) => process.stdout.write(`${text}\n`),
    renderQr: (text) => QRCode.toString(text, { type: 'terminal', small: true }),
    linkTimeoutMs: LINK_TIMEOUT_MS,
    logoutTimeoutMs: LOGOUT_TIMEOUT_MS,
  });
}

/**
 * `npm run admin -- grant-credits <email> <n> | set-tier <email> <tier> | usage`
 * (services/accounts/admin.service.ts) `| whatsapp-link [--phone <number>] | whatsapp-status | whatsapp-unlink`.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  const args = process.argv.slice(2);
  try {
    await migrateToLatest(db);
    if (isWhatsappCommand(args[0])) {
      process.stdout.write(`${await whatsapp(config, db, args)}\n`);
      return;
    }
    if (isPlatformCommand(args[0])) {
      const settings = createPlatformSettingsRepository(db);
      const platforms = createPlatformsService({
        repository: settings,
        disabledByConfig: config.disabledPlatforms,
      });
      process.stdout.write(`${await runPlatformCommand(args, { platforms, settings })}\n`);
      return;
    }
    const admin = createAdminService({
      users: createUsersRepository(db),
      credits: createCreditsRepository(db),
      now: Date.now,
    });
    const answer = await admin.run(args).catch((error: unknown) => {
      // The usage line lists the WhatsApp commands too.
      const usage = error instanceof AdminUsageError && error.message === ADMIN_USAGE;
      throw usage
        ? new AdminUsageError(`${ADMIN_USAGE}\n${WHATSAPP_ADMIN_USAGE}\n${PLATFORMS_ADMIN_USAGE}`)
        : error;
    });
    process.stdout.write(`${answer}\n`);
  } finally {
    await db.destroy();
  }
}

main().then(
  // Baileys may keep timers of a closed connection; the command's work is done.
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof AdminUsageError;
    process.stderr.write(
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(known ? 2 : 1);
  },
);
