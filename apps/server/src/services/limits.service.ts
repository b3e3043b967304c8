import { DEFAULT_TIER_LIMITS, type Tier, type TierLimits } from '@mediaforge/shared';
import { tierOf, type Owner } from './owner.js';

export interface UploadLimits {
  readonly maxFileSize: number;
  readonly maxFilesPerUpload: number;
}

/** The one source of per-tier limits (converter-compressor.md §3 "Limits", §6; CC-6.09). */
export interface LimitsService {
  limitsFor(owner: Owner): UploadLimits;
  /** The whole limits object of a tier (maxFileSize, maxFilesPerUpload, dailyCredits). */
  tierLimits(tier: Tier): TierLimits;
}

/**
 * Limits are configuration (config/accounts-config.ts: `{TIER}_MAX_FILE_SIZE`, `*_DAILY_CREDITS`,
 * `MAX_FILES_PER_UPLOAD`); the defaults are the spec's (D16). `anonymousMaxFileSize` is kept for callers
 * that only override that one value.
 */
export function createLimitsService(
  options: {
    readonly anonymousMaxFileSize?: number;
    readonly tierLimits?: Readonly<Record<Tier, TierLimits>>;
  } = {},
): LimitsService {
  const table: Record<Tier, TierLimits> = { ...(options.tierLimits ?? DEFAULT_TIER_LIMITS) };
  if (options.anonymousMaxFileSize !== undefined) {
    table.ANONYMOUS = { ...table.ANONYMOUS, maxFileSize: options.anonymousMaxFileSize };
  }
  return {
    limitsFor(owner) {
      const { maxFileSize, maxFilesPerUpload } = table[tierOf(owner)];
      return { maxFileSize, maxFilesPerUpload };
    },
    tierLimits: (tier) => table[tier],
  };
}
