import type { Generated } from 'kysely';

/** Operator overrides of which downloader platforms are enabled (downloader.md §6 "Admin-enabled platforms"). */
export interface PlatformSettingsTable {
  platform_id: string;
  enabled: number;
  updated_at: Generated<string>;
}

/** Every table of the database, as Kysely sees it. Each migration adds its tables here. */
export interface Database {
  platform_settings: PlatformSettingsTable;
}
