/**
 * A worker-only node for tests (the `worker` part of the composition root without an http part): the
 * same configuration as the test app's (test-app.ts), on a data directory and database it shares with
 * an API node started by startTestApp.
 */
import { pino } from 'pino';
import { createRoot, startParts } from '../../src/composition/root.js';
import { loadConfig } from '../../src/config/env.js';
import { migrateToLatest, openDatabase } from '../../src/repositories/database/database.js';
import { TEST_AUTH_SECRET } from './upload-client.js';

export interface TestWorker {
  stop(): Promise<void>;
}

export async function startTestWorker(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestWorker> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_SECRET: TEST_AUTH_SECRET,
    NODE_ENV: 'test',
    ...env,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const root = await createRoot({ config, logger: pino({ level: 'silent' }), db });
  const running = await startParts(root, ['worker'], { host: config.host, port: 0 });
  return {
    async stop() {
      await running.stop();
      await db.destroy().catch(() => undefined);
    },
  };
}
