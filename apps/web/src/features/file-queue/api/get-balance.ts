import { ACCOUNT_PATHS, isTier, type Tier } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

/** What the credit pre-flight reads of the balance (CC-7.16; docs/decisions.md D45). */
export interface CreditBalance {
  readonly tier: Tier | undefined;
  readonly subscriptionCredits: number;
  readonly paygCredits: number;
}

export function parseBalance(data: unknown): CreditBalance | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const subscriptionCredits = read.number(d, 'subscriptionCredits');
  const paygCredits = read.number(d, 'paygCredits');
  if (subscriptionCredits === undefined || paygCredits === undefined) return undefined;
  const tier = read.string(d, 'tier');
  return { tier: tier !== undefined && isTier(tier) ? tier : undefined, subscriptionCredits, paygCredits };
}

/** GET /api/credits/balance (signed-in only; the session cookie authenticates it). */
export function getBalance(): Promise<CreditBalance> {
  return requestJson(
    { method: 'GET', path: ACCOUNT_PATHS.balance, timeoutMs: JOB_API_TIMEOUT_MS },
    parseBalance,
  );
}
