import { ERROR_CODES, isTier, type Tier } from '@mediaforge/shared';

/**
 * Refusals for want of credits (429 DAILY_LIMIT_REACHED, 402 INSUFFICIENT_CREDITS; docs/decisions.md
 * D45), told by whichever part of the app made the refused call (features/file-queue) to the page's credit
 * prompt (features/credits), without one feature importing the other.
 */
export type CreditRefusalCode =
  typeof ERROR_CODES.DAILY_LIMIT_REACHED | typeof ERROR_CODES.INSUFFICIENT_CREDITS;

export interface CreditRefusal {
  readonly code: CreditRefusalCode;
  /** The refused owner's tier, as the server put it in the error's context. */
  readonly tier: Tier | undefined;
}

/** The refusal an error answer stands for, or undefined for any other answer. */
export function creditRefusalOf(
  status: number,
  code: string | undefined,
  context: Readonly<Record<string, unknown>> | undefined,
): CreditRefusal | undefined {
  const known =
    (status === 429 && code === ERROR_CODES.DAILY_LIMIT_REACHED) ||
    (status === 402 && code === ERROR_CODES.INSUFFICIENT_CREDITS);
  if (!known) return undefined;
  const tier = context?.tier;
  return { code, tier: typeof tier === 'string' && isTier(tier) ? tier : undefined };
}

const listeners = new Set<(refusal: CreditRefusal) => void>();

export function reportCreditRefusal(refusal: CreditRefusal): void {
  for (const listener of listeners) listener(refusal);
}

/** Listens while the page that shows the prompt is mounted. */
export function onCreditRefusal(listener: (refusal: CreditRefusal) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
