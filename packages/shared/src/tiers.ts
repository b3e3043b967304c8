/**
 * Visitor tiers and the credit rules that gate processing and downloads (converter-compressor.md §3
 * "User", §6; downloader.md §6, §9).
 */

/** User tier (CC §3 "User"; DL §3). */
export const TIERS = ['ANONYMOUS', 'FREE', 'PAID'] as const;
export type Tier = (typeof TIERS)[number];

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

/** DL §6: "PAID: Needs subscriptionCredits plus paygCredits of at least 1." */
export const PAID_MIN_CREDITS = 1;

/** Balance of a paid account (CC §3 "Balance"). */
export interface CreditBalance {
  readonly subscriptionCredits: number;
  readonly paygCredits: number;
}

/**
 * Whether a paid account may process or download: the combined credits are at least 1 (DL §6). CC §6
 * words it as "blocked when the sum is 0 or less"; for whole credits both read the same.
 */
export function hasPaidCredits(balance: CreditBalance): boolean {
  return balance.subscriptionCredits + balance.paygCredits >= PAID_MIN_CREDITS;
}

/** DL §6: "at or above it the download is blocked" (anonymous and free daily limits). */
export function isDailyLimitReached(used: number, dailyLimit: number): boolean {
  return used >= dailyLimit;
}

/** Credit messages (CC §8 "Credit messages"; DL §8 "Limits"). */
export const CREDIT_MESSAGES = {
  /** DL-8.11 "wording not shown": ours (docs/decisions.md D45). */
  anonymousDailyLimit: "You have used today's free credits. Sign up free for more, or come back tomorrow.",
  freePlanLimit: 'You have reached your free plan limits. Upgrade to continue.',
  insufficientCredits: 'Insufficient credits. Please purchase more credits to continue.',
  insufficientCreditsDownload: 'Insufficient credits. Please purchase more credits to continue downloading.',
  creditsUnavailable: 'Credits not available to upload right now.',
  dailyStatusUnverified: 'Unable to verify daily credit status',
  balanceUnverified: 'Unable to verify credit balance',
  creditCheckFailed: 'Failed to check credit availability. Please try again.',
} as const;
