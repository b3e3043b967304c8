import type { Db } from './database.js';

export interface PlatformOverride {
  readonly platformId: string;
  readonly enabled: boolean;
}

/** Reads and writes operator overrides of enabled downloader platforms. */
export interface PlatformSettingsRepository {
  list(): Promise<PlatformOverride[]>;
  setEnabled(platformId: string, enabled: boolean): Promise<void>;
}

export function createPlatformSettingsRepository(db: Db): PlatformSettingsRepository {
  return {
    async list() {
      const rows = await db.selectFrom('platform_settings').select(['platform_id', 'enabled']).execute();
      return rows.map((r) => ({ platformId: r.platform_id, enabled: r.enabled === 1 }));
    },
    async setEnabled(platformId, enabled) {
      await db
        .insertInto('platform_settings')
        .values({ platform_id: platformId, enabled: enabled ? 1 : 0 })
        .onConflict((oc) =>
          oc
            .column('platform_id')
            .doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: new Date().toISOString() }),
        )
        .execute();
    },
  };
}
