import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AccountServices } from '../../src/accounts-wiring.js';
import { createRoot, startParts, type Part } from '../../src/composition/root.js';
import type { UploadServices } from '../../src/composition/upload-services.js';
import { loadConfig } from '../../src/config/env.js';
import { type Db, migrateToLatest, openDatabase } from '../../src/repositories/database/database.js';
import type { EncodeExecutor } from '../../src/services/encode/encode-executor.js';
import type { WhatsappLookup } from '../../src/extractors/whatsapp/whatsapp-lookup.js';
import { TEST_AUTH_SECRET } from './upload-client.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly uploads: UploadServices;
  readonly accounts: AccountServices;
  /** Closes the app and the database but keeps the data directory (to start again on it). */
  stop(): Promise<void>;
  /** Stops and removes the data directory. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start on an existing data directory (a restart) instead of a fresh one. */
  readonly dataDir?: string;
  /** The services' clock (the sweeper test moves it). */
  readonly now?: () => number;
  /** A stand-in media engine; the real ffmpeg executor when absent. */
  readonly executor?: EncodeExecutor;
  /** The accounts' clock (anonymous session expiry, daily usage, captcha replay memory). */
  readonly accountsNow?: () => number;
  /** A stand-in for the linked WhatsApp device; Baileys (and no linked device) when absent. */
  readonly whatsappLookup?: WhatsappLookup;
  /** The parts to start (an API node without a worker: `['http']`); http and the worker when absent. */
  readonly parts?: readonly Part[];
  /** Where the app's logs go, at debug level (a test reading them); silent when absent. */
  readonly logTo?: pino.DestinationStream;
}

/** The parts of `--role all` but the sweeper's timer: tests sweep by hand, on their own clock. */
const TEST_PARTS: readonly Part[] = ['http', 'worker'];

/** A real app on a real socket (port 0), with its own data directory and a tiny built web app. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mediaforge-test-'));
  const webDistDir = path.join(dataDir, 'web');
  mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Mediaforge test shell</title>');
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'export {};');
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // One key for every test app, so test session names map to valid ids (upload-client.ts).
    AUTH_SECRET: TEST_AUTH_SECRET,
    // Every answer is checked against its contract's schema: a mismatch is a 500 in tests (D90).
    NODE_ENV: 'test',
    ...env,
  });
  // SQLite in the data directory, or PostgreSQL when `env` names one (DATABASE_URL).
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const logger = options.logTo ? pino({ level: 'debug' }, options.logTo) : pino({ level: 'silent' });
  const root = await createRoot({
    config,
    logger,
    db,
    now: options.now,
    accountsNow: options.accountsNow,
    executor: options.executor,
    whatsappLookup: options.whatsappLookup,
  });
  const running = await startParts(root, options.parts ?? TEST_PARTS, { host: config.host, port: 0 });
  if (!running.app || running.address === undefined) throw new Error('the http part did not start');
  const { app, address: baseUrl } = running;
  const { uploads, accounts } = root;
  const stop = async () => {
    await running.stop();
    await db.destroy().catch(() => undefined);
  };
  return {
    app,
    db,
    baseUrl,
    dataDir,
    uploads,
    accounts,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
