import { describe, expect, it } from 'vitest';
import {
  CREDIT_MESSAGES,
  PAID_MIN_CREDITS,
  TIERS,
  hasPaidCredits,
  isDailyLimitReached,
  isTier,
} from './tiers.js';

describe('tiers and credit rules', () => {
  it('CC-3.43 user tier is ANONYMOUS, FREE or PAID', () => {
    expect(TIERS).toEqual(['ANONYMOUS', 'FREE', 'PAID']);
    expect(isTier('FREE')).toBe(true);
    expect(isTier('free')).toBe(false);
  });

  it('CC-6.08 PAID is blocked when subscription plus pay-as-you-go credits are 0', () => {
    expect(hasPaidCredits({ subscriptionCredits: 0, paygCredits: 0 })).toBe(false);
    expect(hasPaidCredits({ subscriptionCredits: 0, paygCredits: 1 })).toBe(true);
    expect(hasPaidCredits({ subscriptionCredits: 1, paygCredits: 0 })).toBe(true);
  });

  it('DL-6.06 PAID needs a combined balance of at least 1', () => {
    expect(PAID_MIN_CREDITS).toBe(1);
    expect(hasPaidCredits({ subscriptionCredits: 0.5, paygCredits: 0 })).toBe(false);
    expect(hasPaidCredits({ subscriptionCredits: -2, paygCredits: 2 })).toBe(false);
  });

  it('DL-6.02 anonymous: at or above the daily limit the download is blocked', () => {
    expect(isDailyLimitReached(4, 5)).toBe(false);
    expect(isDailyLimitReached(5, 5)).toBe(true);
  });

  it('DL-6.04 free: at or above the daily limit the download is blocked', () => {
    expect(isDailyLimitReached(9, 10)).toBe(false);
    expect(isDailyLimitReached(11, 10)).toBe(true);
  });

  it('CC-8.43 free plan message', () => {
    expect(CREDIT_MESSAGES.freePlanLimit).toBe(
      'You have reached your free plan limits. Upgrade to continue.',
    );
  });

  it('CC-8.44 paid message (converter)', () => {
    expect(CREDIT_MESSAGES.insufficientCredits).toBe(
      'Insufficient credits. Please purchase more credits to continue.',
    );
  });

  it('DL-8.12 paid message (downloader)', () => {
    expect(CREDIT_MESSAGES.insufficientCreditsDownload).toBe(
      'Insufficient credits. Please purchase more credits to continue downloading.',
    );
  });

  it('CC-8.45 credits not available', () => {
    expect(CREDIT_MESSAGES.creditsUnavailable).toBe('Credits not available to upload right now.');
  });

  it('CC-8.46 unable to verify daily status / balance', () => {
    expect(CREDIT_MESSAGES.dailyStatusUnverified).toBe('Unable to verify daily credit status');
    expect(CREDIT_MESSAGES.balanceUnverified).toBe('Unable to verify credit balance');
  });

  it('DL-6.09 credit check failure toast text', () => {
    expect(CREDIT_MESSAGES.creditCheckFailed).toBe('Failed to check credit availability. Please try again.');
  });
});
