import { ERROR_CODES, type Tier } from '@mediaforge/shared';
import type { CreditRefusal } from '../../lib/credit-events';
import type { CreditBalance } from './api/get-balance';
import type { DailyCreditStatus } from './api/get-daily-status';

/** The two pre-flight reads (features/file-queue/api); fakes in tests. */
export interface CreditChecks {
  dailyStatus(): Promise<DailyCreditStatus>;
  balance(): Promise<CreditBalance>;
}

/** Which read could not be made: its text is CC-8.46's (CREDIT_MESSAGES *Unverified). */
export type UnverifiedCheck = 'dailyStatus' | 'balance';

export type PreflightOutcome =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'refused'; readonly refusal: CreditRefusal }
  | { readonly kind: 'unverified'; readonly check: UnverifiedCheck };

const ALLOWED: PreflightOutcome = { kind: 'allowed' };

/**
 * The credit pre-flight before Start (converter-compressor.md §7 "Own server: processing", §6): FREE and
 * anonymous visitors read the daily status (blocked when `used` has reached the limit), PAID the balance
 * (blocked below one credit). The tier the browser knows may be stale (an upgrade by webhook, an ended
 * subscription): when the server's answer names the other kind of allowance, the other read decides, once.
 */
export async function creditPreflight(tier: Tier, checks: CreditChecks): Promise<PreflightOutcome> {
  return tier === 'PAID' ? byBalance(checks, true) : byDailyStatus(tier, checks, true);
}

async function byDailyStatus(tier: Tier, checks: CreditChecks, mayHop: boolean): Promise<PreflightOutcome> {
  let status: DailyCreditStatus;
  try {
    status = await checks.dailyStatus();
  } catch {
    return { kind: 'unverified', check: 'dailyStatus' };
  }
  if (status.dailyLimit === null) return mayHop ? byBalance(checks, false) : ALLOWED;
  if (status.used < status.dailyLimit) return ALLOWED;
  const refusedTier = status.tier ?? tier;
  return { kind: 'refused', refusal: { code: ERROR_CODES.DAILY_LIMIT_REACHED, tier: refusedTier } };
}

async function byBalance(checks: CreditChecks, mayHop: boolean): Promise<PreflightOutcome> {
  let balance: CreditBalance;
  try {
    balance = await checks.balance();
  } catch {
    return { kind: 'unverified', check: 'balance' };
  }
  if (mayHop && balance.tier !== undefined && balance.tier !== 'PAID') {
    return byDailyStatus(balance.tier, checks, false);
  }
  if (balance.subscriptionCredits + balance.paygCredits >= 1) return ALLOWED;
  return { kind: 'refused', refusal: { code: ERROR_CODES.INSUFFICIENT_CREDITS, tier: 'PAID' } };
}
