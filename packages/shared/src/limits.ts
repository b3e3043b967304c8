/**
 * Per-tier limits and the anonymous session (converter-compressor.md §3 "Limits", "Anonymous session",
 * §5, §6, §9 "Limits and timings"; downloader.md §3, §6, §9; downloader-results.md §9).
 */
import type { Tier } from './tiers.js';

/** "Default max files per upload 5." */
export const DEFAULT_MAX_FILES_PER_UPLOAD = 5;
/** "Default max file size 50 MB (52428800 bytes)." */
export const DEFAULT_MAX_FILE_SIZE = 52_428_800;
/** "anonymous 500 MB" (524288000 bytes, CC §6). */
export const ANONYMOUS_MAX_FILE_SIZE = 524_288_000;
/** "Daily credits default 10 (free)." */
export const FREE_DAILY_CREDITS = 10;
/** "anonymous 5." */
export const ANONYMOUS_DAILY_CREDITS = 5;

/** The limits object (CC §3 "Limits"). */
export interface TierLimits {
  readonly maxFileSize: number;
  readonly maxFilesPerUpload: number;
  /** null for PAID: paid accounts spend credits instead of a daily allowance (CC §6). */
  readonly dailyCredits: number | null;
}

/**
 * Limits per tier. The spec gives anonymous values and defaults; FREE and PAID take the defaults. The
 * anonymous file limit (500 MB) is larger than the default (50 MB): that is what the spec states.
 */
export const DEFAULT_TIER_LIMITS: Readonly<Record<Tier, TierLimits>> = {
  ANONYMOUS: {
    maxFileSize: ANONYMOUS_MAX_FILE_SIZE,
    maxFilesPerUpload: DEFAULT_MAX_FILES_PER_UPLOAD,
    dailyCredits: ANONYMOUS_DAILY_CREDITS,
  },
  FREE: {
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    maxFilesPerUpload: DEFAULT_MAX_FILES_PER_UPLOAD,
    dailyCredits: FREE_DAILY_CREDITS,
  },
  PAID: {
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    maxFilesPerUpload: DEFAULT_MAX_FILES_PER_UPLOAD,
    dailyCredits: null,
  },
};

/** CC §6 anonymous "allowed formats" (also DL §5). */
export const ANONYMOUS_ALLOWED_FORMATS = [
  'mp4',
  'webm',
  'mov',
  'avi',
  'mkv',
  'flv',
  '3gp',
  'ogv',
  'mp3',
  'wav',
  'aac',
  'flac',
  'm4a',
] as const;

/** Browser storage key of the anonymous session (CC §3; DL §3). */
export const ANONYMOUS_SESSION_STORAGE_KEY = 'anonymous_session';
/** Anonymous session ids start with this prefix. */
export const ANONYMOUS_SESSION_ID_PREFIX = 'anon_';
/** "It expires 24 hours after creation and is replaced by a fresh one" (CC §4; DL §4). */
export const ANONYMOUS_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Headers anonymous requests carry (DL §6). */
export const ANONYMOUS_SESSION_HEADER = 'X-Anonymous-Session-ID';
export const ANONYMOUS_USER_AGENT_HEADER = 'X-User-Agent';

export function isAnonymousSessionId(id: string): boolean {
  return id.startsWith(ANONYMOUS_SESSION_ID_PREFIX) && id.length > ANONYMOUS_SESSION_ID_PREFIX.length;
}

export function isAnonymousAllowedFormat(format: string): boolean {
  return (ANONYMOUS_ALLOWED_FORMATS as readonly string[]).includes(format.toLowerCase());
}
