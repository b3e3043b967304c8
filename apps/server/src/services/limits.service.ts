import {
  ANONYMOUS_ALLOWED_FORMATS,
  DEFAULT_TIER_LIMITS,
  ERROR_CODES,
  fileExtension,
  formatNotAllowedMessage,
  isAnonymousAllowedFormat,
  isSubtitleFileName,
  type LimitsResponse,
  type Tier,
  type TierLimits,
} from '@mediaforge/shared';
import { AppError } from '../errors/app-error.js';
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
  /** GET /api/limits: the caller's tier and its limits; nobody signed in reads the anonymous tier. */
  callerLimits(owner: Owner | null): LimitsResponse;
  /**
   * Refuses (415 FORMAT_NOT_ALLOWED) a file name whose extension the owner may not upload: anonymous
   * visitors are held to CC §6's list (CC-6.04, what their session's limits.allowedFormats shows);
   * signed-in owners are not.
   */
  assertFormatAllowed(owner: Owner, fileName: string): void;
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
    callerLimits(owner) {
      const tier = owner === null ? 'ANONYMOUS' : tierOf(owner);
      return { tier, ...table[tier] };
    },
    assertFormatAllowed(owner, fileName) {
      if (owner.kind !== 'anonymous') return;
      // Subtitle files are no conversion input; intake checks that such a name holds subtitles (D76).
      if (isSubtitleFileName(fileName)) return;
      const allowed: readonly string[] = ANONYMOUS_ALLOWED_FORMATS;
      const format = fileExtension(fileName);
      if (isAnonymousAllowedFormat(format)) return;
      throw new AppError(ERROR_CODES.FORMAT_NOT_ALLOWED, formatNotAllowedMessage(allowed), {
        format,
        allowedFormats: allowed,
      });
    },
  };
}
