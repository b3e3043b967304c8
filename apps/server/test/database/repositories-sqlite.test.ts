import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteDatabase } from '../../src/repositories/database/database.js';
import { describeRepositoriesContract } from './repositories.contract.js';

// A file, not :memory:, so WAL and the busy timeout are the ones the server runs with.
describeRepositoriesContract('SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-contract-'));
  const db = openSqliteDatabase(path.join(dir, 'contract.db'));
  return Promise.resolve({
    db,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
