/**
 * The operator's switches of downloader platforms (downloader.md §6 "Admin-enabled platforms"; D5,
 * D120): `npm run admin -- platforms` lists each platform and whether it is on, `platform <id> on|off`
 * switches one, persisted in the database, and wins over DOWNLOADER_DISABLED_PLATFORMS. Every downloader
 * call refuses a platform that is off, and the platform list leaves it out.
 */
import { platformIdFromBackendName } from '@mediaforge/shared';
import type { PlatformSettingsRepository } from '../repositories/database/platform-settings.repository.js';
import { AdminUsageError } from './accounts/admin.service.js';
import type { PlatformsService } from './platforms.service.js';

export const PLATFORMS_ADMIN_USAGE = '       npm run admin -- platforms | platform <id> <on|off>';

export function isPlatformCommand(command: string | undefined): boolean {
  return command === 'platforms' || command === 'platform';
}

export async function runPlatformCommand(
  [command, id, state]: readonly string[],
  deps: {
    readonly platforms: Pick<PlatformsService, 'all'>;
    readonly settings: Pick<PlatformSettingsRepository, 'setEnabled'>;
  },
): Promise<string> {
  if (command === 'platform') {
    const platform = id === undefined ? undefined : platformIdFromBackendName(id);
    if (platform === undefined) throw new AdminUsageError(`unknown platform ${id ?? '(none)'}`);
    if (state !== 'on' && state !== 'off') throw new AdminUsageError('say on or off');
    await deps.settings.setEnabled(platform, state === 'on');
  }
  const rows = await deps.platforms.all();
  return rows.map((p) => `  ${p.name.padEnd(12)} ${p.enabled ? 'on' : 'off'}`).join('\n');
}
