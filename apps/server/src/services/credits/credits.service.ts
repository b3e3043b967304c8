import {
  CREDIT_MESSAGES,
  ERROR_CODES,
  hasPaidCredits,
  isDailyLimitReached,
  type BalanceResponse,
  type CreditStatusResponse,
  type DailyStatus,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { CreditsRepository, SpendOutcome } from '../../repositories/database/credits.repository.js';
import type { UsersRepository } from '../../repositories/database/users.repository.js';
import type { LimitsService } from '../limits.service.js';
import { ownerKey, tierOf, type Owner, type UserOwner } from '../owner.js';
import { nextUtcMidnight, utcDay } from './utc-day.js';

/**
 * Credits (converter-compressor.md §3, §6, §8 "Credit messages"; downloader.md §6, §9): ANONYMOUS and FREE
 * spend a daily allowance (per session id / per account, per UTC day), PAID spends subscription then
 * pay-as-you-go credits. One credit per conversion and per downloader download; spends are atomic and
 * idempotent per reference (docs/decisions.md D45).
 */
export type CreditPurpose = 'upload' | 'conversion' | 'download';

export interface CreditsService {
  dailyStatus(owner: Owner): Promise<DailyStatus>;
  balance(owner: UserOwner): Promise<BalanceResponse>;
  status(owner: Owner): Promise<CreditStatusResponse>;
  /** Refuses (DAILY_LIMIT_REACHED / INSUFFICIENT_CREDITS) when the owner has no credit left. */
  assertCanProcess(owner: Owner, purpose: CreditPurpose): Promise<void>;
  /** Takes one credit for a job (once per jobRef); throws like assertCanProcess when none is left. */
  spendForConversion(owner: Owner, jobRef: string): Promise<void>;
  /** Takes one credit for a download (once per ref): true when taken now, false when taken before. */
  spendForDownload(owner: Owner, ref: string): Promise<boolean>;
  /** Gives a job's credit back (a job that failed before producing output); false if none was taken. */
  refundConversion(owner: Owner, jobRef: string): Promise<boolean>;
  /** The same by the owner key stored on a job row (the worker knows no more than that). */
  refundConversionByKey(ownerKey: string, jobRef: string): Promise<boolean>;
  /** Gives a download's credit back (a download job that failed or never ran). */
  refundDownloadByKey(ownerKey: string, ref: string): Promise<boolean>;
}

export interface CreditsServiceDeps {
  readonly credits: CreditsRepository;
  readonly users: Pick<UsersRepository, 'findById'>;
  readonly limits: LimitsService;
  readonly now: () => number;
}

function exhausted(owner: Owner, purpose: CreditPurpose, context: Record<string, unknown>): AppError {
  if (purpose === 'upload') {
    const code =
      tierOf(owner) === 'PAID' ? ERROR_CODES.INSUFFICIENT_CREDITS : ERROR_CODES.DAILY_LIMIT_REACHED;
    return new AppError(code, CREDIT_MESSAGES.creditsUnavailable, context);
  }
  switch (tierOf(owner)) {
    case 'ANONYMOUS':
      return new AppError(ERROR_CODES.DAILY_LIMIT_REACHED, CREDIT_MESSAGES.anonymousDailyLimit, context);
    case 'FREE':
      return new AppError(ERROR_CODES.DAILY_LIMIT_REACHED, CREDIT_MESSAGES.freePlanLimit, context);
    case 'PAID':
      return new AppError(
        ERROR_CODES.INSUFFICIENT_CREDITS,
        purpose === 'download'
          ? CREDIT_MESSAGES.insufficientCreditsDownload
          : CREDIT_MESSAGES.insufficientCredits,
        context,
      );
  }
}

export function createCreditsService(deps: CreditsServiceDeps): CreditsService {
  const { credits, users, limits, now } = deps;

  const dailyStatus = async (owner: Owner): Promise<DailyStatus> => {
    const at = now();
    const tier = tierOf(owner);
    const dailyLimit = limits.tierLimits(tier).dailyCredits;
    const used = dailyLimit === null ? 0 : await credits.dailyUsed(ownerKey(owner), utcDay(at));
    return {
      tier,
      used,
      dailyLimit,
      remaining: dailyLimit === null ? null : Math.max(0, dailyLimit - used),
      resetsAt: new Date(nextUtcMidnight(at)).toISOString(),
    };
  };

  const balance = async (owner: UserOwner): Promise<BalanceResponse> => {
    const user = await users.findById(owner.userId);
    return {
      tier: user?.tier ?? owner.tier,
      subscriptionCredits: user?.subscriptionCredits ?? 0,
      paygCredits: user?.paygCredits ?? 0,
    };
  };

  const status = async (owner: Owner): Promise<CreditStatusResponse> => {
    const daily = await dailyStatus(owner);
    const bal = owner.kind === 'user' ? await balance(owner) : null;
    const paidLeft = bal ? bal.subscriptionCredits + bal.paygCredits : 0;
    const canProcess =
      daily.dailyLimit === null
        ? bal !== null && hasPaidCredits(bal)
        : !isDailyLimitReached(daily.used, daily.dailyLimit);
    const errors = canProcess ? [] : [exhausted(owner, 'conversion', {}).message];
    const left = daily.dailyLimit === null ? paidLeft : (daily.remaining ?? 0);
    const warnings = canProcess && left === 1 ? ['This is your last credit for now.'] : [];
    return { canProcess, errors, warnings, balance: bal, daily };
  };

  /** True when the credit was taken now, false when this reference had taken it before. */
  const spend = async (owner: Owner, kind: 'conversion' | 'download', ref: string): Promise<boolean> => {
    const at = now();
    const base = { owner: ownerKey(owner), kind, ref, now: at };
    const dailyLimit = limits.tierLimits(tierOf(owner)).dailyCredits;
    let outcome: SpendOutcome;
    if (owner.kind === 'user' && dailyLimit === null) {
      outcome = await credits.spendPaid({ ...base, userId: owner.userId });
    } else {
      outcome = await credits.spendDaily({ ...base, day: utcDay(at), limit: dailyLimit ?? 0 });
    }
    if (outcome === 'exhausted') throw exhausted(owner, kind, { tier: tierOf(owner), dailyLimit });
    return outcome === 'spent';
  };

  return {
    dailyStatus,
    balance,
    status,
    async assertCanProcess(owner, purpose) {
      const s = await status(owner);
      if (!s.canProcess)
        throw exhausted(owner, purpose, { tier: s.daily.tier, dailyLimit: s.daily.dailyLimit });
    },
    spendForConversion: async (owner, jobRef) => {
      await spend(owner, 'conversion', jobRef);
    },
    spendForDownload: (owner, ref) => spend(owner, 'download', ref),
    refundConversion: (owner, jobRef) =>
      credits.refund({ owner: ownerKey(owner), kind: 'conversion', ref: jobRef, now: now() }),
    refundConversionByKey: (key, jobRef) =>
      credits.refund({ owner: key, kind: 'conversion', ref: jobRef, now: now() }),
    refundDownloadByKey: (key, ref) => credits.refund({ owner: key, kind: 'download', ref, now: now() }),
  };
}
