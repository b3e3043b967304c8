import { ACCOUNT_PATHS, balanceResponseSchema, type Tier } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { CREDITS_QUERY_KEY } from '../../../lib/credit-events';
import { loadDataLayer } from '../../../lib/data-layer';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/** What the credit pre-flight reads of the balance (CC-7.16; docs/decisions.md D45). */
export interface CreditBalance {
  readonly tier: Tier | undefined;
  readonly subscriptionCredits: number;
  readonly paygCredits: number;
}

/**
 * GET /api/credits/balance (signed-in only; the session cookie authenticates it). Every pre-flight
 * asks the server; the answer stays in the query cache until a refusal makes it stale.
 */
export async function getBalance(): Promise<CreditBalance> {
  const client = await loadDataLayer();
  return client.fetchQuery({
    queryKey: [...CREDITS_QUERY_KEY, 'balance'],
    queryFn: () =>
      apiData(
        { path: ACCOUNT_PATHS.balance, timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
        balanceResponseSchema,
      ),
    staleTime: 0,
  });
}
