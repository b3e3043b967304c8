import { DEFAULT_TIER_LIMITS, type Tier } from '@mediaforge/shared';
import type { Owner } from './owner.js';

export interface UploadLimits {
  readonly maxFileSize: number;
  readonly maxFilesPerUpload: number;
}

/** The one source of per-tier upload limits (converter-compressor.md §3 "Limits", §6; CC-6.09). */
export interface LimitsService {
  limitsFor(owner: Owner): UploadLimits;
}

/**
 * Every caller is ANONYMOUS until accounts exist; the accounts issue maps an owner to its tier here.
 * The anonymous file limit is configuration (ANONYMOUS_MAX_FILE_SIZE, default the spec's 500 MB).
 */
export function createLimitsService(options: { readonly anonymousMaxFileSize?: number } = {}): LimitsService {
  const tierOf = (_owner: Owner): Tier => 'ANONYMOUS';
  return {
    limitsFor(owner) {
      const tier = DEFAULT_TIER_LIMITS[tierOf(owner)];
      return {
        maxFileSize: options.anonymousMaxFileSize ?? tier.maxFileSize,
        maxFilesPerUpload: tier.maxFilesPerUpload,
      };
    },
  };
}
