import { describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase } from '../src/repositories/database/database.js';
import { createPlatformSettingsRepository } from '../src/repositories/database/platform-settings.repository.js';
import { AdminUsageError } from '../src/services/accounts/admin.service.js';
import { runPlatformCommand } from '../src/services/platforms-admin.service.js';
import { createPlatformsService } from '../src/services/platforms.service.js';

describe('the operator switches platforms on and off (persisted)', () => {
  it('lists every platform, switches one by id or mapped name, refuses unknown ones', async () => {
    const db = openSqliteDatabase(':memory:');
    await migrateToLatest(db);
    const settings = createPlatformSettingsRepository(db);
    const platforms = createPlatformsService({ repository: settings, disabledByConfig: ['vk'] });
    const deps = { platforms, settings };
    expect(await runPlatformCommand(['platforms'], deps)).toMatch(/^ {2}youtube +on$/m);
    expect(await runPlatformCommand(['platforms'], deps)).toMatch(/^ {2}vk +off$/m);
    await runPlatformCommand(['platform', 'x', 'off'], deps);
    await runPlatformCommand(['platform', 'vk', 'on'], deps);
    expect(await platforms.isEnabled('twitter')).toBe(false);
    expect(await platforms.isEnabled('vk')).toBe(true);
    expect((await platforms.list()).map((p) => p.name)).not.toContain('twitter');
    await expect(runPlatformCommand(['platform', 'myspace', 'on'], deps)).rejects.toBeInstanceOf(
      AdminUsageError,
    );
    await expect(runPlatformCommand(['platform', 'vk', 'maybe'], deps)).rejects.toBeInstanceOf(
      AdminUsageError,
    );
    await db.destroy();
  });
});
