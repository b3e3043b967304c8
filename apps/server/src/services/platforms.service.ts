import { PLATFORMS } from '@mediaforge/shared';
import type { PlatformSettingsRepository } from '../repositories/database/platform-settings.repository.js';

export interface PlatformStatus {
  /** The spec's backend name (twitter, okru, ninegag, suno…), which the browser maps (downloader.md §4). */
  readonly name: string;
  readonly enabled: boolean;
}

export interface PlatformsService {
  /** The platforms switched on, in the spec's bar order: what GET /downloader/platforms answers. */
  list(): Promise<PlatformStatus[]>;
  /** Every platform with its state (the operator's view). */
  all(): Promise<PlatformStatus[]>;
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
  const all = async (): Promise<PlatformStatus[]> => {
    const overrides = new Map((await deps.repository.list()).map((o) => [o.platformId, o.enabled]));
    return PLATFORMS.map((p) => ({
      name: p.id,
      enabled: overrides.get(p.id) ?? !deps.disabledByConfig.includes(p.id),
    }));
  };
  return {
    all,
    list: async () => (await all()).filter((p) => p.enabled),
    async isEnabled(id) {
      return (await all()).some((p) => p.name === id && p.enabled);
    },
  };
}
