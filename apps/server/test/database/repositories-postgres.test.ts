import { openPostgresDatabase } from '../../src/repositories/database/postgres-database.js';
import type { Database } from '../../src/repositories/database/schema.js';
import { createTestPostgresDatabase } from '../helpers/test-postgres.js';
import { describeRepositoriesContract } from './repositories.contract.js';

describeRepositoriesContract('PostgreSQL', async () => {
  const database = await createTestPostgresDatabase();
  const db = openPostgresDatabase<Database>(database.url, 8);
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
});
