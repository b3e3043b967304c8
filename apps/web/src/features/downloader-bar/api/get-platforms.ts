import { platformIdFromBackendName, platformsResponseSchema, type PlatformId } from '@mediaforge/shared';
import { apiData, type AnswerSchema } from '../../../lib/api-client';

/** One entry of GET /api/downloader/platforms; `name` is the server's backend name (spec: DL §4, §7). */
export interface ServerPlatform {
  readonly name: string;
  readonly enabled: boolean;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** One platform, as the shared schema of the answer describes it. */
const entrySchema = platformsResponseSchema.shape.platforms.element;

/** The `data` of GET /api/downloader/platforms, `{ platforms: [{ name, enabled }] }`; malformed entries are dropped. */
export const platformsAnswer: AnswerSchema<ServerPlatform[]> = {
  safeParse(data) {
    const platforms = field(data, 'platforms');
    if (!Array.isArray(platforms)) return { success: false };
    return {
      success: true,
      data: platforms.flatMap((entry: unknown) => {
        const parsed = entrySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    };
  },
};

/** Route ids of the enabled platforms; names the web app does not know are ignored. */
export function enabledPlatformIds(platforms: readonly ServerPlatform[]): ReadonlySet<PlatformId> {
  const ids = new Set<PlatformId>();
  for (const { name, enabled } of platforms) {
    const id = platformIdFromBackendName(name);
    if (enabled && id !== undefined) ids.add(id);
  }
  return ids;
}

export function getPlatforms(signal?: AbortSignal): Promise<ServerPlatform[]> {
  return apiData({ path: '/api/downloader/platforms', signal }, platformsAnswer);
}
