import { platformIdFromBackendName, type PlatformId } from '@mediaforge/shared';
import { getJson } from '../../../lib/api-client';

/** One entry of GET /api/downloader/platforms; `name` is the server's backend name (spec: DL §4, §7). */
export interface ServerPlatform {
  readonly name: string;
  readonly enabled: boolean;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Validates `{ success: true, data: { platforms: [{ name, enabled }] } }`; malformed entries are dropped. */
export function parsePlatformsResponse(body: unknown): ServerPlatform[] {
  const platforms = field(field(body, 'data'), 'platforms');
  if (field(body, 'success') !== true || !Array.isArray(platforms)) {
    throw new TypeError('unexpected /api/downloader/platforms response');
  }
  return platforms.flatMap((entry: unknown) => {
    const name = field(entry, 'name');
    const enabled = field(entry, 'enabled');
    return typeof name === 'string' && typeof enabled === 'boolean' ? [{ name, enabled }] : [];
  });
}

/** Route ids of the enabled platforms; names the web app does not know are ignored. */
export function enabledPlatformIds(platforms: readonly ServerPlatform[]): ReadonlySet<PlatformId> {
  const ids = new Set<PlatformId>();
  for (const { name, enabled } of platforms) {
    const id = platformIdFromBackendName(name);
    if (enabled && id !== undefined) ids.add(id);
  }
  return ids;
}

export async function getPlatforms(signal?: AbortSignal): Promise<ServerPlatform[]> {
  return parsePlatformsResponse(await getJson('/api/downloader/platforms', signal));
}
