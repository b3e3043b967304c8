import {
  DAILY_LIMIT_WARNING_MS,
  ERROR_CODES,
  ERROR_TOAST_WITH_ACTIONS_MS,
  type Tier,
} from '@mediaforge/shared';
import type { CreditRefusal } from '../../lib/credit-events';

/**
 * Which prompt a refusal calls for (CC §6, §8 "Credit messages"; D45): anonymous visitors at their daily
 * limit get 'Daily Limit Reached' with Sign Up Free / Sign In (CC-6.05), free accounts the upgrade-plan
 * prompt (CC-6.07, CC-8.43), paid accounts 'Insufficient credits…' (CC-8.44). Keys of credits.json.
 */
export type CreditPromptKind = 'dailyLimit' | 'freePlan' | 'insufficient';

const BY_TIER: Readonly<Record<Tier, CreditPromptKind>> = {
  ANONYMOUS: 'dailyLimit',
  FREE: 'freePlan',
  PAID: 'insufficient',
};

/**
 * The server names the refused tier in the error's context; without it, 402 is a paid account's and
 * 429 goes by whether the visitor is signed in.
 */
export function creditPromptFor(refusal: CreditRefusal, signedIn: boolean): CreditPromptKind {
  if (refusal.tier !== undefined) return BY_TIER[refusal.tier];
  if (refusal.code === ERROR_CODES.INSUFFICIENT_CREDITS) return 'insufficient';
  return signedIn ? 'freePlan' : 'dailyLimit';
}

export type PromptActionKey = 'signUpFree' | 'signIn' | 'upgradePlan' | 'buyCredits';

export interface PromptAction {
  readonly key: PromptActionKey;
  readonly path: '/auth/signup' | '/auth/signin' | '/pricing';
  /** The auth pages bring the visitor back to the page the prompt was on (CC-2.73). */
  readonly returns: boolean;
}

export const PROMPT_ACTIONS: Readonly<Record<CreditPromptKind, readonly PromptAction[]>> = {
  dailyLimit: [
    { key: 'signUpFree', path: '/auth/signup', returns: true },
    { key: 'signIn', path: '/auth/signin', returns: true },
  ],
  freePlan: [{ key: 'upgradePlan', path: '/pricing', returns: false }],
  insufficient: [{ key: 'buyCredits', path: '/pricing', returns: false }],
};

/** The toast that goes with each prompt: the daily-limit warning lasts 8 s (CC-8.38), an error toast with actions 10 s (CC-8.37). */
export const PROMPT_TOASTS: Readonly<
  Record<CreditPromptKind, { readonly variant: 'warning' | 'error'; readonly durationMs: number }>
> = {
  dailyLimit: { variant: 'warning', durationMs: DAILY_LIMIT_WARNING_MS },
  freePlan: { variant: 'error', durationMs: ERROR_TOAST_WITH_ACTIONS_MS },
  insufficient: { variant: 'error', durationMs: ERROR_TOAST_WITH_ACTIONS_MS },
};
