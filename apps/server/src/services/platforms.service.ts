import { PLATFORMS } from '@mediaforge/shared';
import type { PlatformSettingsRepository } from '../repositories/database/platform-settings.repository.js';

export interface PlatformStatus {
  /** The spec's backend name (twitter, okru, ninegag, suno…), which the browser maps (downloader.md §4). */
  readonly name: string;
  readonly enabled: boolean;
}

export interface PlatformsService {
  list(): Promise<PlatformStatus[]>;
  /** Whether the platform is switched on; every downloader call refuses one that is not (DL-2.05). */
  isEnabled(id: string): Promise<boolean>;
}

/**
 * Which downloader platforms are on: an operator's database override wins, then the configured
 * disabled list, otherwise enabled. Answers in the spec's bar order.
 */
export function createPlatformsService(deps: {
  readonly repository: PlatformSettingsRepository;
  readonly disabledByConfig: readonly string[];
}): PlatformsService {
  const list = async (): Promise<PlatformStatus[]> => {
    const overrides = new Map((await deps.repository.list()).map((o) => [o.platformId, o.enabled]));
    return PLATFORMS.map((p) => ({
      name: p.id,
      enabled: overrides.get(p.id) ?? !deps.disabledByConfig.includes(p.id),
    }));
  };
  return {
    list,
    async isEnabled(id) {
      return (await list()).some((p) => p.name === id && p.enabled);
    },
  };
}
