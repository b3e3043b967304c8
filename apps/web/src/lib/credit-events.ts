import { ERROR_CODES, isTier, type Tier } from '@mediaforge/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { loadDataLayer, loadedQueryClient, watchQueryData } from './data-layer';

/**
 * Refusals for want of credits (429 DAILY_LIMIT_REACHED, 402 INSUFFICIENT_CREDITS; docs/decisions.md
 * D45). The latest one is kept in the query cache beside the credit reads it makes stale (balance,
 * daily status: docs/decisions.md D93); the page's credit prompt (features/credits) shows it.
 */
export type CreditRefusalCode =
  typeof ERROR_CODES.DAILY_LIMIT_REACHED | typeof ERROR_CODES.INSUFFICIENT_CREDITS;

export interface CreditRefusal {
  readonly code: CreditRefusalCode;
  /** The refused owner's tier, as the server put it in the error's context. */
  readonly tier: Tier | undefined;
}

/** Every credit read of the visitor lives under this key (balance, daily status). */
export const CREDITS_QUERY_KEY = ['credits'] as const;
/** The latest refusal: one object per refusal, so a second identical refusal is a new one. */
const REFUSAL_QUERY_KEY = ['credit-refusal'] as const;

/** The refusal an error answer stands for, or undefined for any other answer. */
export function creditRefusalOf(
  status: number | undefined,
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

/** The refusal a failed call stands for, or undefined. */
export function creditRefusalOfError(error: unknown): CreditRefusal | undefined {
  return isApiError(error, 'http') ? creditRefusalOf(error.status, error.code, error.context) : undefined;
}

function record(client: QueryClient, refusal: CreditRefusal): void {
  client.setQueryData<{ refusal: CreditRefusal }>(REFUSAL_QUERY_KEY, { refusal });
  void client.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
}

/** Keeps `refusal` as the latest one; what the browser knew of the credits is asked again when next read. */
export function reportCreditRefusal(refusal: CreditRefusal): void {
  const client = loadedQueryClient();
  if (client !== undefined) record(client, refusal);
  else void loadDataLayer().then((loaded) => record(loaded, refusal));
}

const latestRefusal = () => loadedQueryClient()?.getQueryData<{ refusal: CreditRefusal }>(REFUSAL_QUERY_KEY);

/** Calls `listener` with every refusal reported from now on (the page's prompt, while it is shown). */
export function onCreditRefusal(listener: (refusal: CreditRefusal) => void): () => void {
  // What was there before is not shown again (an earlier page's refusal). Before the data layer has
  // loaded, reports wait for it too, after this watch: what it holds then is still the earlier state.
  let baseline = loadedQueryClient() === undefined ? undefined : { seen: latestRefusal() };
  return watchQueryData(REFUSAL_QUERY_KEY, () => {
    const latest = latestRefusal();
    if (baseline === undefined) baseline = { seen: latest };
    if (latest === undefined || latest === baseline.seen) return;
    baseline.seen = latest;
    listener(latest.refusal);
  });
}
