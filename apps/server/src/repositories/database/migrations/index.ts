import type { Migration } from 'kysely';
import * as m0001 from './0001-platform-settings.js';
import * as m0002 from './0002-uploads.js';
import * as m0003 from './0003-jobs.js';
import * as m0004 from './0004-accounts.js';
import * as m0005 from './0005-downloader.js';
import * as m0006 from './0006-whatsapp-auth.js';
import * as m0007 from './0007-import-jobs.js';
import * as m0008 from './0008-worker-calls.js';

/**
 * Migrations in order. Listed statically (not read from disk) so the built server has no path
 * assumptions; the key is the name Kysely records.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-platform-settings': m0001,
  '0002-uploads': m0002,
  '0003-jobs': m0003,
  '0004-accounts': m0004,
  '0005-downloader': m0005,
  '0006-whatsapp-auth': m0006,
  '0007-import-jobs': m0007,
  '0008-worker-calls': m0008,
};
