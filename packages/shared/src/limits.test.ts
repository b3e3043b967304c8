import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ALLOWED_FORMATS,
  ANONYMOUS_DAILY_CREDITS,
  ANONYMOUS_MAX_FILE_SIZE,
  ANONYMOUS_SESSION_HEADER,
  ANONYMOUS_SESSION_ID_PREFIX,
  ANONYMOUS_SESSION_LIFETIME_MS,
  ANONYMOUS_SESSION_STORAGE_KEY,
  ANONYMOUS_USER_AGENT_HEADER,
  DEFAULT_MAX_FILES_PER_UPLOAD,
  DEFAULT_MAX_FILE_SIZE,
  DEFAULT_TIER_LIMITS,
  FREE_DAILY_CREDITS,
  isAnonymousAllowedFormat,
  isAnonymousSessionId,
} from './limits.js';
import { TIERS } from './tiers.js';

const HOUR = 60 * 60 * 1000;

describe('limits (CC §5, §6, §9; DL §6, §9)', () => {
  it('CC-5.04 default max files per upload 5', () => {
    expect(DEFAULT_MAX_FILES_PER_UPLOAD).toBe(5);
  });

  it('CC-5.05 default max file size 52428800 bytes (50 MB)', () => {
    expect(DEFAULT_MAX_FILE_SIZE).toBe(52_428_800);
    expect(DEFAULT_MAX_FILE_SIZE).toBe(50 * 1024 * 1024);
  });

  it('CC-6.03 anonymous daily limit 5 credits', () => {
    expect(ANONYMOUS_DAILY_CREDITS).toBe(5);
    expect(DEFAULT_TIER_LIMITS.ANONYMOUS.dailyCredits).toBe(5);
  });

  it('CC-6.04 anonymous file limit 524288000 bytes (500 MB)', () => {
    expect(ANONYMOUS_MAX_FILE_SIZE).toBe(524_288_000);
    expect(DEFAULT_TIER_LIMITS.ANONYMOUS.maxFileSize).toBe(500 * 1024 * 1024);
  });

  it('CC-6.04 anonymous allowed formats', () => {
    expect(ANONYMOUS_ALLOWED_FORMATS).toEqual([
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
    ]);
    expect(isAnonymousAllowedFormat('MKV')).toBe(true);
    expect(isAnonymousAllowedFormat('wmv')).toBe(false);
  });

  it('CC-6.06 free daily credits default 10', () => {
    expect(FREE_DAILY_CREDITS).toBe(10);
    expect(DEFAULT_TIER_LIMITS.FREE.dailyCredits).toBe(10);
  });

  it('CC-3.42 the limits object of every tier carries maxFileSize, maxFilesPerUpload, dailyCredits', () => {
    for (const tier of TIERS) {
      expect(Object.keys(DEFAULT_TIER_LIMITS[tier]).sort()).toEqual([
        'dailyCredits',
        'maxFileSize',
        'maxFilesPerUpload',
      ]);
    }
  });

  it('CC-6.09 free and paid use the default file size and file count', () => {
    expect(DEFAULT_TIER_LIMITS.FREE).toMatchObject({ maxFileSize: 52_428_800, maxFilesPerUpload: 5 });
    expect(DEFAULT_TIER_LIMITS.PAID).toMatchObject({
      maxFileSize: 52_428_800,
      maxFilesPerUpload: 5,
      dailyCredits: null,
    });
  });

  it('CC-3.62 the anonymous session lives under anonymous_session with an anon_ id', () => {
    expect(ANONYMOUS_SESSION_STORAGE_KEY).toBe('anonymous_session');
    expect(ANONYMOUS_SESSION_ID_PREFIX).toBe('anon_');
    expect(isAnonymousSessionId('anon_1f2e')).toBe(true);
    expect(isAnonymousSessionId('anon_')).toBe(false);
    expect(isAnonymousSessionId('user_1')).toBe(false);
  });

  it('the anonymous session lifetime is 24 hours (the expiry itself: anonymous-session.service tests)', () => {
    expect(ANONYMOUS_SESSION_LIFETIME_MS).toBe(24 * HOUR);
  });

  it('DL-6.03 anonymous requests carry X-Anonymous-Session-ID and X-User-Agent', () => {
    expect(ANONYMOUS_SESSION_HEADER).toBe('X-Anonymous-Session-ID');
    expect(ANONYMOUS_USER_AGENT_HEADER).toBe('X-User-Agent');
  });
});
